#pragma once
// Who the robot is, as far as it has said: the family, its model and versions, and the
// serial number or unique id a lab would use to tell two robots of the same kind apart.
// Empty text means "not known (yet)".

#include <string>

namespace robodash::core {

struct DeviceInfo {
    std::string family;    // registry name: "kobuki"
    std::string model;     // "Kobuki", "Rover Pro", "ATRV-Jr"
    std::string hardware;  // "1.0.4"
    std::string firmware;  // "1.2.0"
    std::string serial;    // UDID or serial number; empty for a robot that reports none
    // A code the firmware gives beside its version that decides how its readings are read (a
    // Rover Pro's register 40, "10300"): kept in a recording's header for its replay.
    std::string firmwareCode;
    bool complete = false;  // everything the family asks for at start-up has been answered

    bool operator==(const DeviceInfo &o) const
    {
        return family == o.family && model == o.model && hardware == o.hardware
               && firmware == o.firmware && serial == o.serial && firmwareCode == o.firmwareCode
               && complete == o.complete;
    }
    bool operator!=(const DeviceInfo &o) const { return !(*this == o); }
};

}  // namespace robodash::core
