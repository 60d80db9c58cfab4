#pragma once
// The driver node's parameters as a ROS 2 node declares them (rcl_interfaces): each with its
// type, description and whether it may change, over the values in DriverParameters — the
// parameters of the driver the bridge stands in for (ParameterTable: kobuki_ros's, or Rover
// Robotics' roverrobotics_driver's for a Rover Pro). Read and set by the parameter services
// (ParameterServices) and by `--param NAME=VALUE` on the command line. A set either takes
// effect (the bridge reads the values as it publishes) or is refused with the reason rclcpp
// gives: not declared, read only, wrong type, out of range.

#include "DriverParameters.h"
#include "ParameterDescription.h"
#include "ParameterTable.h"

#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class NodeParameters {
public:
    NodeParameters(DriverParameters &values, ParameterSet set)
        : m_values(values), m_table(parameterTable(set))
    {
    }

    // Every declared name, sorted as `ros2 param list` shows them.
    std::vector<std::string> names() const;
    std::optional<ParameterDescription> describe(const std::string &name) const;
    static const char *typeName(ParameterType type);  // rclcpp's: "bool", "double", ...

    std::optional<ParameterValue> get(const std::string &name) const;
    // Empty when set; otherwise rclcpp's reason, and nothing changed.
    std::string set(const std::string &name, const ParameterValue &value);
    // A command-line value (`true`, `0.3`, `base_link`) as the parameter's type; empty when
    // set, otherwise why not.
    std::string setFromText(const std::string &name, const std::string &text);

private:
    const ParameterEntry *find(const std::string &name) const;
    // Type and range checked, then stored; `atStart`: a read-only parameter given at start.
    std::string assign(const ParameterEntry &entry, const ParameterValue &value, bool atStart);
    std::string namesText() const;

    DriverParameters &m_values;
    const std::vector<ParameterEntry> &m_table;
};

}  // namespace robodash::bridge
