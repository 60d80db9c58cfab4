#pragma once
// The odometry's twist as kobuki_core makes it (DiffDrive::update, `pose_update_rates`): the
// pose change of one feedback frame, in the robot's frame at the start of it, over that
// frame's duration by the robot's own millisecond clock — not smoothed, so it starts and
// stops with the pose. A reset odometry (the path length falls back) or the first frame
// gives zero.

#include "core/Pose2D.h"

#include <cstdint>
#include <optional>

namespace robodash::bridge {

class FrameTwist {
public:
    struct Twist {
        double linearX = 0, linearY = 0;  // m/s, ahead and to the left
        double angularZ = 0;              // rad/s
    };

    // The pose after a frame, the odometry's path length and the frame's robot clock
    // (ms, wrapping at 2^16).
    Twist update(const core::Pose2D &pose, double distanceMetres, std::uint16_t robotMs);

private:
    struct Previous {
        core::Pose2D pose;
        double distance = 0;
        std::uint16_t robotMs = 0;
    };
    std::optional<Previous> m_previous;
    double m_lastFrameSeconds = 0;  // kobuki_core keeps the last duration for a repeated stamp
};

}  // namespace robodash::bridge
