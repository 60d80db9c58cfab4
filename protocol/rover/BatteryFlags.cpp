#include "BatteryFlags.h"

namespace robodash::rover {

namespace {
bool has(std::uint16_t raw, std::uint16_t bit) { return (raw & bit) != 0; }
}  // namespace

bool BatteryFlags::anyAlarm() const
{
    return overCharged || terminateCharge || overTemperature || terminateDischarge
           || remainingCapacity || remainingTime;
}

BatteryFlags decodeBatteryStatus(std::uint16_t raw)
{
    BatteryFlags flags;
    flags.overCharged = has(raw, 0x8000);
    flags.terminateCharge = has(raw, 0x4000);
    flags.overTemperature = has(raw, 0x1000);
    flags.terminateDischarge = has(raw, 0x0800);
    flags.remainingCapacity = has(raw, 0x0200);
    flags.remainingTime = has(raw, 0x0100);
    flags.initialized = has(raw, 0x0080);
    flags.discharging = has(raw, 0x0040);
    flags.fullyCharged = has(raw, 0x0020);
    flags.fullyDischarged = has(raw, 0x0010);
    return flags;
}

bool conditionCycleRequested(std::uint16_t batteryMode) { return has(batteryMode, 0x0080); }

}  // namespace robodash::rover
