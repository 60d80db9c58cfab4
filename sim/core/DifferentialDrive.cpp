#include "sim/core/DifferentialDrive.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {
constexpr double kStallFilterSeconds = 0.3;
constexpr double kIdleAmperes = 0.05;        // a motor holding speed with no load
constexpr double kAmperesAtFullSpeed = 0.5;
constexpr double kAmperesPerAcceleration = 0.3;
constexpr double kStallAmperes = 1.6;
constexpr double kPwmAtFullSpeed = 70;       // percent; the rest is headroom for load
constexpr double kPwmStallExtra = 30;
// Below this the resolver's push is rounding, not a wall: a body touching a wall and moving
// along it or away from it is not held.
constexpr double kWallPushTolerance = 1e-7;
}  // namespace

void DifferentialDrive::setWheelStrength(double left, double right)
{
    m_strength = {std::clamp(left, 0.0, 1.0), std::clamp(right, 0.0, 1.0)};
}

void DifferentialDrive::setEncodersCounting(bool left, bool right)
{
    m_encoderCounts = {left, right};
}

void DifferentialDrive::applyWheelFaults(const HardwareFaults &faults)
{
    const auto strength = [&faults](sim::Wheel wheel) {
        return faults.weakMotor == wheel ? faults.weakMotorStrength : 1.0;
    };
    setWheelStrength(strength(sim::Wheel::Left), strength(sim::Wheel::Right));
    setEncodersCounting(faults.deadEncoder != sim::Wheel::Left, faults.deadEncoder != sim::Wheel::Right);
}

Point DifferentialDrive::reachable(const Point &start, const Point &wanted,
                                   const World &world) const
{
    const auto clearOfWalls = [&](const Point &p) {
        return distance(world.resolveCollisions(p, m_parameters.bodyRadius), p)
            <= kWallPushTolerance;
    };
    // A body placed inside a wall is let out the old way, whatever it was told to do.
    if (!m_stuckAtWalls || clearOfWalls(wanted) || !clearOfWalls(start))
        return world.resolveCollisions(wanted, m_parameters.bodyRadius);
    // Stuck is stuck: the body goes along its path only as far as the first touch (found by
    // halving, to well under a micrometre at top speed), and not along the wall beyond it.
    // The point is not resolved again: pushing it out along the wall's normal would slide it.
    const auto clear = [&](double fraction) {
        return clearOfWalls({start.x + (wanted.x - start.x) * fraction,
                             start.y + (wanted.y - start.y) * fraction});
    };
    double reachedFraction = 0, blockedFraction = 1;
    for (int i = 0; i < 12; ++i) {
        const double middle = (reachedFraction + blockedFraction) / 2;
        (clear(middle) ? reachedFraction : blockedFraction) = middle;
    }
    return {start.x + (wanted.x - start.x) * reachedFraction,
            start.y + (wanted.y - start.y) * reachedFraction};
}

void DifferentialDrive::place(const Pose &pose)
{
    m_pose = pose;
}

std::uint16_t DifferentialDrive::wrapTicks(double ticks)
{
    // Encoders count modulo 2^16 in both directions.
    const long long whole = std::llround(ticks);
    return static_cast<std::uint16_t>(static_cast<unsigned long long>(whole) & 0xFFFFu);
}

void DifferentialDrive::accelerate(Wheel &wheel, double target, double seconds)
{
    const double maxChange = m_parameters.accelerationLimit * seconds;
    const double change = std::clamp(target - wheel.speed, -maxChange, maxChange);
    wheel.speed += change;
    wheel.acceleration = seconds > 0 ? change / seconds : 0;
}

void DifferentialDrive::updateEffort(Wheel &wheel, double commandedTravel,
                                     double achievedTravel, double seconds)
{
    double refused = 0;
    if (std::fabs(commandedTravel) > 1e-9)
        refused = std::clamp(1.0 - achievedTravel / commandedTravel, 0.0, 1.0);
    wheel.stall += (refused - wheel.stall) * std::min(1.0, seconds / kStallFilterSeconds);

    const double direction = wheel.speed > 0 ? 1.0 : (wheel.speed < 0 ? -1.0 : 0.0);
    const double maxSpeed = m_parameters.maxWheelSpeed;
    const double pwm = wheel.speed / maxSpeed * kPwmAtFullSpeed
        + direction * wheel.stall * kPwmStallExtra;
    wheel.pwm = static_cast<std::int8_t>(std::clamp(std::lround(pwm), -100L, 100L));

    const bool driving = std::fabs(wheel.speed) > 1e-3;
    wheel.amperes = (driving ? kIdleAmperes : 0.0)
        + kAmperesAtFullSpeed * std::fabs(wheel.speed) / maxSpeed
        + kAmperesPerAcceleration * std::fabs(wheel.acceleration)
        + (driving ? kStallAmperes * wheel.stall : 0.0);
}

void DifferentialDrive::step(double seconds, double leftMps, double rightMps,
                             bool motorsEnabled, const World &world)
{
    if (motorsEnabled) {
        // Beyond the motors' top speed both wheels slow in proportion: the arc is kept.
        const double maxSpeed = m_parameters.maxWheelSpeed;
        const double fastest = std::max(std::fabs(leftMps), std::fabs(rightMps));
        const double scale = fastest > maxSpeed ? maxSpeed / fastest : 1.0;
        accelerate(m_wheel[kLeft], leftMps * scale * m_strength[kLeft], seconds);
        accelerate(m_wheel[kRight], rightMps * scale * m_strength[kRight], seconds);
    } else {
        // The firmware cuts the motors when a wheel drops: the wheels stop at once.
        for (Wheel &wheel : m_wheel)
            wheel = Wheel{};
    }

    const double left = m_wheel[kLeft].speed, right = m_wheel[kRight].speed;
    const double linear = (left + right) / 2;
    const double angular = (right - left) / m_parameters.trackWidth * m_parameters.tractionFactor;
    const double turn = angular * seconds;
    const double midHeading = m_pose.theta + turn / 2;
    const Point start{m_pose.x, m_pose.y};
    const Point wanted{start.x + linear * seconds * std::cos(midHeading),
                       start.y + linear * seconds * std::sin(midHeading)};
    const Point reached = reachable(start, wanted, world);

    // The wheels roll with the body: against a wall they stall rather than spin. A skid-steer
    // base's tracks slip sideways through the turn, so they travel the no-slip turn's
    // distance, not the body's (x / 1.0 is exact: wheels that roll are unchanged).
    const double forward = (reached.x - start.x) * std::cos(midHeading)
        + (reached.y - start.y) * std::sin(midHeading);
    const double halfBase = m_parameters.trackWidth / 2;
    const double trackTurn = turn / m_parameters.tractionFactor;
    const double leftTravel = forward - trackTurn * halfBase;
    const double rightTravel = forward + trackTurn * halfBase;
    if (m_encoderCounts[kLeft])
        m_leftTicks += leftTravel * m_parameters.ticksPerMetre;
    if (m_encoderCounts[kRight])
        m_rightTicks += rightTravel * m_parameters.ticksPerMetre;

    updateEffort(m_wheel[kLeft], left * seconds, leftTravel, seconds);
    updateEffort(m_wheel[kRight], right * seconds, rightTravel, seconds);

    m_pose = {reached.x, reached.y, normalizeAngle(m_pose.theta + turn)};
    m_yawRate = angular;
    m_integratedHeading += turn;
}

}  // namespace robodash::sim
