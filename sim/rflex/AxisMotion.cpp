#include "sim/rflex/AxisMotion.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

void AxisMotion::setTarget(double velocity, double acceleration)
{
    if (std::isfinite(velocity))
        m_target = velocity;
    if (std::isfinite(acceleration) && acceleration > 0)
        m_limit = acceleration;
}

void AxisMotion::brake()
{
    m_velocity = 0;
    m_target = 0;
    m_acceleration = 0;
}

void AxisMotion::step(double seconds)
{
    const double maxChange = m_limit * seconds;
    const double change = std::clamp(m_target - m_velocity, -maxChange, maxChange);
    m_velocity += change;
    m_acceleration = seconds > 0 ? change / seconds : 0;
}

}  // namespace robodash::sim
