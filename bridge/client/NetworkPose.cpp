#include "NetworkPose.h"

#include <cmath>

namespace robodash::bridge {
namespace {

// The smallest turn from `from` to `to`, within +-pi.
double turnBetween(double from, double to)
{
    return std::remainder(to - from, 2 * M_PI);
}

}  // namespace

core::OdometryState NetworkPose::update(double x, double y, double yaw, const core::Velocity2D &velocity)
{
    if (!m_origin) {
        m_origin = core::Pose2D{x, y, yaw};
        m_last = core::Pose2D{};
        m_lastYaw = yaw;
    }
    // The pose in the origin's frame: moved to it, then turned by its heading.
    const double dx = x - m_origin->x;
    const double dy = y - m_origin->y;
    const double c = std::cos(m_origin->theta);
    const double s = std::sin(m_origin->theta);
    core::Pose2D pose;
    pose.x = c * dx + s * dy;
    pose.y = -s * dx + c * dy;
    pose.theta = m_last.theta + turnBetween(m_lastYaw, yaw);
    m_distance += std::hypot(pose.x - m_last.x, pose.y - m_last.y);
    m_last = pose;
    m_lastYaw = yaw;
    core::OdometryState odometry;
    odometry.pose = pose;
    odometry.distanceMetres = m_distance;
    odometry.velocity = velocity;
    return odometry;
}

void NetworkPose::reset()
{
    m_origin.reset();
    m_distance = 0;
}

}  // namespace robodash::bridge
