#include "RflexOdometry.h"

#include "Opcodes.h"

#include <cmath>

namespace robodash::rflex {

void RflexOdometry::update(const MotionReport &report)
{
    if (report.axis == static_cast<std::uint8_t>(Axis::Translation))
        translate(report.position, report.velocity);
    else if (report.axis == static_cast<std::uint8_t>(Axis::Rotation))
        rotate(report.position, report.velocity);
}

void RflexOdometry::translate(std::int32_t position, std::int32_t velocity)
{
    if (m_lastDistance) {
        const double metres = distanceMetres(positionDelta(*m_lastDistance, position), m_units);
        m_state.pose.x += metres * std::cos(m_state.pose.theta);
        m_state.pose.y += metres * std::sin(m_state.pose.theta);
        m_state.distanceMetres += std::abs(metres);
    }
    m_lastDistance = position;
    m_state.velocity.linearMps = translationMetresPerSecond(velocity, m_units);
}

void RflexOdometry::rotate(std::int32_t position, std::int32_t velocity)
{
    if (m_lastBearing)
        m_state.pose.theta += bearingRadians(positionDelta(*m_lastBearing, position), m_units);
    m_lastBearing = position;
    m_state.velocity.angularRadps = rotationRadiansPerSecond(velocity, m_units);
}

void RflexOdometry::reset()
{
    m_state = core::OdometryState{};
}

void RflexOdometry::forgetCounters()
{
    m_lastDistance.reset();
    m_lastBearing.reset();
}

}  // namespace robodash::rflex
