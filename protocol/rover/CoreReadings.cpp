#include "CoreReadings.h"

#include "BatteryFlags.h"
#include "Conversions.h"

#include <cmath>

namespace robodash::rover {

namespace {

// The mean of whichever of the two registers has been read.
std::optional<double> meanOf(const RoverFrame &frame, Register a, Register b)
{
    const std::optional<double> first = frame.value(a);
    const std::optional<double> second = frame.value(b);
    if (first && second)
        return (*first + *second) / 2.0;
    return first ? first : second;
}

bool bothPacksFull(const RoverFrame &frame)
{
    const std::optional<std::uint16_t> a = frame.raw(Register::SmartBatteryStatusA);
    const std::optional<std::uint16_t> b = frame.raw(Register::SmartBatteryStatusB);
    if (a && b)
        return decodeBatteryStatus(*a).fullyCharged && decodeBatteryStatus(*b).fullyCharged;
    const std::optional<double> charge = meanOf(frame, Register::StateOfChargeA, Register::StateOfChargeB);
    return charge && *charge >= 100;
}

core::BatteryLevel levelOf(double percent)
{
    if (percent < kCriticalChargePercent)
        return core::BatteryLevel::Critical;
    if (percent < kLowChargePercent)
        return core::BatteryLevel::Low;
    return core::BatteryLevel::Healthy;
}

}  // namespace

std::optional<core::BatteryReading> batteryFrom(const RoverFrame &frame)
{
    std::optional<double> volts = meanOf(frame, Register::SmartBatteryVoltageA, Register::SmartBatteryVoltageB);
    if (!volts)
        volts = meanOf(frame, Register::BatteryVoltageA, Register::BatteryVoltageB);
    const std::optional<double> percent = meanOf(frame, Register::StateOfChargeA, Register::StateOfChargeB);
    if (!volts || !percent)
        return std::nullopt;
    core::BatteryReading battery;
    battery.volts = *volts;
    battery.percent = *percent;
    const std::optional<std::uint16_t> charger = frame.raw(Register::ChargerState);
    const bool charging = charger && isCharging(*charger);
    battery.state = !charging ? core::ChargeState::Discharging
                    : bothPacksFull(frame) ? core::ChargeState::Charged
                                           : core::ChargeState::Charging;
    // The Rover charges from a plug only; it has no dock.
    battery.source = charging ? core::ChargeSource::Adapter : core::ChargeSource::None;
    battery.level = levelOf(battery.percent);
    return battery;
}

std::optional<core::MotorCurrents> currentsFrom(const RoverFrame &frame)
{
    const std::optional<double> left = frame.value(Register::LeftMotorCurrent);
    const std::optional<double> right = frame.value(Register::RightMotorCurrent);
    if (!left || !right)
        return std::nullopt;
    return core::MotorCurrents{*left, *right};
}

std::optional<double> supplyCurrentFrom(const RoverFrame &frame)
{
    if (frame.value(Register::LeftMotorCurrent) || frame.value(Register::RightMotorCurrent))
        return std::nullopt;
    const std::optional<double> a = frame.value(Register::BatteryCurrentA);
    const std::optional<double> b = frame.value(Register::BatteryCurrentB);
    if (!a || !b)
        return std::nullopt;
    return std::fabs(*a) + std::fabs(*b);
}

core::DeviceInfo deviceFrom(const FirmwareIdentity &firmware)
{
    core::DeviceInfo device;
    device.family = "rover";
    device.model = "Rover Pro";
    device.firmware = firmware.describe() + " (" + lineName(firmware.line) + " line)";
    // The Rover reports no serial number; register 40 is a firmware code, not the robot's.
    device.firmwareCode = std::to_string(firmware.raw);
    device.complete = true;  // register 40 is all the start-up asks
    return device;
}

bool feedsBattery(Register which)
{
    switch (which) {
    case Register::BatteryVoltageA:
    case Register::BatteryVoltageB:
    case Register::StateOfChargeA:
    case Register::StateOfChargeB:
    case Register::ChargerState:
    case Register::SmartBatteryStatusA:
    case Register::SmartBatteryStatusB:
    case Register::SmartBatteryVoltageA:
    case Register::SmartBatteryVoltageB:
        return true;
    default:
        return false;
    }
}

bool feedsCurrents(Register which)
{
    return which == Register::LeftMotorCurrent || which == Register::RightMotorCurrent;
}

bool feedsSupplyCurrent(Register which)
{
    return which == Register::BatteryCurrentA || which == Register::BatteryCurrentB;
}

std::vector<core::RobotEvent> eventsBetween(Register which, const RegisterReading &before,
                                            std::uint16_t now)
{
    if (!before.received)
        return {};
    if (which == Register::MotorFault && motorFaultActive(before.raw) != motorFaultActive(now)) {
        if (motorFaultActive(now))
            return {{"Motor fault (register 18 = " + std::to_string(now) + ")", true}};
        return {{"Motor fault cleared", false}};
    }
    if (which == Register::ChargerState && isCharging(before.raw) != isCharging(now))
        return {{isCharging(now) ? "Charger connected" : "Charger disconnected", false}};
    return {};
}

}  // namespace robodash::rover
