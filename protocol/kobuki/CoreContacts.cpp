#include "CoreContacts.h"

#include "Conversions.h"

namespace robodash::kobuki {
namespace {

constexpr double kAmperesPerUnit = 0.01;

bool has(std::uint8_t byte, std::uint8_t mask) { return (byte & mask) != 0; }

}  // namespace

core::Contacts toCoreContacts(const BasicSensors &basic)
{
    core::Contacts c;
    c.bumperLeft = has(basic.bumper, bits::kLeft);
    c.bumperCentre = has(basic.bumper, bits::kCentre);
    c.bumperRight = has(basic.bumper, bits::kRight);
    c.cliffLeft = has(basic.cliff, bits::kLeft);
    c.cliffCentre = has(basic.cliff, bits::kCentre);
    c.cliffRight = has(basic.cliff, bits::kRight);
    c.wheelDropLeft = has(basic.wheelDrop, bits::kWheelLeft);
    c.wheelDropRight = has(basic.wheelDrop, bits::kWheelRight);
    return c;
}

core::BatteryReading toCoreBattery(const BasicSensors &basic, std::optional<double> chargeVolts)
{
    core::BatteryReading battery;
    battery.volts = batteryVolts(basic.battery);
    const double restingVolts = chargeVolts.value_or(battery.volts);
    battery.percent = batteryPercent(restingVolts);
    const int state = basic.charger & bits::kChargerStateMask;
    switch (state) {
    case kDischarging: battery.state = core::ChargeState::Discharging; break;
    case kDockingCharging: battery.state = core::ChargeState::Charging; break;
    case kDockingCharged: battery.state = core::ChargeState::Charged; break;
    default: battery.state = core::ChargeState::Unknown; break;
    }
    if (has(basic.charger, bits::kChargerAdapterBit))
        battery.source = core::ChargeSource::Adapter;
    else if (state != kDischarging)
        battery.source = core::ChargeSource::Dock;
    switch (batteryLevel(restingVolts)) {
    case BatteryLevel::Healthy: battery.level = core::BatteryLevel::Healthy; break;
    case BatteryLevel::Low: battery.level = core::BatteryLevel::Low; break;
    case BatteryLevel::Critical: battery.level = core::BatteryLevel::Critical; break;
    }
    return battery;
}

core::MotorCurrents toCoreCurrents(const Current &current)
{
    return {current.current[0] * kAmperesPerUnit, current.current[1] * kAmperesPerUnit};
}

}  // namespace robodash::kobuki
