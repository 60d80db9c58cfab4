#pragma once
// The odometry message and its transform as the profile's driver fills them (RosProfile):
// its frames, its covariances, the twist given (kobuki_core's per frame) or the core's
// speeds, and the transform only when the profile publishes one. The one place both the
// live bridge (OdometryPublisher, on DDS) and an MCAP export or recording (CommonTopics,
// into a recorder) build them, so a file's odometry is what the network sees.

#include "DriverParameters.h"
#include "FrameTwist.h"
#include "RosMessages.h"
#include "RosProfile.h"

#include "core/Pose2D.h"

#include <optional>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class OdometryMessages {
public:
    // Writes the odometry on `odom` and, when the profile publishes it, the transform on
    // `tf`, both stamped `stamp`. Returns the topic of a refused write, or "".
    static std::string write(const RosProfile &profile, const DriverParameters &parameters,
                             TopicWriter &odom, TopicWriter &tf,
                             const core::OdometryState &odometry, RosTime stamp,
                             const std::optional<FrameTwist::Twist> &twist);
};

}  // namespace robodash::bridge
