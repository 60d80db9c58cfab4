#include "NodeParameters.h"

#include <algorithm>
#include <cstdlib>

namespace robodash::bridge {

const ParameterEntry *NodeParameters::find(const std::string &name) const
{
    for (const ParameterEntry &entry : m_table) {
        if (entry.description.name == name)
            return &entry;
    }
    return nullptr;
}

std::vector<std::string> NodeParameters::names() const
{
    std::vector<std::string> all;
    for (const ParameterEntry &entry : m_table)
        all.push_back(entry.description.name);
    std::sort(all.begin(), all.end());
    return all;
}

std::optional<ParameterDescription> NodeParameters::describe(const std::string &name) const
{
    const ParameterEntry *entry = find(name);
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
    const ParameterEntry *entry = find(name);
    if (!entry)
        return std::nullopt;
    ParameterValue value;
    value.type = entry->description.type;
    std::visit(
        [&](auto field) {
            using Field = std::decay_t<decltype(field(m_values))>;
            if constexpr (std::is_same_v<Field, double>)
                value.doubleValue = field(m_values);
            else if constexpr (std::is_same_v<Field, bool>)
                value.boolValue = field(m_values);
            else
                value.stringValue = field(m_values);
        },
        entry->field);
    return value;
}

std::string NodeParameters::set(const std::string &name, const ParameterValue &value)
{
    const ParameterEntry *entry = find(name);
    if (!entry)
        return "parameter '" + name + "' cannot be set because it was not declared";
    if (entry->description.readOnly)
        return "parameter '" + name + "' cannot be set because it is read-only";
    return assign(*entry, value, false);
}

std::string NodeParameters::assign(const ParameterEntry &entry, const ParameterValue &value,
                                   bool atStart)
{
    const ParameterDescription &description = entry.description;
    const std::string &name = description.name;
    if (value.type != description.type)
        return "Wrong parameter type, parameter {" + name + "} is of type {"
               + typeName(description.type) + "}, setting it to {" + typeName(value.type)
               + "} is not allowed.";
    if (description.range
        && (value.doubleValue < description.range->first
            || value.doubleValue > description.range->second))
        return "Parameter {" + name + "} doesn't comply with floating point range.";
    if (atStart && description.type == ParameterType::String && value.stringValue.empty())
        return name + " wants a name, not nothing";
    std::visit(
        [&](auto field) {
            using Field = std::decay_t<decltype(field(m_values))>;
            if constexpr (std::is_same_v<Field, double>)
                field(m_values) = value.doubleValue;
            else if constexpr (std::is_same_v<Field, bool>)
                field(m_values) = value.boolValue;
            else
                field(m_values) = value.stringValue;
        },
        entry.field);
    return {};
}

std::string NodeParameters::namesText() const
{
    std::string list;
    for (const std::string &each : names())
        list += (list.empty() ? "" : ", ") + each;
    return list;
}

std::string NodeParameters::setFromText(const std::string &name, const std::string &text)
{
    const ParameterEntry *entry = find(name);
    if (!entry)
        return "no parameter '" + name + "' (the node's are: " + namesText() + ")";
    const ParameterDescription &description = entry->description;
    ParameterValue value;
    value.type = description.type;
    if (description.type == ParameterType::Bool) {
        if (text != "true" && text != "false")
            return name + " wants true or false, not '" + text + "'";
        value.boolValue = text == "true";
    } else if (description.type == ParameterType::Double) {
        char *end = nullptr;
        value.doubleValue = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0')
            return name + " wants a number, not '" + text + "'";
    } else {
        value.stringValue = text;
    }
    // On the command line a read-only parameter is given its start value, as a launch
    // file's parameters are, when the bridge can start with another (a topic name).
    if (description.readOnly && !description.givenAtStart)
        return name + " is fixed here: " + description.description;
    return assign(*entry, value, true);
}

}  // namespace robodash::bridge
