#pragma once
// What a family's robot has that can break: the parts HardwareFaultSwitch may switch for it,
// and the names of its contact sensors. A fault naming a part the robot lacks is refused with
// the robot's name ("the Rover Pro has no cliff sensors") instead of being silently ignored.
// Each family's twin gives its own (VirtualRobot::hardwareParts()).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace robodash::sim {

struct HardwareParts {
    using SensorNames = std::vector<std::pair<std::string, std::uint8_t>>;  // name, fault bit

    std::string robot = "this robot";  // as a sentence names it: "the Kobuki"
    bool gyro = false;
    bool charger = false;               // it charges and says so in its telemetry
    SensorNames bumpers;                // empty: it has none
    SensorNames cliffs;
};

}  // namespace robodash::sim
