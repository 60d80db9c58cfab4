#include "FrameTwist.h"

#include <cmath>

namespace robodash::bridge {

FrameTwist::Twist FrameTwist::update(const core::Pose2D &pose, double distanceMetres,
                                     std::uint16_t robotMs)
{
    const std::optional<Previous> previous = m_previous;
    m_previous = Previous{pose, distanceMetres, robotMs};
    if (!previous || distanceMetres < previous->distance)
        return {};
    const auto elapsedMs = static_cast<std::uint16_t>(robotMs - previous->robotMs);
    if (elapsedMs != 0)
        m_lastFrameSeconds = elapsedMs / 1000.0;
    if (m_lastFrameSeconds <= 0)
        return {};
    // The step in the frame the robot had before it (kobuki_core's pose_update).
    const double dx = pose.x - previous->pose.x, dy = pose.y - previous->pose.y;
    const double c = std::cos(previous->pose.theta), s = std::sin(previous->pose.theta);
    Twist twist;
    twist.linearX = (c * dx + s * dy) / m_lastFrameSeconds;
    twist.linearY = (-s * dx + c * dy) / m_lastFrameSeconds;
    twist.angularZ = (pose.theta - previous->pose.theta) / m_lastFrameSeconds;
    return twist;
}

}  // namespace robodash::bridge
