#pragma once
// The topics every family's bridge publishes (odometry, /tf, battery_state) for an MCAP export
// or recording (McapSessionEncoder), named, framed and filled as the live bridge (RosBridge)
// does for the same profile: the odometry topic, depth, frames and covariances are the
// profile's (RosProfile: kobuki_ros's `odom`, roverrobotics_driver's `/odometry/wheels`,
// odom -> base_link), the messages are OdometryMessages', which the live OdometryPublisher
// writes too. roverrobotics_driver's timer (odometry_frequency) becomes a minimum gap between
// the messages' stamps, since a file has no wall clock to run a timer on.

#include "FrameTwist.h"
#include "RosProfile.h"
#include "TopicContext.h"
#include "TopicWriter.h"

#include "core/TelemetrySample.h"

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::bridge {

class FamilyTopics;

class CommonTopics {
public:
    // Topic names relative to the namespace, as kobuki_ros names them ("/tf" is absolute);
    // the odometry's is the profile's.
    static constexpr const char *kTfTopic = "/tf";
    static constexpr const char *kBatteryTopic = "battery_state";

    // `profile` must outlive this.
    CommonTopics(const TopicContext &context, const RosProfile &profile);

    // Every writer was made; else error() says which could not be.
    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    const TopicWriter &odom() const { return *m_odom; }
    const TopicWriter &tf() const { return *m_tf; }
    const TopicWriter &battery() const { return *m_battery; }

    // Publishes what `sample` carries; `family` (may be null) decides whether odometry goes
    // by the robot's clock. Returns the topic of a refused write, or "".
    std::string publish(const core::TelemetrySample &sample, const FamilyTopics *family);
    // A new session: the twist and the battery period start afresh.
    void restart();

private:
    std::string publishOdometry(const core::TelemetrySample &sample, const FamilyTopics *family);
    std::string publishBattery(const core::BatteryReading &battery, RosTime stamp);

    bool odometryDue(RosTime stamp);

    const TopicContext &m_context;
    const RosProfile &m_profile;
    std::unique_ptr<TopicWriter> m_odom, m_tf, m_battery;
    std::int64_t m_lastOdometryNs = -1;  // stamp of the last odometry message
    FrameTwist m_frameTwist;
    std::string m_serialNumber;
    std::int64_t m_lastBatteryNs = -1;  // stamp of the last battery message
    std::string m_error;
};

}  // namespace robodash::bridge
