#pragma once
// The rows NodeParameters serves: each parameter's declaration (ParameterDescription) and
// where its value lives in DriverParameters. One table per driver the bridge stands in for:
// kobuki_ros's (the Kobuki, and the other families under the bridge's own names) and Rover
// Robotics' roverrobotics_driver (a Rover Pro's default).

#include "DriverParameters.h"
#include "ParameterDescription.h"

#include <string>
#include <variant>
#include <vector>

namespace robodash::bridge {

enum class ParameterSet { KobukiRos, RoverRobotics };

struct ParameterEntry {
    using Double = double &(*)(DriverParameters &);
    using Bool = bool &(*)(DriverParameters &);
    using String = std::string &(*)(DriverParameters &);

    ParameterDescription description;
    std::variant<Double, Bool, String> field;
};

// A field of DriverParameters, or of its Rover Robotics part, as a ParameterEntry's field.
template <auto Member>
auto &driverField(DriverParameters &values)
{
    return values.*Member;
}
template <auto Member>
auto &roverField(DriverParameters &values)
{
    return values.rover.*Member;
}

// Sorted by name, as `ros2 param list` shows them.
const std::vector<ParameterEntry> &kobukiRosParameterTable();
const std::vector<ParameterEntry> &roverRoboticsParameterTable();
const std::vector<ParameterEntry> &parameterTable(ParameterSet set);

}  // namespace robodash::bridge
