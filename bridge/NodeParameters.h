#pragma once
// The driver node's parameters as a ROS 2 node declares them (rcl_interfaces): each with its
// type, description and whether it may change, over the values in DriverParameters. Read and
// set by the parameter services (ParameterServices) and by `--param NAME=VALUE` on the
// command line. A set either takes effect (the bridge reads the values as it publishes) or is
// refused with the reason rclcpp gives: not declared, read only, wrong type, out of range.

#include "DriverParameters.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

// rcl_interfaces/ParameterType's values (those the driver's parameters use).
enum class ParameterType : std::uint8_t { NotSet = 0, Bool = 1, Integer = 2, Double = 3, String = 4 };

struct ParameterValue {
    ParameterType type = ParameterType::NotSet;
    bool boolValue = false;
    std::int64_t integerValue = 0;
    double doubleValue = 0;
    std::string stringValue;
};

struct ParameterDescription {
    std::string name;
    ParameterType type = ParameterType::NotSet;
    std::string description;
    bool readOnly = false;
    // A double's allowed range, when it has one (ParameterDescriptor.floating_point_range).
    std::optional<std::pair<double, double>> range;
};

class NodeParameters {
public:
    explicit NodeParameters(DriverParameters &values) : m_values(values) {}

    // Every declared name, sorted as `ros2 param list` shows them.
    static std::vector<std::string> names();
    static std::optional<ParameterDescription> describe(const std::string &name);
    static const char *typeName(ParameterType type);  // rclcpp's: "bool", "double", ...

    std::optional<ParameterValue> get(const std::string &name) const;
    // Empty when set; otherwise rclcpp's reason, and nothing changed.
    std::string set(const std::string &name, const ParameterValue &value);
    // A command-line value (`true`, `0.3`, `base_link`) as the parameter's type; empty when
    // set, otherwise why not.
    std::string setFromText(const std::string &name, const std::string &text);

private:
    DriverParameters &m_values;
};

}  // namespace robodash::bridge
