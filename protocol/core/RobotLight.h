#pragma once
// One light on the robot a family-neutral reader can name and set (RobotCapabilities::lights,
// SetLightCommand): "LED1", shown in "green", "orange" or "red".

#include <string>
#include <vector>

namespace robodash::core {

struct RobotLight {
    std::string name;                  // as printed on the robot: "LED1"
    std::vector<std::string> colours;  // what it can show besides off, in the family's order
};

}  // namespace robodash::core
