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

bool NetworkPose::restartedAtOrigin(const core::Pose2D &last, const core::Pose2D &now)
{
    constexpr double kAtZeroMetres = 0.001, kAtZeroRadians = 0.001;
    constexpr double kJumpMetres = 0.05, kJumpRadians = 0.1;
    const bool atZero = std::hypot(now.x, now.y) < kAtZeroMetres && std::abs(turnBetween(0, now.theta)) < kAtZeroRadians;
    const bool jumped = std::hypot(now.x - last.x, now.y - last.y) > kJumpMetres
                        || std::abs(turnBetween(last.theta, now.theta)) > kJumpRadians;
    return atZero && jumped;
}

core::OdometryState NetworkPose::update(double x, double y, double yaw, const core::Velocity2D &velocity)
{
    const core::Pose2D message{x, y, yaw};
    if (!m_origin) {
        m_origin = message;
        m_last = core::Pose2D{};
        m_lastYaw = yaw;
    } else if (restartedAtOrigin(m_lastMessage, message)) {
        continueFrom(message);
    }
    m_lastMessage = message;
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

// The origin that puts `message` where the last pose is: the pose continues from there.
void NetworkPose::continueFrom(const core::Pose2D &message)
{
    const double turn = message.theta - m_last.theta;
    const double c = std::cos(turn);
    const double s = std::sin(turn);
    m_origin = core::Pose2D{message.x - (c * m_last.x - s * m_last.y), message.y - (s * m_last.x + c * m_last.y), turn};
    m_lastYaw = message.theta;
}

void NetworkPose::reset()
{
    m_origin.reset();
    m_distance = 0;
}

}  // namespace robodash::bridge
