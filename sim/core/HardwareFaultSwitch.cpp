#include "sim/core/HardwareFaultSwitch.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace robodash::sim {

const char *const HardwareFaultSwitch::kUsage =
    "gyro-drift[=DPS] (0.5 deg/s: 30 deg/min), dead-encoder=left|right, "
    "weak-motor=left|right (30 % of the command), worn-battery[=OHMS] (1 ohm more), dead-cell, "
    "charger-broken, bumper-stuck=, bumper-dead=, cliff-stuck=, cliff-dead=SENSOR "
    "(Kobuki right|centre|left, rFLEX bumpers front|rear)";

namespace {

// Why a fault was not switched: empty when its name is unknown (the usage is the answer).
using Refusal = std::optional<std::string>;
const Refusal kSwitched;  // no refusal

std::optional<double> faultNumber(const std::string &text)
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

std::string namesOf(const HardwareParts::SensorNames &sensors)
{
    std::string names;
    for (const auto &sensor : sensors)
        names += (names.empty() ? "" : "|") + sensor.first;
    return names;
}

// The contact sensor mask a name switches and the robot's sensors of that kind, or null.
std::uint8_t *sensorMask(const std::string &name, const HardwareParts &parts, HardwareFaults &faults,
                         const HardwareParts::SensorNames **sensors, const char **kind)
{
    const bool bumper = name == "bumper-stuck" || name == "bumper-dead";
    const bool cliff = name == "cliff-stuck" || name == "cliff-dead";
    if (!bumper && !cliff)
        return nullptr;
    *sensors = bumper ? &parts.bumpers : &parts.cliffs;
    *kind = bumper ? "bumpers" : "cliff sensors";
    if (name == "bumper-stuck")
        return &faults.bumpersStuckPressed;
    if (name == "bumper-dead")
        return &faults.bumpersDead;
    return name == "cliff-stuck" ? &faults.cliffsStuckOn : &faults.cliffsDead;
}

Refusal applyContactSensor(const std::string &text, const std::string &name, const std::string &value,
                           const HardwareParts &parts, HardwareFaults &faults)
{
    const HardwareParts::SensorNames *sensors = nullptr;
    const char *kind = nullptr;
    std::uint8_t *mask = sensorMask(name, parts, faults, &sensors, &kind);
    if (!mask)
        return std::string();
    if (sensors->empty())
        return text + ": " + parts.robot + " has no " + kind;
    const std::string side = value == "center" ? "centre" : value;
    for (const auto &sensor : *sensors) {
        if (sensor.first == side) {
            *mask = static_cast<std::uint8_t>(*mask | sensor.second);
            return kSwitched;
        }
    }
    return text + ": " + parts.robot + "'s " + kind + " are " + namesOf(*sensors);
}

Refusal applyWheel(const std::string &text, const std::string &name, const std::string &value,
                   HardwareFaults &faults)
{
    if (name != "dead-encoder" && name != "weak-motor")
        return std::string();
    const std::optional<Wheel> side = wheel(value);
    if (!side)
        return text + ": name the wheel, left or right";
    (name == "dead-encoder" ? faults.deadEncoder : faults.weakMotor) = *side;
    return kSwitched;
}

// The faults without a value or with a number (a default when the value is left out).
Refusal applySwitchOrNumber(const std::string &text, const std::string &name, const std::string &value,
                            bool hasValue, const HardwareParts &parts, HardwareFaults &faults)
{
    if (name == "dead-cell" || name == "charger-broken") {
        if (hasValue)
            return text + ": " + name + " takes no value";
        if (name == "charger-broken" && !parts.charger)
            return text + ": " + parts.robot + " reports no charging";
        (name == "dead-cell" ? faults.deadBatteryCell : faults.chargerBroken) = true;
        return kSwitched;
    }
    const bool drift = name == "gyro-drift";
    if (!drift && name != "worn-battery")
        return std::string();
    if (drift && !parts.gyro)
        return text + ": " + parts.robot + " has no gyro";
    const std::optional<double> amount =
        hasValue ? faultNumber(value) : std::optional<double>(drift ? 0.5 : 1.0);
    if (!amount || (!drift && *amount < 0))
        return text + (drift ? ": the drift is a number, deg/s" : ": the extra resistance is ohms, 0 or more");
    (drift ? faults.extraGyroBiasDps : faults.extraInternalOhms) = *amount;
    return kSwitched;
}

}  // namespace

bool HardwareFaultSwitch::apply(const std::string &text, const HardwareParts &parts,
                                HardwareFaults *faults, std::string *error)
{
    const std::size_t equals = text.find('=');
    const std::string name = text.substr(0, equals);
    const bool hasValue = equals != std::string::npos;
    const std::string value = hasValue ? text.substr(equals + 1) : std::string();
    HardwareFaults changed = *faults;
    Refusal refusal = applySwitchOrNumber(text, name, value, hasValue, parts, changed);
    if (refusal && refusal->empty())
        refusal = applyWheel(text, name, value, changed);
    if (refusal && refusal->empty())
        refusal = applyContactSensor(text, name, value, parts, changed);
    if (refusal) {
        if (error)
            *error = refusal->empty() ? "no fault '" + text + "'; the faults: " + kUsage : *refusal;
        return false;
    }
    *faults = changed;
    return true;
}

bool HardwareFaultSwitch::applyList(const std::string &list, const HardwareParts &parts,
                                    HardwareFaults *faults, std::string *error)
{
    HardwareFaults changed = *faults;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string item = list.substr(start, comma - start);
        if (item.empty() && list.size() > 0) {
            if (error)
                *error = "an empty fault in '" + list + "'; the faults, comma-separated: " + kUsage;
            return false;
        }
        if (!item.empty() && !apply(item, parts, &changed, error))
            return false;
        start = comma + 1;
    }
    *faults = changed;
    return true;
}

}  // namespace robodash::sim
