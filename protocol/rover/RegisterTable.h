#pragma once
// The one place that describes every documented register: number, names, polling rate class
// (issue 15, "Driver"), SI unit, whether the scale is only approximate, which firmware lines
// have it, and its conversion to SI. A driver, a CSV exporter and the twin all read this.

#include "Firmware.h"
#include "Register.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace robodash::rover {

enum class RateClass : std::uint8_t {
    Startup,   // read before anything else (register 40)
    Fast,      // 10 Hz: odometry (encoder counts and intervals, RPM)
    Medium,    // 2 Hz: currents, flipper, fan, mode, fault
    Slow,      // 1 Hz: batteries, temperatures, charger
    Unpolled,  // documented but unused by the firmware (flipper encoder interval)
};

enum class Unit : std::uint8_t {
    Ampere, Volt, MetrePerSecond, Radian, DegreeCelsius, Second, Percent, Fraction,
    Count,     // encoder counts (wrap at 16 bits)
    Flags,     // a bit word, decoded by BatteryFlags or the Conversions predicates
    Boolean,   // 0 or 1
    Firmware,  // register 40: see identifyFirmware()
};

enum FirmwareLines : std::uint8_t {
    kOlderLineOnly = 1,
    kNewerLineOnly = 2,
    kBothLines = kOlderLineOnly | kNewerLineOnly,
};

struct RegisterInfo {
    Register id;
    const char *key;       // stable snake_case name, e.g. for CSV columns
    const char *specName;  // as rover-protocol.md spells it
    RateClass rate;
    Unit unit;
    bool approximate;      // the spec's theoretical scale: show as "~"
    FirmwareLines lines;
    double (*toSi)(std::uint16_t raw, const FirmwareIdentity &firmware);

    std::uint8_t number() const { return numberOf(id); }
};

constexpr std::size_t kRegisterCount = 36;
const std::array<RegisterInfo, kRegisterCount> &registerTable();

// nullptr for numbers the table does not document (odd, or 72-82, or above).
const RegisterInfo *findRegister(std::uint8_t number);
const char *unitSymbol(Unit unit);  // "A", "V", "m/s", ...

// Whether `line` has the register; an unknown line is trusted only with registers both
// lines have. The older line's encoder counts read 0 and its smart-battery registers alias
// others, so neither counts as present there.
bool hasRegister(const RegisterInfo &info, FirmwareLine line);

}  // namespace robodash::rover
