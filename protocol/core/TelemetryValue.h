#pragma once
// One value in a telemetry column: a whole number (raw protocol values, printed exactly),
// a real (SI values) or text (versions, names). The three stay apart so the CSV and JSON
// writers print each the way it always was printed, instead of guessing from a double.

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace robodash::core {

class TelemetryValue {
public:
    // Implicit on purpose: a column's reader returns the struct member or the conversion
    // result as it is (`return v.bumper;`), and the right alternative follows from its type.
    template <typename Integer, std::enable_if_t<std::is_integral_v<Integer>, int> = 0>
    TelemetryValue(Integer value) : m_value(static_cast<std::int64_t>(value)) {}
    TelemetryValue(double value) : m_value(value) {}
    TelemetryValue(std::string text) : m_value(std::move(text)) {}
    TelemetryValue(const char *text) : m_value(std::string(text)) {}

    // An empty cell: nothing to say (a reading this robot, or this link, does not give).
    static TelemetryValue none() { return std::string(); }
    // The reading, or an empty cell when there is none.
    template <typename T>
    static TelemetryValue orNone(const std::optional<T> &value)
    {
        return value ? TelemetryValue(*value) : none();
    }

    bool isInteger() const { return std::holds_alternative<std::int64_t>(m_value); }
    bool isReal() const { return std::holds_alternative<double>(m_value); }
    bool isText() const { return std::holds_alternative<std::string>(m_value); }

    std::int64_t integer() const { return std::get<std::int64_t>(m_value); }
    double real() const { return std::get<double>(m_value); }
    const std::string &text() const { return std::get<std::string>(m_value); }

private:
    std::variant<std::int64_t, double, std::string> m_value;
};

}  // namespace robodash::core
