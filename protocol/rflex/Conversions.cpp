#include "Conversions.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::rflex {

namespace {

constexpr int kSonarsPerBoard = 16;

std::int32_t roundToInt32(double value)
{
    if (std::isnan(value))
        return 0;
    const double lo = std::numeric_limits<std::int32_t>::min();
    const double hi = std::numeric_limits<std::int32_t>::max();
    return static_cast<std::int32_t>(std::llround(std::clamp(value, lo, hi)));
}

}  // namespace

double distanceMetres(std::int32_t raw, const OdometryUnits &units) { return raw / units.perMetre; }

double translationMetresPerSecond(std::int32_t raw, const OdometryUnits &units)
{
    return raw / units.perMetre;
}

double bearingRadians(std::int32_t raw, const OdometryUnits &units) { return raw / units.perRadian; }

double rotationRadiansPerSecond(std::int32_t raw, const OdometryUnits &units)
{
    return raw / units.perRadian;
}

std::int32_t translationToRaw(double metresPerSecond, const OdometryUnits &units)
{
    return roundToInt32(metresPerSecond * units.perMetre);
}

std::int32_t rotationToRaw(double radiansPerSecond, const OdometryUnits &units)
{
    return roundToInt32(radiansPerSecond * units.perRadian);
}

std::int32_t positionDelta(std::int32_t previous, std::int32_t current)
{
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(current)
                                     - static_cast<std::uint32_t>(previous));
}

double batteryVolts(std::int32_t raw) { return raw / 100.0 + kBatteryOffsetVolts; }

bool brakeEngaged(std::uint8_t raw) { return raw != 0; }

std::optional<double> sonarRangeMetres(std::uint16_t raw)
{
    if (raw == kSonarNoEcho)
        return std::nullopt;
    return raw / kSonarUnitsPerMetre;
}

std::uint16_t sonarRangeToRaw(std::optional<double> metres)
{
    if (!metres || std::isnan(*metres))
        return kSonarNoEcho;
    const double raw = std::round(*metres * kSonarUnitsPerMetre);
    // One below "no echo" is the farthest a heard echo can say.
    return static_cast<std::uint16_t>(std::clamp(raw, 0.0, double{kSonarNoEcho - 1}));
}

std::uint8_t sonarBoard(std::uint8_t sonarId)
{
    return static_cast<std::uint8_t>(sonarId / kSonarsPerBoard);
}

std::uint8_t sonarIndex(std::uint8_t sonarId)
{
    return static_cast<std::uint8_t>(sonarId % kSonarsPerBoard);
}

std::uint32_t periodMicroseconds(double seconds)
{
    if (!(seconds > 0))
        return 0;
    const double micros = std::round(seconds * 1e6);
    return static_cast<std::uint32_t>(std::min(micros, 4294967295.0));
}

}  // namespace robodash::rflex
