#pragma once
// Every conversion between raw Rover Pro register values and SI units, one function each.
// Constants come from rover-protocol.md with the corrections of rover-pro-facts.md.
// "Approximate" conversions are the spec's theoretical scales ("actual unit to be tested"):
// the register table marks them so that every display can say so.

#include "Firmware.h"

#include <cstdint>

namespace robodash::rover {

constexpr double kTrackWidthM = 0.365;          // 4-wheel / tracked base
constexpr double kFlipperTrackWidthM = 0.273;   // the flipper model
constexpr double kTractionFactor = 0.610;       // skid steer turns at ~61 % of no-slip
constexpr double kEncoderCountsPerMetre = 1455.0;  // newer line
constexpr double kRawPerAmpere = 34.0;          // approximate
constexpr double kRawPerVolt = 58.0;            // approximate
constexpr double kRpmPerMetrePerSecond = 14084.6;  // the vendor's library
constexpr double kFlipperPotLowDegrees = 15.0;
constexpr double kFlipperPotHighDegrees = 330.0;
constexpr std::uint16_t kFlipperPotFullScale = 1023;
constexpr std::uint16_t kFanFullScale = 240;
constexpr std::uint16_t kChargingCode = 0xDADA;
constexpr double kWatchdogSeconds = 0.333;      // both lines stop the motors after this

std::int16_t asSigned(std::uint16_t raw);  // two's complement reading of a register

double approximateAmperes(std::uint16_t raw);  // 0, 10, 12, 42, 44: raw / 34
double approximateVolts(std::uint16_t raw);    // 24, 26: raw / 58
// 2, 4: signed RPM to track speed (m/s) as the vendor's library reads it; `scale` is
// rpmReadingScale() of the firmware.
double rpmToTrackSpeed(std::int16_t rpm, double scale);
double flipperPotRadians(std::uint16_t raw);    // 6, 8: 0..1023 over 15..330 degrees
double flipperAngleRadians(std::uint16_t raw);  // 46: degrees
double motorTemperatureCelsius(std::uint16_t raw);  // 20, 22: signed whole degrees
// 28, 30, 32: ticks between encoder edges to seconds; 0 when the line is unknown.
double encoderIntervalSeconds(std::uint16_t ticks, FirmwareLine line);
double stateOfChargePercent(std::uint16_t raw);  // 34, 36
double fanSpeedFraction(std::uint16_t raw);      // 48: 0..240 to 0..1
double deciKelvinToCelsius(std::uint16_t raw);   // 60, 62
double millivoltsToVolts(std::uint16_t raw);     // 64, 66
double signedMilliampsToAmperes(std::uint16_t raw);  // 68, 70: negative = discharging

bool isCharging(std::uint16_t register38);     // 0xDADA, anything else is not charging
bool lowSpeedModeOn(std::uint16_t register50); // 1 = low speed
bool motorFaultActive(std::uint16_t register18);

// Signed difference of two wrapping 16-bit encoder counts (registers 14, 16).
int encoderDelta(std::uint16_t previous, std::uint16_t current);
double encoderDeltaMetres(std::uint16_t previous, std::uint16_t current,
                          double countsPerMetre = kEncoderCountsPerMetre);

}  // namespace robodash::rover
