#include "RoverOdometry.h"

#include "Conversions.h"

#include <cmath>

namespace robodash::rover {

RoverOdometry::RoverOdometry(const RoverDriverSettings &settings)
    : m_settings(settings.sanitised())
{
}

bool RoverOdometry::leftCount(std::uint16_t count, std::int64_t timeMs)
{
    m_left.fresh = count;
    return countsReady(timeMs);
}

bool RoverOdometry::rightCount(std::uint16_t count, std::int64_t timeMs)
{
    m_right.fresh = count;
    return countsReady(timeMs);
}

bool RoverOdometry::leftSpeed(double metresPerSecond, std::int64_t timeMs)
{
    m_left.fresh = metresPerSecond;
    return speedsReady(timeMs);
}

bool RoverOdometry::rightSpeed(double metresPerSecond, std::int64_t timeMs)
{
    m_right.fresh = metresPerSecond;
    return speedsReady(timeMs);
}

void RoverOdometry::leftSpeedBesideCounts(double metresPerSecond)
{
    m_leftSpeed = metresPerSecond;
    takeMeasuredVelocity();
}

void RoverOdometry::rightSpeedBesideCounts(double metresPerSecond)
{
    m_rightSpeed = metresPerSecond;
    takeMeasuredVelocity();
}

void RoverOdometry::takeMeasuredVelocity()
{
    if (!m_leftSpeed || !m_rightSpeed)
        return;
    m_state.velocity = velocityOf(*m_leftSpeed, *m_rightSpeed, 1.0);
    m_leftSpeed.reset();
    m_rightSpeed.reset();
    m_velocityMeasured = true;
}

core::Velocity2D RoverOdometry::velocityOf(double leftMetres, double rightMetres, double seconds) const
{
    const double distance = (leftMetres + rightMetres) / 2.0;
    const double turn = (rightMetres - leftMetres) / m_settings.trackWidthM * m_settings.tractionFactor;
    return {distance / seconds, turn / seconds};
}

bool RoverOdometry::countsReady(std::int64_t timeMs)
{
    if (!m_left.fresh || !m_right.fresh)
        return false;
    const auto left = static_cast<std::uint16_t>(*m_left.fresh);
    const auto right = static_cast<std::uint16_t>(*m_right.fresh);
    m_left.fresh.reset();
    m_right.fresh.reset();
    const bool first = !m_left.baseline || !m_right.baseline;
    const double seconds = m_lastStepMs ? double(timeMs - *m_lastStepMs) / 1000.0 : 0.0;
    const double perMetre = m_settings.encoderCountsPerMetre;
    if (!first)
        step(encoderDeltaMetres(*m_left.baseline, left, perMetre),
             encoderDeltaMetres(*m_right.baseline, right, perMetre), seconds);
    m_left.baseline = left;
    m_right.baseline = right;
    m_lastStepMs = timeMs;
    return !first;
}

bool RoverOdometry::speedsReady(std::int64_t timeMs)
{
    if (!m_left.fresh || !m_right.fresh)
        return false;
    const double left = *m_left.fresh;
    const double right = *m_right.fresh;
    m_left.fresh.reset();
    m_right.fresh.reset();
    const bool integrate = m_lastStepMs && timeMs - *m_lastStepMs <= kMaxSpeedGapMs;
    const double seconds = integrate ? double(timeMs - *m_lastStepMs) / 1000.0 : 0.0;
    m_lastStepMs = timeMs;
    if (!integrate)
        return false;
    step(left * seconds, right * seconds, seconds);
    return true;
}

void RoverOdometry::step(double leftMetres, double rightMetres, double seconds)
{
    const core::Velocity2D moved = velocityOf(leftMetres, rightMetres, 1.0);  // this step's, not a second's
    const double distance = moved.linearMps;
    const double turn = moved.angularRadps;
    core::Pose2D &pose = m_state.pose;
    const double midHeading = pose.theta + turn / 2.0;  // the arc's chord points here
    pose.x += distance * std::cos(midHeading);
    pose.y += distance * std::sin(midHeading);
    pose.theta += turn;
    m_state.distanceMetres += std::fabs(distance);
    if (seconds > 0 && !m_velocityMeasured)
        m_state.velocity = {distance / seconds, turn / seconds};
    // The RPM's velocity holds for this step only: tracks no longer answering their RPM
    // must not freeze it.
    m_velocityMeasured = false;
}

void RoverOdometry::resetPose()
{
    m_state = core::OdometryState{};
}

void RoverOdometry::restart()
{
    m_left = Side{};
    m_right = Side{};
    m_lastStepMs.reset();
    m_leftSpeed.reset();
    m_rightSpeed.reset();
    m_velocityMeasured = false;
    m_state.velocity = core::Velocity2D{};
}

}  // namespace robodash::rover
