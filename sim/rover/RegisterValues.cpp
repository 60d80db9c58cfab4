#include "sim/rover/RegisterValues.h"

#include "rover/Conversions.h"
#include "rover/Register.h"
#include "sim/rover/OlderLineRegisters.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {

using rover::Register;

std::uint16_t clampedRaw(double value, double highest)
{
    if (!std::isfinite(value))
        return 0;
    return static_cast<std::uint16_t>(std::lround(std::clamp(value, 0.0, highest)));
}

// Two's complement in 16 bits, for the signed registers (2, 4, 20, 22, 68, 70).
std::uint16_t signedRaw(double value)
{
    const long rounded = std::isfinite(value) ? std::clamp(std::lround(value), -32768L, 32767L) : 0;
    return static_cast<std::uint16_t>(static_cast<std::int16_t>(rounded));
}

std::uint16_t approximateAmperesRaw(double amperes, double highest = 1023)
{
    return clampedRaw(std::fabs(amperes) * rover::kRawPerAmpere, highest);
}

// The vendor's library reads raw / 14084.6 as m/s and doubles it on 1.0.9, so 1.0.9 reports
// half of that.
std::uint16_t rpmRaw(double mps, const rover::FirmwareIdentity &firmware)
{
    return signedRaw(mps * rover::kRpmPerMetrePerSecond / rover::rpmReadingScale(firmware));
}

// Ticks of the line's interval clock between two encoder edges; 0 while the track stands
// (no edges to time).
std::uint16_t intervalRaw(double mps, rover::FirmwareLine line)
{
    const double edgesPerSecond = std::fabs(mps) * rover::kEncoderCountsPerMetre;
    const double tick = rover::encoderIntervalTickSeconds(line);
    if (edgesPerSecond < 1.0 || tick <= 0)
        return 0;
    return clampedRaw(1.0 / edgesPerSecond / tick, 65535);
}

// 52-70 come in A/B pairs, one pair per kind: the offset from 52 picks the pack (every other
// register) and the kind (every fourth).
std::optional<std::uint16_t> batteryRegister(Register which, const RoverReadings &r)
{
    const int offset = static_cast<int>(numberOf(which)) - numberOf(Register::SmartBatteryStatusA);
    const BatteryReading &pack = r.batteries[static_cast<std::size_t>(offset / 2 % 2)];
    switch (static_cast<Register>(numberOf(Register::SmartBatteryStatusA) + offset / 4 * 4)) {
    case Register::SmartBatteryStatusA: return pack.statusWord;
    case Register::SmartBatteryModeA: return std::uint16_t{0};  // no condition cycle due
    case Register::SmartBatteryTemperatureA: return clampedRaw(pack.kelvin * 10, 65535);
    case Register::SmartBatteryVoltageA: return clampedRaw(pack.volts * 1000, 65535);
    case Register::SmartBatteryCurrentA: return signedRaw(pack.amperes * 1000);
    default: return std::nullopt;
    }
}

std::optional<std::uint16_t> motionRegister(Register which, const RoverReadings &r,
                                            const RoverFirmware &firmware)
{
    const bool olderLine = firmware.line() == rover::FirmwareLine::Older;
    switch (which) {
    case Register::LeftRpm: return rpmRaw(r.leftMps, firmware.identity());
    case Register::RightRpm: return rpmRaw(r.rightMps, firmware.identity());
    // 1.0.7-1.0.9 have the registers but count nothing in them.
    case Register::LeftEncoderCount: return olderLine ? std::uint16_t{0} : r.leftEncoder;
    case Register::RightEncoderCount: return olderLine ? std::uint16_t{0} : r.rightEncoder;
    case Register::LeftEncoderInterval: return intervalRaw(r.leftMps, firmware.line());
    case Register::RightEncoderInterval: return intervalRaw(r.rightMps, firmware.line());
    case Register::FlipperEncoderInterval: return std::uint16_t{0};  // "not in use"
    case Register::LeftMotorCurrent: return approximateAmperesRaw(r.leftAmperes);
    case Register::RightMotorCurrent: return approximateAmperesRaw(r.rightAmperes);
    case Register::LeftMotorTemperature: return signedRaw(r.leftMotorCelsius);
    case Register::RightMotorTemperature: return signedRaw(r.rightMotorCelsius);
    case Register::FlipperPot1:
    case Register::FlipperPot2: return r.flipperPot;
    case Register::FlipperAngle: return r.flipperAngle;
    default: return std::nullopt;
    }
}

std::optional<std::uint16_t> powerRegister(Register which, const RoverReadings &r)
{
    const BatteryReading &a = r.batteries[0], &b = r.batteries[1];
    switch (which) {
    case Register::TotalCurrent:
        return approximateAmperesRaw(std::fabs(a.amperes) + std::fabs(b.amperes), 2048);
    case Register::BatteryVoltageA: return clampedRaw(a.volts * rover::kRawPerVolt, 1023);
    case Register::BatteryVoltageB: return clampedRaw(b.volts * rover::kRawPerVolt, 1023);
    case Register::StateOfChargeA: return clampedRaw(a.stateOfChargePercent, 100);
    case Register::StateOfChargeB: return clampedRaw(b.stateOfChargePercent, 100);
    case Register::ChargerState: return r.charging ? rover::kChargingCode : std::uint16_t{0};
    case Register::BatteryCurrentA: return approximateAmperesRaw(a.amperes);
    case Register::BatteryCurrentB: return approximateAmperesRaw(b.amperes);
    default: return std::nullopt;
    }
}

std::optional<std::uint16_t> stateRegister(Register which, const RoverFirmware &firmware)
{
    switch (which) {
    case Register::MotorFault: return firmware.faultWord();
    case Register::BuildNumber: return firmware.register40();
    case Register::FanSpeed: return std::uint16_t{firmware.fanSpeed()};
    case Register::LowSpeedMode: return static_cast<std::uint16_t>(firmware.lowSpeedMode() ? 1 : 0);
    default: return std::nullopt;
    }
}

}  // namespace

std::optional<std::uint16_t> registerValue(std::uint8_t number, const RoverReadings &readings,
                                           const RoverFirmware &firmware)
{
    if (!firmware.answers(number))
        return std::nullopt;
    if (firmware.line() == rover::FirmwareLine::Older) {
        switch (olderLineAnswer(number)) {
        case OlderLineAnswer::Alias:
            return registerValue(aliasOnOlderLine(number), readings, firmware);
        case OlderLineAnswer::PreviousReply: return firmware.previousReplyWord();
        case OlderLineAnswer::Own: break;
        }
    }
    const auto which = static_cast<Register>(number);
    if (number >= numberOf(Register::SmartBatteryStatusA))
        return number <= numberOf(Register::SmartBatteryCurrentB)
            ? batteryRegister(which, readings)
            : std::uint16_t{0};  // 72-82: undocumented, read as 0
    if (auto value = motionRegister(which, readings, firmware))
        return value;
    if (auto value = powerRegister(which, readings))
        return value;
    return stateRegister(which, firmware);
}

}  // namespace robodash::sim
