#pragma once
// One line of text for each derived Kobuki event, as the event log shows it (the telemetry
// core's events carry these words to every reader).

#include "Events.h"
#include "core/RobotEvent.h"

#include <string>
#include <vector>

namespace robodash::kobuki {

std::string eventText(const BumperEvent &event);
std::string eventText(const CliffEvent &event);
std::string eventText(const WheelDropEvent &event);
std::string eventText(const ButtonEvent &event);
std::string eventText(const DigitalInputEvent &event);
std::string eventText(PowerEvent event);
bool isWarning(PowerEvent event);

// All of one frame's events in the order the log shows them: bumpers, cliffs, wheel drops,
// buttons, digital inputs, power.
std::vector<core::RobotEvent> toCoreEvents(const RobotEvents &events);

}  // namespace robodash::kobuki
