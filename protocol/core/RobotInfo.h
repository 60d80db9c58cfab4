#pragma once
// What the link and the dashboard need to know about a family before any byte arrives.

#include "RobotCapabilities.h"
#include "SafetySettings.h"

#include <cstdint>
#include <string>
#include <vector>

namespace robodash::core {

struct UsbId {
    std::uint16_t vendor = 0;
    std::uint16_t product = 0;
    std::string serialPrefix;  // "" = any adapter with these ids
};

struct RobotInfo {
    std::string name;         // registry name, lower case: "kobuki"
    std::string displayName;  // "Kobuki"
    int baudRate = 115200;
    std::vector<UsbId> usbIds;
    double maxLinearMps = 0.7;
    double maxAngularRadps = 3.14;
    double widthMetres = 0.35;   // the outline the map draws
    double lengthMetres = 0.35;
    // The safety layer's over-current stop for this family's motors (MotionSafety): its
    // default limit, and the highest limit the dashboard offers (about what the family's
    // current readings can report). The defaults are the Kobuki's (SafetySettings.h).
    double overCurrentAmperes = SafetySettings::kDefaultOverCurrentAmperes;
    double overCurrentCeilingAmperes = SafetySettings::kKobukiCeilingAmperes;
    RobotCapabilities capabilities;  // what its telemetry shows (the self-test's steps)
};

// How the session runs for this family: the link's timers take these values.
struct DriverTiming {
    enum class StartUp {
        ListenFirst,  // the robot streams on its own; ask nothing until it is heard
        AskFirst,     // the robot only answers: start() sends the first request
    };
    StartUp startUp = StartUp::ListenFirst;
    int tickPeriodMs = 50;         // tick() is called this often while connected
    int driveResendPeriodMs = 40;  // the latest drive is given to drive() again this often
    int offlineAfterMs = 400;      // no good frame for this long: offline
};

}  // namespace robodash::core
