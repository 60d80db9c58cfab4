#include "Conversions.h"

#include "core/Angles.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::kobuki {

namespace {

using robodash::core::kPi;
using robodash::core::kRadiansPerDegree;
constexpr double kHalfWheelbaseMm = kWheelbaseM * 1000.0 / 2.0;
constexpr double kStraightThreshold = 1e-4;  // DESIGN.md: |w| below this drives straight
constexpr double kSpinThreshold = 1e-4;      // DESIGN.md: |v| below this spins in place
constexpr std::int16_t kSpinRadius = 1;

std::int16_t clampToInt16(double value)
{
    if (std::isnan(value))
        return 0;
    const double lo = std::numeric_limits<std::int16_t>::min();
    const double hi = std::numeric_limits<std::int16_t>::max();
    return static_cast<std::int16_t>(std::lround(std::clamp(value, lo, hi)));
}

// An arc radius must not round to +/-1 or 0: the firmware would read those as "spin" or
// "straight". Anything beyond 1 mm stays at least 2 mm away from the axle centre.
std::int16_t arcRadius(double radiusMm)
{
    const std::int16_t rounded = clampToInt16(radiusMm);
    if (rounded >= -1 && rounded <= 1)
        return static_cast<std::int16_t>(radiusMm > 0 ? 2 : -2);
    return rounded;
}

}  // namespace

BaseControl velocityToBaseControl(double linearMps, double angularRadps)
{
    // Non-finite input would otherwise become an arbitrary drive command: stop instead.
    if (!std::isfinite(linearMps) || !std::isfinite(angularRadps))
        return BaseControl{};
    const double linearMmps = linearMps * 1000.0;
    if (std::abs(angularRadps) < kStraightThreshold)
        return BaseControl{clampToInt16(linearMmps), 0};
    const double radiusMm = linearMmps / angularRadps;
    if (std::abs(linearMps) < kSpinThreshold || std::abs(radiusMm) <= 1.0)
        return BaseControl{clampToInt16(angularRadps * kHalfWheelbaseMm), kSpinRadius};
    const double speedMmps = radiusMm > 0 ? (radiusMm + kHalfWheelbaseMm) * angularRadps
                                          : (radiusMm - kHalfWheelbaseMm) * angularRadps;
    return BaseControl{clampToInt16(speedMmps), arcRadius(radiusMm)};
}

WheelSpeeds baseControlToWheelSpeeds(const BaseControl &command)
{
    const double speed = command.speed / 1000.0;  // m/s
    if (command.radius == 0)
        return {speed, speed};
    // Radius -1 is not produced by any host we know; the firmware's threshold is |r| <= 1.
    if (command.radius == 1 || command.radius == -1)
        return {-speed, speed};
    const double radius = command.radius / 1000.0;  // m
    const double halfBase = kWheelbaseM / 2.0;
    // The speed field is the outer wheel's speed: (r + b/2) w for r > 0, (r - b/2) w below.
    if (radius > 0) {
        const double angular = speed / (radius + halfBase);
        return {angular * (radius - halfBase), speed};
    }
    const double angular = speed / (radius - halfBase);
    return {speed, angular * (radius + halfBase)};
}

int encoderDeltaTicks(std::uint16_t previous, std::uint16_t current)
{
    return static_cast<std::int16_t>(static_cast<std::uint16_t>(current - previous));
}

double encoderDeltaMetres(std::uint16_t previous, std::uint16_t current)
{
    return ticksToMetres(encoderDeltaTicks(previous, current));
}

double ticksToMetres(double ticks) { return ticks / kTicksPerMetre; }

double inertiaAngleToRadians(std::int16_t hundredthsOfDegree)
{
    return hundredthsOfDegree / 100.0 * kRadiansPerDegree;
}

double inertiaRateToRadiansPerSecond(std::int16_t hundredthsOfDegreePerSecond)
{
    return hundredthsOfDegreePerSecond / 100.0 * kRadiansPerDegree;
}

std::int16_t radiansToInertiaAngle(double radians)
{
    if (!std::isfinite(radians))
        return 0;
    double degrees = std::fmod(radians / kRadiansPerDegree, 360.0);
    if (degrees <= -180.0)
        degrees += 360.0;
    else if (degrees > 180.0)
        degrees -= 360.0;
    long hundredths = std::lround(degrees * 100.0);
    if (hundredths <= -18000)  // rounding may land on -180, which the range excludes
        hundredths += 36000;
    return static_cast<std::int16_t>(hundredths);
}

std::int16_t radiansPerSecondToInertiaRate(double radiansPerSecond)
{
    return clampToInt16(radiansPerSecond / kRadiansPerDegree * 100.0);
}

std::array<double, 3> rawGyroToRobotRadiansPerSecond(const std::array<std::int16_t, 3> &raw)
{
    const double scale = kGyroDegPerSecPerDigit * kRadiansPerDegree;
    return {-scale * raw[1], scale * raw[0], scale * raw[2]};
}

double batteryVolts(std::uint8_t raw) { return raw / 10.0; }

double batteryPercent(double volts)
{
    const double fraction = (volts - kBatteryCriticalVolts) / (kBatteryFullVolts - kBatteryCriticalVolts);
    return std::clamp(fraction * 100.0, 0.0, 100.0);
}

BatteryLevel batteryLevel(double volts)
{
    if (volts <= kBatteryCriticalVolts)
        return BatteryLevel::Critical;
    if (volts <= kBatteryLowVolts)
        return BatteryLevel::Low;
    return BatteryLevel::Healthy;
}

double motorCurrentAmperes(std::uint8_t raw) { return raw * 0.01; }

double analogInputVolts(std::uint16_t raw)
{
    constexpr double kFullScaleDigits = 4095.0;
    return raw * kAnalogInputFullScaleVolts / kFullScaleDigits;
}

std::uint16_t noteFromFrequency(double hertz)
{
    if (!(hertz > 0) || !std::isfinite(hertz))
        return 0;
    const double note = std::round(1.0 / (hertz * kNoteFactor));
    return static_cast<std::uint16_t>(std::clamp(note, 1.0, 65535.0));
}

double frequencyFromNote(std::uint16_t note)
{
    return note == 0 ? 0.0 : 1.0 / (note * kNoteFactor);
}

std::uint32_t gainToWire(double gain)
{
    if (!(gain > 0))  // negative and NaN alike
        return 0;
    const double wire = std::round(gain * 1000.0);
    if (wire >= 4294967295.0)
        return std::numeric_limits<std::uint32_t>::max();
    return static_cast<std::uint32_t>(wire);
}

double gainFromWire(std::uint32_t wire) { return wire / 1000.0; }

}  // namespace robodash::kobuki
