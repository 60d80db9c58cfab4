#pragma once
// The registers of rover-protocol.md's table, by number (the host's param2 and the reply's
// data number). Registers 72-82 exist on newer firmware but are undocumented: not listed.

#include <cstdint>

namespace robodash::rover {

enum class Register : std::uint8_t {
    TotalCurrent = 0,
    LeftRpm = 2,
    RightRpm = 4,
    FlipperPot1 = 6,
    FlipperPot2 = 8,
    LeftMotorCurrent = 10,
    RightMotorCurrent = 12,
    LeftEncoderCount = 14,
    RightEncoderCount = 16,
    MotorFault = 18,
    LeftMotorTemperature = 20,
    RightMotorTemperature = 22,
    BatteryVoltageA = 24,
    BatteryVoltageB = 26,  // the spec's comment says "battery side a": it is B
    LeftEncoderInterval = 28,
    RightEncoderInterval = 30,
    FlipperEncoderInterval = 32,
    StateOfChargeA = 34,
    StateOfChargeB = 36,
    ChargerState = 38,
    BuildNumber = 40,
    BatteryCurrentA = 42,
    BatteryCurrentB = 44,
    FlipperAngle = 46,
    FanSpeed = 48,
    LowSpeedMode = 50,
    SmartBatteryStatusA = 52,
    SmartBatteryStatusB = 54,
    SmartBatteryModeA = 56,
    SmartBatteryModeB = 58,
    SmartBatteryTemperatureA = 60,
    SmartBatteryTemperatureB = 62,
    SmartBatteryVoltageA = 64,
    SmartBatteryVoltageB = 66,
    SmartBatteryCurrentA = 68,
    SmartBatteryCurrentB = 70,
};

constexpr std::uint8_t kHighestRegisterNumber = 82;  // 72-82: undocumented, newer line

// Register numbers are even and at most 82. A reply that names anything else is not a reply,
// whatever its checksum says; this is what keeps a false start byte just before a real one
// from passing (its data number would be 253).
constexpr bool isRegisterNumber(std::uint8_t number)
{
    return number % 2 == 0 && number <= kHighestRegisterNumber;
}

constexpr std::uint8_t numberOf(Register r) { return static_cast<std::uint8_t>(r); }

}  // namespace robodash::rover
