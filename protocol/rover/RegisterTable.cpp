#include "RegisterTable.h"

#include "Conversions.h"

namespace robodash::rover {

namespace {

// Adapters from the conversions' natural signatures to the table's uniform one.
double amperesApprox(std::uint16_t raw, const FirmwareIdentity &) { return approximateAmperes(raw); }
double voltsApprox(std::uint16_t raw, const FirmwareIdentity &) { return approximateVolts(raw); }
double trackSpeed(std::uint16_t raw, const FirmwareIdentity &firmware)
{
    return rpmToTrackSpeed(asSigned(raw), rpmReadingScale(firmware));
}
double potAngle(std::uint16_t raw, const FirmwareIdentity &) { return flipperPotRadians(raw); }
double flipperAngle(std::uint16_t raw, const FirmwareIdentity &) { return flipperAngleRadians(raw); }
// Counts, bit words and register 40 travel as they are: their meaning is not a scale.
double rawValue(std::uint16_t raw, const FirmwareIdentity &) { return raw; }
double motorTemperature(std::uint16_t raw, const FirmwareIdentity &)
{
    return motorTemperatureCelsius(raw);
}
double interval(std::uint16_t raw, const FirmwareIdentity &firmware)
{
    return encoderIntervalSeconds(raw, firmware.line);
}
double percent(std::uint16_t raw, const FirmwareIdentity &) { return stateOfChargePercent(raw); }
double charging(std::uint16_t raw, const FirmwareIdentity &) { return isCharging(raw) ? 1 : 0; }
double fan(std::uint16_t raw, const FirmwareIdentity &) { return fanSpeedFraction(raw); }
double lowSpeed(std::uint16_t raw, const FirmwareIdentity &) { return lowSpeedModeOn(raw) ? 1 : 0; }
double batteryCelsius(std::uint16_t raw, const FirmwareIdentity &) { return deciKelvinToCelsius(raw); }
double batteryVolts(std::uint16_t raw, const FirmwareIdentity &) { return millivoltsToVolts(raw); }
double batteryAmperes(std::uint16_t raw, const FirmwareIdentity &)
{
    return signedMilliampsToAmperes(raw);
}

using R = Register;
using C = RateClass;
using U = Unit;
constexpr bool kApprox = true;
constexpr bool kExact = false;

const std::array<RegisterInfo, kRegisterCount> kTable{{
    {R::TotalCurrent, "total_current", "REG_PWR_TOTAL_CURRENT", C::Medium, U::Ampere, kApprox, kBothLines, amperesApprox},
    {R::LeftRpm, "left_speed", "REG_MOTOR_FB_RPM.left", C::Fast, U::MetrePerSecond, kApprox, kBothLines, trackSpeed},
    {R::RightRpm, "right_speed", "REG_MOTOR_FB_RPM.right", C::Fast, U::MetrePerSecond, kApprox, kBothLines, trackSpeed},
    {R::FlipperPot1, "flipper_pot1", "REG_FLIPPER_FB_POSITION.pot1", C::Medium, U::Radian, kApprox, kBothLines, potAngle},
    {R::FlipperPot2, "flipper_pot2", "REG_FLIPPER_FB_POSITION.pot2", C::Medium, U::Radian, kApprox, kBothLines, potAngle},
    {R::LeftMotorCurrent, "left_motor_current", "REG_MOTOR_FB_CURRENT_left", C::Medium, U::Ampere, kApprox, kBothLines, amperesApprox},
    {R::RightMotorCurrent, "right_motor_current", "REG_MOTOR_FB_CURRENT_right", C::Medium, U::Ampere, kApprox, kBothLines, amperesApprox},
    {R::LeftEncoderCount, "left_encoder", "REG_MOTOR_ENCODER_COUNT.left", C::Fast, U::Count, kExact, kNewerLineOnly, rawValue},
    {R::RightEncoderCount, "right_encoder", "REG_MOTOR_ENCODER_COUNT.right", C::Fast, U::Count, kExact, kNewerLineOnly, rawValue},
    {R::MotorFault, "motor_fault", "REG_MOTOR_FAULT_FLAG.left", C::Medium, U::Flags, kExact, kBothLines, rawValue},
    {R::LeftMotorTemperature, "left_motor_temperature", "REG_MOTOR_TEMP.left", C::Slow, U::DegreeCelsius, kExact, kBothLines, motorTemperature},
    {R::RightMotorTemperature, "right_motor_temperature", "REG_MOTOR_TEMP.right", C::Slow, U::DegreeCelsius, kExact, kBothLines, motorTemperature},
    {R::BatteryVoltageA, "battery_a_voltage", "REG_PWR_BAT_VOLTAGE.a", C::Slow, U::Volt, kApprox, kBothLines, voltsApprox},
    {R::BatteryVoltageB, "battery_b_voltage", "REG_PWR_BAT_VOLTAGE.b", C::Slow, U::Volt, kApprox, kBothLines, voltsApprox},
    {R::LeftEncoderInterval, "left_encoder_interval", "EncoderInterval[0]", C::Fast, U::Second, kApprox, kBothLines, interval},
    {R::RightEncoderInterval, "right_encoder_interval", "EncoderInterval[1]", C::Fast, U::Second, kApprox, kBothLines, interval},
    {R::FlipperEncoderInterval, "flipper_encoder_interval", "EncoderInterval[2]", C::Unpolled, U::Second, kApprox, kBothLines, interval},
    {R::StateOfChargeA, "battery_a_charge", "REG_ROBOT_REL_SOC_A", C::Slow, U::Percent, kExact, kBothLines, percent},
    {R::StateOfChargeB, "battery_b_charge", "REG_ROBOT_REL_SOC_B", C::Slow, U::Percent, kExact, kBothLines, percent},
    {R::ChargerState, "charging", "REG_MOTOR_CHARGER_STATE", C::Slow, U::Boolean, kExact, kBothLines, charging},
    {R::BuildNumber, "firmware", "BuildNO", C::Startup, U::Firmware, kExact, kBothLines, rawValue},
    {R::BatteryCurrentA, "battery_a_current", "REG_PWR_A_CURRENT", C::Medium, U::Ampere, kApprox, kBothLines, amperesApprox},
    {R::BatteryCurrentB, "battery_b_current", "REG_PWR_B_CURRENT", C::Medium, U::Ampere, kApprox, kBothLines, amperesApprox},
    {R::FlipperAngle, "flipper_angle", "REG_MOTOR_FLIPPER_ANGLE", C::Medium, U::Radian, kApprox, kBothLines, flipperAngle},
    {R::FanSpeed, "fan_speed", "to_computer_REG_MOTOR_SIDE_FAN_SPEED", C::Medium, U::Fraction, kExact, kBothLines, fan},
    {R::LowSpeedMode, "low_speed_mode", "to_computer_REG_MOTOR_SLOW_SPEED", C::Medium, U::Boolean, kExact, kBothLines, lowSpeed},
    {R::SmartBatteryStatusA, "battery_a_status", "BATTERY_STATUS_A", C::Slow, U::Flags, kExact, kNewerLineOnly, rawValue},
    {R::SmartBatteryStatusB, "battery_b_status", "BATTERY_STATUS_B", C::Slow, U::Flags, kExact, kNewerLineOnly, rawValue},
    {R::SmartBatteryModeA, "battery_a_mode", "BATTERY_MODE_A", C::Slow, U::Flags, kExact, kNewerLineOnly, rawValue},
    {R::SmartBatteryModeB, "battery_b_mode", "BATTERY_MODE_B", C::Slow, U::Flags, kExact, kNewerLineOnly, rawValue},
    {R::SmartBatteryTemperatureA, "battery_a_temperature", "BATTERY_TEMP_A", C::Slow, U::DegreeCelsius, kExact, kNewerLineOnly, batteryCelsius},
    {R::SmartBatteryTemperatureB, "battery_b_temperature", "BATTERY_TEMP_B", C::Slow, U::DegreeCelsius, kExact, kNewerLineOnly, batteryCelsius},
    {R::SmartBatteryVoltageA, "battery_a_cell_voltage", "BATTERY_VOLTAGE_A", C::Slow, U::Volt, kExact, kNewerLineOnly, batteryVolts},
    {R::SmartBatteryVoltageB, "battery_b_cell_voltage", "BATTERY_VOLTAGE_B", C::Slow, U::Volt, kExact, kNewerLineOnly, batteryVolts},
    {R::SmartBatteryCurrentA, "battery_a_cell_current", "BATTERY_CURRENT_A", C::Slow, U::Ampere, kExact, kNewerLineOnly, batteryAmperes},
    {R::SmartBatteryCurrentB, "battery_b_cell_current", "BATTERY_CURRENT_B", C::Slow, U::Ampere, kExact, kNewerLineOnly, batteryAmperes},
}};

}  // namespace

const std::array<RegisterInfo, kRegisterCount> &registerTable() { return kTable; }

const RegisterInfo *findRegister(std::uint8_t number)
{
    // The table is in register order, two apart: the index is the number halved.
    if (number % 2 != 0 || number / 2u >= kTable.size())
        return nullptr;
    return &kTable[number / 2u];
}

const char *unitSymbol(Unit unit)
{
    switch (unit) {
    case Unit::Ampere: return "A";
    case Unit::Volt: return "V";
    case Unit::MetrePerSecond: return "m/s";
    case Unit::Radian: return "rad";
    case Unit::DegreeCelsius: return "degC";
    case Unit::Second: return "s";
    case Unit::Percent: return "%";
    case Unit::Fraction: return "1";
    case Unit::Count: return "counts";
    case Unit::Flags: return "flags";
    case Unit::Boolean: return "bool";
    case Unit::Firmware: return "firmware";
    }
    return "";
}

bool hasRegister(const RegisterInfo &info, FirmwareLine line)
{
    switch (line) {
    case FirmwareLine::Older:
        return (info.lines & kOlderLineOnly) != 0;
    case FirmwareLine::Newer:
        return (info.lines & kNewerLineOnly) != 0;
    case FirmwareLine::Unknown:
        break;
    }
    return info.lines == kBothLines;
}

}  // namespace robodash::rover
