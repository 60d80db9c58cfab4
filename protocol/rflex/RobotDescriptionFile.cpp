#include "RobotDescriptionFile.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>  // snprintf for hex bytes (no decimal point involved)
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <vector>

namespace robodash::rflex {
namespace {

std::string_view trimmed(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && (text[at] == ' ' || text[at] == '\t'))
            ++at;
        const std::size_t from = at;
        while (at < text.size() && text[at] != ' ' && text[at] != '\t')
            ++at;
        if (at > from)
            out.push_back(text.substr(from, at - from));
    }
    return out;
}

// A plain decimal number (no locale: "0.5" whatever LC_NUMERIC says), finite.
std::optional<double> number(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    if (text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A whole number, decimal or 0x hexadecimal.
std::optional<long> whole(std::string_view text)
{
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty())
        return std::nullopt;
    long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &name : names)
        out += (out.empty() ? "" : ", ") + name;
    return out;
}

// Thrown inside the parser only, caught at its top: the first problem ends the parse.
struct Failure {
    int line;
    std::string message;
};

class Parser {
public:
    RobotDescription parse(std::string_view text)
    {
        std::size_t at = 0;
        int lineNumber = 0;
        while (at <= text.size()) {
            const std::size_t end = std::min(text.find('\n', at), text.size());
            ++lineNumber;
            m_line = lineNumber;
            line(text.substr(at, end - at));
            if (end == text.size())
                break;
            at = end + 1;
        }
        m_line = 0;
        finish();
        return m_d;
    }

private:
    using Setter = std::function<void(std::string_view value)>;
    struct Key {
        const char *name;
        bool required;
        Setter set;
    };

    [[noreturn]] void fail(std::string message) const { throw Failure{m_line, std::move(message)}; }

    void line(std::string_view raw)
    {
        const std::size_t hash = raw.find('#');
        const std::string_view content = trimmed(raw.substr(0, hash));
        if (content.empty())
            return;
        if (content.front() == '[') {
            section(content);
            return;
        }
        const std::size_t equals = content.find('=');
        if (equals == std::string_view::npos)
            fail("expected 'key = value' or '[section]', found " + quoted(content));
        const std::string name(trimmed(content.substr(0, equals)));
        const std::string_view value = trimmed(content.substr(equals + 1));
        if (name.empty())
            fail("a key is missing before '='");
        if (value.empty())
            fail("'" + name + "' has no value");
        assign(name, value);
    }

    void section(std::string_view content)
    {
        if (content.back() != ']')
            fail("a section header is '[name]', found " + quoted(content));
        const std::string name(trimmed(content.substr(1, content.size() - 2)));
        if (!keysOf(name))
            fail("unknown section [" + name + "]: known sections are [body], [odometry], [battery], "
                 "[bump_panels] and [sonars]");
        if (const auto seen = m_sections.find(name); seen != m_sections.end())
            fail("[" + name + "] appears twice (first on line " + std::to_string(seen->second) + ")");
        m_sections[name] = m_line;
        m_section = name;
    }

    void assign(const std::string &name, std::string_view value)
    {
        if (m_section == "sonars" && name == "sonar") {
            sonar(value);
            return;
        }
        const std::vector<Key> *keys = keysOf(m_section);
        for (const Key &key : *keys) {
            if (name != key.name)
                continue;
            const std::string id = m_section + "." + name;
            if (const auto seen = m_keys.find(id); seen != m_keys.end())
                fail("'" + name + "' is given twice (first on line " + std::to_string(seen->second) + ")");
            m_keys[id] = m_line;
            key.set(value);
            return;
        }
        std::vector<std::string> known;
        for (const Key &key : *keys)
            known.push_back(key.name);
        if (m_section == "sonars")
            known.push_back("sonar");
        const std::string where = m_section.empty() ? "before the first section" : "in [" + m_section + "]";
        fail("unknown key '" + name + "' " + where + ": known keys there are " + joined(known));
    }

    // A number for `name` within [low, high] (`low` excluded when `aboveLow`).
    double numberIn(std::string_view value, const char *name, double low, double high, bool aboveLow) const
    {
        const std::optional<double> parsed = number(value);
        if (!parsed)
            fail(std::string(name) + ": " + quoted(value) + " is not a number (write 0.5, not 0,5)");
        if ((aboveLow ? *parsed <= low : *parsed < low) || *parsed > high) {
            std::ostringstream range;
            range << name << ": " << *parsed << " is out of range (" << (aboveLow ? "above " : "from ")
                  << low << (aboveLow ? " up to " : " to ") << high << ")";
            fail(range.str());
        }
        return *parsed;
    }

    long wholeIn(std::string_view value, const char *name, long low, long high) const
    {
        const std::optional<long> parsed = whole(value);
        if (!parsed)
            fail(std::string(name) + ": " + quoted(value) + " is not a whole number (decimal or 0x hex)");
        if (*parsed < low || *parsed > high)
            fail(std::string(name) + ": " + std::to_string(*parsed) + " is out of range (" +
                 std::to_string(low) + " to " + std::to_string(high) + ")");
        return *parsed;
    }

    void sonar(std::string_view value)
    {
        const std::vector<std::string_view> fields = words(value);
        if (fields.size() != 5)
            fail("a sonar is 'sonar = board index x y angle' (5 values), found " +
                 std::to_string(fields.size()) + ": " + quoted(value));
        const long board = wholeIn(fields[0], "sonar board", 0, 15);
        const long index = wholeIn(fields[1], "sonar index", 0, 15);
        SonarPlacement placement;
        placement.id = static_cast<std::uint8_t>(board * 16 + index);
        placement.xMetres = numberIn(fields[2], "sonar x (m)", -10, 10, false);
        placement.yMetres = numberIn(fields[3], "sonar y (m)", -10, 10, false);
        placement.angleRadians = numberIn(fields[4], "sonar angle (degrees)", -360, 360, false) * core::kPi / 180.0;
        if (const auto seen = m_sonarLines.find(placement.id); seen != m_sonarLines.end())
            fail("sonar board " + std::to_string(board) + " index " + std::to_string(index) +
                 " is placed twice (first on line " + std::to_string(seen->second) + ")");
        m_sonarLines[placement.id] = m_line;
        m_d.sonars.push_back(placement);
    }

    const std::vector<Key> *keysOf(const std::string &section) const
    {
        const auto found = m_table.find(section);
        return found == m_table.end() ? nullptr : &found->second;
    }

    void finish()
    {
        for (const auto &[section, keys] : m_table) {
            for (const Key &key : keys) {
                if (key.required && !m_keys.count(section + "." + key.name))
                    fail(section.empty() ? "'" + std::string(key.name) + "' is missing (at the top, before any section)"
                                         : "'" + std::string(key.name) + "' is missing in [" + section + "]");
            }
        }
        if (m_d.shape == RobotDescription::Shape::Circle && m_d.widthMetres != m_d.lengthMetres) {
            m_line = m_keys["body.shape"];
            fail("a circle's length and width are its diameter: they must be equal");
        }
        if (m_d.batteryEmptyVolts >= m_d.batteryFullVolts) {
            m_line = m_keys.count("battery.full_volts") ? m_keys["battery.full_volts"] : m_keys["battery.empty_volts"];
            fail("full_volts must be above empty_volts");
        }
        if (m_d.bumpPanels.frontBit == m_d.bumpPanels.rearBit) {
            m_line = m_keys.count("bump_panels.rear_bit") ? m_keys["bump_panels.rear_bit"] : m_keys["bump_panels.front_bit"];
            fail("front_bit and rear_bit must differ");
        }
    }

    RobotDescription m_d = [] {
        RobotDescription d;
        d.sonars.clear();
        return d;
    }();
    int m_line = 0;
    std::string m_section;                 // "" before the first section
    std::map<std::string, int> m_sections; // name -> line
    std::map<std::string, int> m_keys;     // "section.key" -> line
    std::map<std::uint8_t, int> m_sonarLines;
    const std::map<std::string, std::vector<Key>> m_table{
        {"", {{"model", true, [this](std::string_view v) { m_d.model = std::string(v); }}}},
        {"body",
         {{"shape", false,
           [this](std::string_view v) {
               if (v == "rectangle")
                   m_d.shape = RobotDescription::Shape::Rectangle;
               else if (v == "circle")
                   m_d.shape = RobotDescription::Shape::Circle;
               else
                   fail("shape is 'rectangle' or 'circle', not " + quoted(v));
           }},
          {"length", true, [this](std::string_view v) { m_d.lengthMetres = numberIn(v, "length (m)", 0, 5, true); }},
          {"width", true, [this](std::string_view v) { m_d.widthMetres = numberIn(v, "width (m)", 0, 5, true); }},
          {"max_linear_speed", false,
           [this](std::string_view v) { m_d.maxLinearMps = numberIn(v, "max_linear_speed (m/s)", 0, 10, true); }},
          {"max_angular_speed", false,
           [this](std::string_view v) {
               m_d.maxAngularRadps = numberIn(v, "max_angular_speed (rad/s)", 0, 20, true);
           }}}},
        {"odometry",
         {{"units_per_metre", true,
           [this](std::string_view v) { m_d.units.perMetre = numberIn(v, "units_per_metre", 0, 1e9, true); }},
          {"units_per_radian", true,
           [this](std::string_view v) { m_d.units.perRadian = numberIn(v, "units_per_radian", 0, 1e9, true); }}}},
        {"battery",
         {{"empty_volts", false,
           [this](std::string_view v) { m_d.batteryEmptyVolts = numberIn(v, "empty_volts", 0, 100, false); }},
          {"full_volts", false,
           [this](std::string_view v) { m_d.batteryFullVolts = numberIn(v, "full_volts", 0, 100, true); }}}},
        {"bump_panels",
         {{"address", false,
           [this](std::string_view v) { m_d.bumpPanels.address = std::uint8_t(wholeIn(v, "address", 0, 255)); }},
          {"front_bit", false,
           [this](std::string_view v) { m_d.bumpPanels.frontBit = std::uint8_t(wholeIn(v, "front_bit", 0, 15)); }},
          {"rear_bit", false,
           [this](std::string_view v) { m_d.bumpPanels.rearBit = std::uint8_t(wholeIn(v, "rear_bit", 0, 15)); }}}},
        {"sonars", {}},
    };
};

// `decimals` places at most, trailing zeros dropped; a point whatever the locale.
std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    std::string text(buffer, ec == std::errc() ? end : buffer);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text == "-0" ? "0" : text;
}

std::string hexByte(std::uint8_t value)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", value);
    return buffer;
}

}  // namespace

std::string DescriptionError::text(const std::string &source) const
{
    std::string out = source;
    if (line > 0)
        out += (out.empty() ? "line " : ":") + std::to_string(line);
    if (!out.empty())
        out += ": ";
    return out + message;
}

std::optional<RobotDescription> parseRobotDescription(std::string_view text, DescriptionError *error)
{
    try {
        return Parser().parse(text);
    } catch (const Failure &failure) {
        if (error)
            *error = DescriptionError{failure.line, failure.message};
        return std::nullopt;
    }
}

std::optional<RobotDescription> loadRobotDescription(const std::string &path, std::string *error)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        if (error)
            *error = path + ": cannot open the robot description file";
        return std::nullopt;
    }
    std::ostringstream contents;
    contents << file.rdbuf();
    DescriptionError parseError;
    std::optional<RobotDescription> description = parseRobotDescription(contents.str(), &parseError);
    if (!description && error)
        *error = parseError.text(path);
    return description;
}

std::string formatRobotDescription(const RobotDescription &d)
{
    std::ostringstream out;
    out << "model = " << d.model << "\n\n";
    out << "[body]  # metres, m/s, rad/s\n";
    out << "shape = " << (d.shape == RobotDescription::Shape::Circle ? "circle" : "rectangle") << "\n";
    out << "length = " << fixed(d.lengthMetres, 6) << "\n";
    out << "width = " << fixed(d.widthMetres, 6) << "\n";
    out << "max_linear_speed = " << fixed(d.maxLinearMps, 6) << "\n";
    out << "max_angular_speed = " << fixed(d.maxAngularRadps, 6) << "\n\n";
    out << "[odometry]  # axis units per metre (translation) and per radian (rotation)\n";
    out << "units_per_metre = " << fixed(d.units.perMetre, 6) << "\n";
    out << "units_per_radian = " << fixed(d.units.perRadian, 6) << "\n\n";
    out << "[battery]  # volts at 0 % and at 100 %\n";
    out << "empty_volts = " << fixed(d.batteryEmptyVolts, 6) << "\n";
    out << "full_volts = " << fixed(d.batteryFullVolts, 6) << "\n\n";
    out << "[bump_panels]  # the DIO address reporting them, and each panel's bit\n";
    out << "address = " << hexByte(d.bumpPanels.address) << "\n";
    out << "front_bit = " << int(d.bumpPanels.frontBit) << "\n";
    out << "rear_bit = " << int(d.bumpPanels.rearBit) << "\n\n";
    out << "[sonars]  # ring order; board index, x y (m), angle (degrees counter-clockwise from ahead)\n";
    for (const SonarPlacement &s : d.sonars) {
        out << "sonar = " << int(sonarBoard(s.id)) << " " << int(sonarIndex(s.id)) << "   "
            << fixed(s.xMetres, 6) << " " << fixed(s.yMetres, 6) << "   "
            << fixed(s.angleRadians * 180.0 / core::kPi, 6) << "\n";
    }
    return out.str();
}

}  // namespace robodash::rflex
