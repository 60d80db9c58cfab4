#pragma once
// Every conversion between raw rFLEX values and SI units, one function each. Constants
// from rflex-facts.md; the odometry units differ per robot and per driver, so they are a
// value the caller passes (ATRV-Jr defaults, as Player has them).

#include <cstdint>
#include <optional>

namespace robodash::rflex {

struct OdometryUnits {
    double perMetre = 90810.0;   // CARMEN: 87462.73
    double perRadian = 37000.0;  // CARMEN: 36277.67
};

constexpr double kBatteryOffsetVolts = 1.2;
constexpr double kSonarUnitsPerMetre = 1476.0;
constexpr std::uint16_t kSonarNoEcho = 32766;

// Translation axis: position (units) to metres, velocity (units/s) to m/s, and back.
double distanceMetres(std::int32_t raw, const OdometryUnits &units = {});
double translationMetresPerSecond(std::int32_t raw, const OdometryUnits &units = {});
// Rotation axis: bearing (units) to radians, velocity (units/s) to rad/s, and back.
double bearingRadians(std::int32_t raw, const OdometryUnits &units = {});
double rotationRadiansPerSecond(std::int32_t raw, const OdometryUnits &units = {});
// SI velocity to the signed raw velocity of MOT_AXIS_SET_DIR, rounded and clamped to
// int32; NaN gives 0 so that a bad input stops rather than drives.
std::int32_t translationToRaw(double metresPerSecond, const OdometryUnits &units = {});
std::int32_t rotationToRaw(double radiansPerSecond, const OdometryUnits &units = {});

// Signed difference of two axis positions, wrapping like the base's 32-bit counter.
std::int32_t positionDelta(std::int32_t previous, std::int32_t current);

double batteryVolts(std::int32_t raw);  // raw / 100 + 1.2
bool brakeEngaged(std::uint8_t raw);    // 1 = engaged; any other non-zero value too

// Metres, or no value when the sonar heard no echo (raw 32766).
std::optional<double> sonarRangeMetres(std::uint16_t raw);
std::uint16_t sonarRangeToRaw(std::optional<double> metres);  // for a twin; clamped
std::uint8_t sonarBoard(std::uint8_t sonarId);  // id = board * 16 + index
std::uint8_t sonarIndex(std::uint8_t sonarId);

// Report periods travel in microseconds; negative or NaN gives 0 (reports off).
std::uint32_t periodMicroseconds(double seconds);

}  // namespace robodash::rflex
