#include "link/VelocityLimiter.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::link {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

}  // namespace

VelocityLimiter::VelocityLimiter(const DriveLimits &limits)
{
    setLimits(limits);
}

bool VelocityLimiter::setLimits(const DriveLimits &limits)
{
    if (!limits.isValid())
        return false;
    m_limits = limits;
    // A lower limit applies to the target already held, not only to the next one. The
    // output comes down to it at the deceleration limit: lowering the top speed while
    // driving must not brake harder than slowing down with the stick does.
    setTarget(m_target.linearMps, m_target.angularRadps);
    return true;
}

void VelocityLimiter::setTarget(double linearMps, double angularRadps)
{
    if (!std::isfinite(linearMps) || !std::isfinite(angularRadps)
        || (linearMps == 0 && angularRadps == 0)) {
        stopNow();
        return;
    }
    m_target.linearMps = clamp(linearMps, m_limits.maxLinearMps);
    m_target.angularRadps = clamp(angularRadps, m_limits.maxAngularRadps);
}

void VelocityLimiter::stopNow()
{
    m_target = Velocity{};
    m_output = Velocity{};
}

Velocity VelocityLimiter::advance(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        seconds = 0;
    seconds = std::min(seconds, kMaxStepSeconds);
    m_output.linearMps = approach(m_output.linearMps, m_target.linearMps,
                                  m_limits.linearAccelMps2, m_limits.linearDecelMps2, seconds);
    m_output.angularRadps = approach(m_output.angularRadps, m_target.angularRadps,
                                     m_limits.angularAccelRadps2, m_limits.angularDecelRadps2,
                                     seconds);
    return m_output;
}

bool VelocityLimiter::atTarget() const
{
    return m_output.linearMps == m_target.linearMps
           && m_output.angularRadps == m_target.angularRadps;
}

double VelocityLimiter::clamp(double value, double limit)
{
    return std::clamp(value, -limit, limit);
}

// How far a speed may change in `seconds` at `rate`; an infinite rate changes it at once,
// even in a zero-length step.
double VelocityLimiter::reach(double rate, double seconds)
{
    return std::isinf(rate) ? kInfinity : rate * seconds;
}

// Moving away from zero uses `accel`, moving towards zero uses `decel`; a reversal spends
// part of the step braking to zero and the rest speeding up the other way.
double VelocityLimiter::approach(double current, double target, double accel, double decel,
                                 double seconds)
{
    if (current == target)
        return current;
    // Mirror so that `current` is never negative; mirror back at the end.
    const double sign = (current < 0 || (current == 0 && target < 0)) ? -1.0 : 1.0;
    const double from = sign * current;
    const double to = sign * target;
    if (to > from)
        return sign * std::min(to, from + reach(accel, seconds));
    const double floor = std::max(to, 0.0);
    const double braking = reach(decel, seconds);
    if (from - braking > floor)
        return sign * (from - braking);
    if (to >= 0)
        return sign * floor;
    const double brakingSeconds = std::isinf(decel) ? 0.0 : from / decel;
    return sign * std::max(to, -reach(accel, std::max(0.0, seconds - brakingSeconds)));
}

}  // namespace robodash::link
