#pragma once
// One contact sensor or button an interactive step asks about: its name, what the operator
// does to trigger it, and how to read it from the telemetry core.

#include "core/RobotCapabilities.h"
#include "core/TelemetryCore.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace robodash::selftest {

struct ContactSensor {
    std::string name;    // "left bumper"
    std::string action;  // "Press the left bumper"
    // On or off in this sample's core; empty when the sample does not say.
    std::function<std::optional<bool>(const core::TelemetryCore &)> isOn;
};

// The sensors of one group a robot has, from its capabilities, in prompt order.
using ContactSensorList = std::function<std::vector<ContactSensor>(const core::RobotCapabilities &)>;

}  // namespace robodash::selftest
