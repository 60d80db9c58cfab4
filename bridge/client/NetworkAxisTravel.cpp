#include "NetworkAxisTravel.h"

#include "NetworkPose.h"

#include <cmath>

namespace robodash::bridge {

void NetworkAxisTravel::addPose(const core::Pose2D &pose)
{
    if (m_last && !NetworkPose::restartedAtOrigin(*m_last, pose)) {
        m_distance += (pose.x - m_last->x) * std::cos(m_last->theta) + (pose.y - m_last->y) * std::sin(m_last->theta);
        m_bearing += std::remainder(pose.theta - m_last->theta, 2 * M_PI);
    }
    m_last = pose;
}

}  // namespace robodash::bridge
