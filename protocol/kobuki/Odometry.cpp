#include "Odometry.h"

#include "Conversions.h"

#include <cmath>

namespace robodash::kobuki {
namespace {

constexpr int kHalfTurnHundredths = 18000;

// Difference of two inertia angles, wrapped into one half turn either way.
std::int16_t angleDifference(std::int16_t previous, std::int16_t current)
{
    int difference = int(current) - int(previous);
    while (difference > kHalfTurnHundredths)
        difference -= 2 * kHalfTurnHundredths;
    while (difference < -kHalfTurnHundredths)
        difference += 2 * kHalfTurnHundredths;
    return static_cast<std::int16_t>(difference);
}

}  // namespace

void Odometry::addBasicSensors(const BasicSensors &sensors)
{
    // A frame without inertia: the previous encoders go in with an encoder heading.
    if (m_pending)
        update(*m_pending, std::nullopt);
    m_pending = sensors;
}

void Odometry::addInertia(const Inertia &inertia)
{
    if (!m_pending)
        return;  // a gyro reading without encoders moves nothing
    update(*m_pending, inertia.angle);
    m_pending.reset();
}

void Odometry::update(const BasicSensors &sensors, std::optional<std::int16_t> inertiaAngle)
{
    const Reading reading{sensors.timeStamp, sensors.leftEncoder, sensors.rightEncoder};
    if (!m_last) {
        takeReference(reading, inertiaAngle);
        return;
    }
    const double left = encoderDeltaMetres(m_last->left, reading.left);
    const double right = encoderDeltaMetres(m_last->right, reading.right);
    if (std::abs(left) > kMaxStepMetres || std::abs(right) > kMaxStepMetres) {
        ++m_rejected;
        takeReference(reading, inertiaAngle);
        return;
    }
    const double dTheta = headingChange(left, right, inertiaAngle);
    integrate(left, right, dTheta);
    updateSpeeds((left + right) / 2, dTheta, reading.timeStamp);
    m_last = reading;
    // A frame without a gyro angle turned the heading by encoders; the next gyro angle
    // must not count that turn again.
    m_lastGyroAngle = inertiaAngle;
    ++m_updates;
}

void Odometry::takeReference(const Reading &reading, std::optional<std::int16_t> inertiaAngle)
{
    m_last = reading;
    m_lastGyroAngle = inertiaAngle;
    m_linearSpeed = 0;
    m_angularSpeed = 0;
}

double Odometry::headingChange(double left, double right,
                               std::optional<std::int16_t> inertiaAngle) const
{
    if (inertiaAngle && m_lastGyroAngle)
        return inertiaAngleToRadians(angleDifference(*m_lastGyroAngle, *inertiaAngle));
    return (right - left) / kWheelbaseM;
}

void Odometry::integrate(double left, double right, double dTheta)
{
    // The mean heading over the step: exact for a constant-curvature arc to second order,
    // and far below encoder resolution at 50 frames a second.
    const double distance = (left + right) / 2;
    const double midHeading = m_pose.theta + dTheta / 2;
    m_pose.x += distance * std::cos(midHeading);
    m_pose.y += distance * std::sin(midHeading);
    m_pose.theta += dTheta;
    m_distance += std::abs(distance);
    m_leftTravel += left;
    m_rightTravel += right;
}

void Odometry::updateSpeeds(double distance, double dTheta, std::uint16_t timeStamp)
{
    // The robot's own millisecond stamp: host arrival times jitter with the serial driver.
    const auto elapsedMs = static_cast<std::uint16_t>(timeStamp - m_last->timeStamp);
    if (elapsedMs == 0)
        return;
    const double seconds = elapsedMs / 1000.0;
    const double weight = seconds / (kSpeedSmoothingSeconds + seconds);
    m_linearSpeed += weight * (distance / seconds - m_linearSpeed);
    m_angularSpeed += weight * (dTheta / seconds - m_angularSpeed);
    // A robot that has stopped is at 0, not at a speed that shrinks by a sixth a frame for
    // ever (6e-218 m/s after a few minutes: a plot's axis zoomed to nothing, a change a frame).
    if (distance == 0 && std::abs(m_linearSpeed) < kStoppedMps)
        m_linearSpeed = 0;
    if (dTheta == 0 && std::abs(m_angularSpeed) < kStoppedRadps)
        m_angularSpeed = 0;
}

void Odometry::reset()
{
    m_pose = OdometryPose{};
    m_distance = 0;
    m_leftTravel = 0;
    m_rightTravel = 0;
    m_linearSpeed = 0;
    m_angularSpeed = 0;
    m_updates = 0;
    m_rejected = 0;
    // The last reading stays the reference: movement from now on counts from the origin.
}

void Odometry::forgetReference()
{
    m_last.reset();
    m_lastGyroAngle.reset();
    m_pending.reset();
    m_linearSpeed = 0;
    m_angularSpeed = 0;
}

}  // namespace robodash::kobuki
