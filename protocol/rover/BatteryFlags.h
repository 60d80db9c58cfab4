#pragma once
// Smart-battery status (registers 52, 54) and mode (56, 58) words as named flags.
// Newer firmware line only; the older line answers these registers with other registers'
// values, so a driver must not decode them there.

#include <cstdint>

namespace robodash::rover {

struct BatteryFlags {
    // Alarms
    bool overCharged = false;         // 0x8000
    bool terminateCharge = false;     // 0x4000
    bool overTemperature = false;     // 0x1000
    bool terminateDischarge = false;  // 0x0800
    bool remainingCapacity = false;   // 0x0200
    bool remainingTime = false;       // 0x0100
    // Status
    bool initialized = false;         // 0x0080
    bool discharging = false;         // 0x0040
    bool fullyCharged = false;        // 0x0020
    bool fullyDischarged = false;     // 0x0010

    bool anyAlarm() const;
};

BatteryFlags decodeBatteryStatus(std::uint16_t raw);
// Bit 7 of the mode word: the battery asks for a condition cycle. The spec calls the rest
// "probably useless", so nothing else is decoded.
bool conditionCycleRequested(std::uint16_t batteryMode);

}  // namespace robodash::rover
