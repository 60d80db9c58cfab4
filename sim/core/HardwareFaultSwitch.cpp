#include "sim/core/HardwareFaultSwitch.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace robodash::sim {

const char *const HardwareFaultSwitch::kUsage =
    "gyro-drift[=DPS] (0.5 deg/s: 30 deg/min), dead-encoder=left|right, "
    "weak-motor=left|right (half speed), worn-battery[=OHMS] (1 ohm more), dead-cell, "
    "charger-broken, bumper-stuck=, bumper-dead=, cliff-stuck=, cliff-dead=right|centre|left";

namespace {

std::optional<double> number(const std::string &text)
{
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || errno || *end != '\0' || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<Wheel> wheel(const std::string &text)
{
    if (text == "left")
        return Wheel::Left;
    if (text == "right")
        return Wheel::Right;
    return std::nullopt;
}

// Protocol bit order of the three contact sensors: right 1, centre 2, left 4.
std::optional<std::uint8_t> sensorBit(const std::string &text)
{
    if (text == "right")
        return std::uint8_t(1);
    if (text == "centre" || text == "center")
        return std::uint8_t(2);
    if (text == "left")
        return std::uint8_t(4);
    return std::nullopt;
}

// The contact sensor mask a name switches, or null.
std::uint8_t *sensorMask(const std::string &name, HardwareFaults &faults)
{
    if (name == "bumper-stuck")
        return &faults.bumpersStuckPressed;
    if (name == "bumper-dead")
        return &faults.bumpersDead;
    if (name == "cliff-stuck")
        return &faults.cliffsStuckOn;
    if (name == "cliff-dead")
        return &faults.cliffsDead;
    return nullptr;
}

// The faults without a value or with a number (a default when the value is left out).
bool applySwitchOrNumber(const std::string &name, const std::string &value, bool hasValue,
                         HardwareFaults &faults)
{
    if (name == "dead-cell" || name == "charger-broken") {
        (name == "dead-cell" ? faults.deadBatteryCell : faults.chargerBroken) = true;
        return !hasValue;
    }
    const bool drift = name == "gyro-drift";
    if (!drift && name != "worn-battery")
        return false;
    const std::optional<double> amount =
        hasValue ? number(value) : std::optional<double>(drift ? 0.5 : 1.0);
    if (!amount || (!drift && *amount < 0))
        return false;
    (drift ? faults.extraGyroBiasDps : faults.extraInternalOhms) = *amount;
    return true;
}

// The faults naming a wheel or a contact sensor.
bool applySided(const std::string &name, const std::string &value, HardwareFaults &faults)
{
    if (name == "dead-encoder" || name == "weak-motor") {
        const std::optional<Wheel> side = wheel(value);
        if (side)
            (name == "dead-encoder" ? faults.deadEncoder : faults.weakMotor) = *side;
        return side.has_value();
    }
    std::uint8_t *mask = sensorMask(name, faults);
    const std::optional<std::uint8_t> bit = sensorBit(value);
    if (!mask || !bit)
        return false;
    *mask = static_cast<std::uint8_t>(*mask | *bit);
    return true;
}

}  // namespace

bool HardwareFaultSwitch::apply(const std::string &text, HardwareFaults *faults,
                                std::string *error)
{
    const std::size_t equals = text.find('=');
    const std::string name = text.substr(0, equals);
    const bool hasValue = equals != std::string::npos;
    const std::string value = hasValue ? text.substr(equals + 1) : std::string();
    HardwareFaults changed = *faults;
    if (!applySwitchOrNumber(name, value, hasValue, changed)
        && !applySided(name, value, changed)) {
        if (error)
            *error = "no fault '" + text + "'; the faults: " + kUsage;
        return false;
    }
    *faults = changed;
    return true;
}

}  // namespace robodash::sim
