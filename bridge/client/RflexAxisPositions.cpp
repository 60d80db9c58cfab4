#include "RflexAxisPositions.h"

#include <cmath>

namespace robodash::bridge {

void RflexAxisPositions::addPose(double x, double y, double theta)
{
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(theta))
        return;
    const Pose pose{x, y, theta};
    if (m_last) {
        const double metres = (pose.x - m_last->x) * std::cos(m_last->theta)
                              + (pose.y - m_last->y) * std::sin(m_last->theta);
        m_distance += metres * m_units.perMetre;
        m_bearing += std::remainder(pose.theta - m_last->theta, 2 * M_PI) * m_units.perRadian;
    }
    m_last = pose;
}

std::int32_t RflexAxisPositions::wrapped(double units)
{
    const long long whole = std::llround(units);
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<unsigned long long>(whole)));
}

}  // namespace robodash::bridge
