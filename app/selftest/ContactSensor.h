#pragma once
// One contact sensor an interactive step asks about: its name, what the operator does to
// trigger it, and its field in the telemetry core's Contacts.

#include "core/Contacts.h"

#include <string>

namespace robodash::selftest {

struct ContactSensor {
    std::string name;    // "left bumper"
    std::string action;  // "Press the left bumper"
    bool core::Contacts::*field = nullptr;
};

}  // namespace robodash::selftest
