#include "NodeParameters.h"

#include <algorithm>
#include <cstdlib>
#include <variant>

namespace robodash::bridge {

namespace {

using Member = std::variant<double DriverParameters::*, bool DriverParameters::*,
                            std::string DriverParameters::*>;

struct Entry {
    ParameterDescription description;
    Member member;
};

// kobuki_ros's parameters, then rclcpp's use_sim_time and diagnostic_updater's period. What
// the bridge cannot change while running (its port, the link's own limits and heading) is
// read only; kobuki_ros reads all of them once at start.
const std::vector<Entry> &entries()
{
    using P = DriverParameters;
    using T = ParameterType;
    static const std::vector<Entry> table{
        {{"acceleration_limiter", T::Bool, "kobuki_core's limiter (the link's limits apply)", true, {}},
         &P::accelerationLimiter},
        {{"base_frame", T::String, "child frame of the odometry and of its transform", false, {}},
         &P::baseFrame},
        {{"battery_capacity", T::Double, "volts of a full pack (100 %)", false, {{5.0, 30.0}}},
         &P::batteryCapacity},
        {{"battery_dangerous", T::Double, "volts below which the battery is dangerous", false,
          {{5.0, 30.0}}},
         &P::batteryDangerous},
        {{"battery_low", T::Double, "volts below which the battery is low", false, {{5.0, 30.0}}},
         &P::batteryLow},
        {{"cmd_vel_timeout_sec", T::Double, "seconds a velocity command holds", false,
          {{0.05, 10.0}}},
         &P::cmdVelTimeoutSec},
        {{"device_port", T::String, "the robot's port", true, {}}, &P::devicePort},
        {{"diagnostic_updater.period", T::Double, "seconds between /diagnostics (0.1 forced)",
          true, {}},
         &P::diagnosticPeriod},
        {{"odom_frame", T::String, "frame of the odometry's pose", false, {}}, &P::odomFrame},
        {{"publish_tf", T::Bool, "publish the odom -> base transform on /tf", false, {}},
         &P::publishTf},
        {{"use_imu_heading", T::Bool, "heading from the gyro (always, here)", true, {}},
         &P::useImuHeading},
        {{"use_sim_time", T::Bool, "the robot's clock is the system's", true, {}},
         &P::useSimTime},
        {{"wheel_left_joint_name", T::String, "joint_states name of the left wheel", false, {}},
         &P::wheelLeftJointName},
        {{"wheel_right_joint_name", T::String, "joint_states name of the right wheel", false, {}},
         &P::wheelRightJointName},
    };
    return table;
}

const Entry *find(const std::string &name)
{
    for (const Entry &entry : entries()) {
        if (entry.description.name == name)
            return &entry;
    }
    return nullptr;
}

}  // namespace

std::vector<std::string> NodeParameters::names()
{
    std::vector<std::string> all;
    for (const Entry &entry : entries())
        all.push_back(entry.description.name);
    std::sort(all.begin(), all.end());
    return all;
}

std::optional<ParameterDescription> NodeParameters::describe(const std::string &name)
{
    const Entry *entry = find(name);
    return entry ? std::optional(entry->description) : std::nullopt;
}

const char *NodeParameters::typeName(ParameterType type)
{
    switch (type) {
    case ParameterType::Bool:
        return "bool";
    case ParameterType::Integer:
        return "integer";
    case ParameterType::Double:
        return "double";
    case ParameterType::String:
        return "string";
    case ParameterType::NotSet:
        break;
    }
    return "not set";
}

std::optional<ParameterValue> NodeParameters::get(const std::string &name) const
{
    const Entry *entry = find(name);
    if (!entry)
        return std::nullopt;
    ParameterValue value;
    value.type = entry->description.type;
    std::visit(
        [&](auto member) {
            using Field = std::decay_t<decltype(m_values.*member)>;
            if constexpr (std::is_same_v<Field, double>)
                value.doubleValue = m_values.*member;
            else if constexpr (std::is_same_v<Field, bool>)
                value.boolValue = m_values.*member;
            else
                value.stringValue = m_values.*member;
        },
        entry->member);
    return value;
}

std::string NodeParameters::set(const std::string &name, const ParameterValue &value)
{
    const Entry *entry = find(name);
    if (!entry)
        return "parameter '" + name + "' cannot be set because it was not declared";
    const ParameterDescription &description = entry->description;
    if (description.readOnly)
        return "parameter '" + name + "' cannot be set because it is read-only";
    if (value.type != description.type)
        return "Wrong parameter type, parameter {" + name + "} is of type {"
               + typeName(description.type) + "}, setting it to {" + typeName(value.type)
               + "} is not allowed.";
    if (description.range
        && (value.doubleValue < description.range->first
            || value.doubleValue > description.range->second))
        return "Parameter {" + name + "} doesn't comply with floating point range.";
    std::visit(
        [&](auto member) {
            using Field = std::decay_t<decltype(m_values.*member)>;
            if constexpr (std::is_same_v<Field, double>)
                m_values.*member = value.doubleValue;
            else if constexpr (std::is_same_v<Field, bool>)
                m_values.*member = value.boolValue;
            else
                m_values.*member = value.stringValue;
        },
        entry->member);
    return {};
}

std::string NodeParameters::setFromText(const std::string &name, const std::string &text)
{
    const std::optional<ParameterDescription> description = describe(name);
    if (!description)
        return "no parameter '" + name + "' (the node's are: " + [] {
            std::string list;
            for (const std::string &each : names())
                list += (list.empty() ? "" : ", ") + each;
            return list;
        }() + ")";
    ParameterValue value;
    value.type = description->type;
    if (description->type == ParameterType::Bool) {
        if (text != "true" && text != "false")
            return name + " wants true or false, not '" + text + "'";
        value.boolValue = text == "true";
    } else if (description->type == ParameterType::Double) {
        char *end = nullptr;
        value.doubleValue = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0')
            return name + " wants a number, not '" + text + "'";
    } else {
        if (text.empty())
            return name + " wants a name, not nothing";
        value.stringValue = text;
    }
    // On the command line a read-only parameter is given its start value, as a launch
    // file's parameters are.
    if (description->readOnly)
        return name + " is fixed here: " + description->description;
    return set(name, value);
}

}  // namespace robodash::bridge
