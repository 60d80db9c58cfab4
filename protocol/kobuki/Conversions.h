#pragma once
// Every conversion between raw Kobuki protocol values and SI units, one function each.
// Constants come from DESIGN.md "Kobuki facts".

#include "Commands.h"

#include <array>
#include <cstdint>

namespace robodash::kobuki {

constexpr double kWheelbaseM = 0.230;
constexpr double kWheelRadiusM = 0.035;
constexpr double kTicksPerWheelTurn = 2578.33;
constexpr double kTicksPerMetre = 11724.41658;  // 2578.33 / (2 pi 0.035)
constexpr double kGyroDegPerSecPerDigit = 0.00875;
constexpr double kBatteryFullVolts = 16.5;
constexpr double kBatteryLowVolts = 14.0;
constexpr double kBatteryCriticalVolts = 13.2;
constexpr double kAnalogInputFullScaleVolts = 3.3;
constexpr double kNoteFactor = 0.00000275;

// Host velocity (m/s, rad/s) to the firmware's arc command (mm/s, mm), clamped to int16.
BaseControl velocityToBaseControl(double linearMps, double angularRadps);
// Inverse, for the virtual robot and for display: wheel speeds of an arc command.
struct WheelSpeeds { double leftMps = 0, rightMps = 0; };
WheelSpeeds baseControlToWheelSpeeds(const BaseControl &command);

// Signed 16-bit difference of two wrapping encoder readings, in ticks.
int encoderDeltaTicks(std::uint16_t previous, std::uint16_t current);
double encoderDeltaMetres(std::uint16_t previous, std::uint16_t current);
double ticksToMetres(double ticks);

double inertiaAngleToRadians(std::int16_t hundredthsOfDegree);
double inertiaRateToRadiansPerSecond(std::int16_t hundredthsOfDegreePerSecond);
std::int16_t radiansToInertiaAngle(double radians);  // wraps into (-180, 180] degrees
// Inverse of inertiaRateToRadiansPerSecond, clamped to int16 (used by the virtual Kobuki).
std::int16_t radiansPerSecondToInertiaRate(double radiansPerSecond);

// Raw L3G4200D sample (x, y, z digits) to rad/s in the robot frame:
// robot x = -raw y, robot y = raw x, robot z = raw z.
std::array<double, 3> rawGyroToRobotRadiansPerSecond(const std::array<std::int16_t, 3> &raw);

double batteryVolts(std::uint8_t raw);
// 0..100 %, linear between critical (0 %) and full (100 %), clamped.
double batteryPercent(double volts);
enum class BatteryLevel { Healthy, Low, Critical };
BatteryLevel batteryLevel(double volts);

double motorCurrentAmperes(std::uint8_t raw);  // raw in 10 mA
double analogInputVolts(std::uint16_t raw);    // 12-bit ADC over 3.3 V

std::uint16_t noteFromFrequency(double hertz);  // 440 Hz -> 826
double frequencyFromNote(std::uint16_t note);

std::uint32_t gainToWire(double gain);  // gain * 1000, rounded; caller validates range
double gainFromWire(std::uint32_t wire);
constexpr double kMaxGain = 4294967.295;  // UINT32_MAX / 1000

}  // namespace robodash::kobuki
