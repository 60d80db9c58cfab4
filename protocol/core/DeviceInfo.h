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
    std::string serial;    // UDID, build number or similar
    bool complete = false;  // everything the family asks for at start-up has been answered

    bool operator==(const DeviceInfo &o) const
    {
        return family == o.family && model == o.model && hardware == o.hardware
               && firmware == o.firmware && serial == o.serial && complete == o.complete;
    }
    bool operator!=(const DeviceInfo &o) const { return !(*this == o); }
};

}  // namespace robodash::core
