#pragma once
// One thing that happened to the robot (a bumper pressed, the charger plugged in), in words
// the event log shows as they are, whatever the family. The family's own typed events travel
// in its frame for the widgets that want them.

#include <string>

namespace robodash::core {

struct RobotEvent {
    std::string text;      // "Left bumper pressed"
    bool warning = false;  // shown in the warning colour
};

}  // namespace robodash::core
