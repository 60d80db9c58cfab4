#pragma once
// A network robot's odometry messages as the telemetry core's odometry: the pose relative to
// where this link started (or was last reset: the map's reset), the heading unwrapped (a
// message's yaw is within +-pi; two turns left are 4 pi, as a serial driver counts them),
// and the path length summed over the poses, so the map, the trail and the self-test read a
// network robot as they read one on a cable. An odometry that restarts (restartedAtOrigin)
// continues the pose where it was, with no path added: as a serial driver reads a robot's
// counters that start again.

#include "core/Pose2D.h"

#include <optional>

namespace robodash::bridge {

class NetworkPose {
public:
    // A robot's odometry that starts again at its own origin (its node or bridge restarted,
    // the robot itself not moved): a message at the odometry frame's zero after one away
    // from it. Read as a restart, not as a drive back there.
    static bool restartedAtOrigin(const core::Pose2D &last, const core::Pose2D &now);

    // One message's pose (`yaw` wrapped or not) and twist: the odometry to report.
    core::OdometryState update(double x, double y, double yaw, const core::Velocity2D &velocity);
    // The next message's pose is the new origin.
    void reset();

private:
    void continueFrom(const core::Pose2D &message);

    std::optional<core::Pose2D> m_origin;  // in the robot's odometry frame
    core::Pose2D m_last;                   // relative to the origin, heading unwrapped
    double m_lastYaw = 0;
    core::Pose2D m_lastMessage;            // as the robot's odometry gave it
    double m_distance = 0;
};

}  // namespace robodash::bridge
