#pragma once
// A ROS 2 parameter's declaration and value as rcl_interfaces carries them (the types the
// driver nodes' parameters use).

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

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
    // Read only while sharing, but given at start (`--param`), as a launch file gives a
    // driver its topic names.
    bool givenAtStart = false;
};

}  // namespace robodash::bridge
