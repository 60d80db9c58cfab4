#pragma once
// One JSON object on one line, built field by field and written with its newline: what
// `decode` prints for the Rover Pro and the rFLEX. Names and text fields are fixed ASCII
// words of ours (register keys, report names), so nothing needs escaping.

#include <cstdint>
#include <cstdio>
#include <string>

class JsonLine {
public:
    JsonLine(const char *counter, std::uint64_t index, const char *type)
    {
        m_text = std::string("{\"") + counter + "\":" + std::to_string(index) + ",\"type\":\"" + type + '"';
    }
    explicit JsonLine(const char *type) { m_text = std::string("{\"type\":\"") + type + '"'; }

    JsonLine &integer(const char *name, long long value)
    {
        key(name);
        m_text += std::to_string(value);
        return *this;
    }
    // Reals with 10 significant digits, as the CSV export writes them; JSON has no NaN.
    JsonLine &real(const char *name, double value)
    {
        key(name);
        if (value != value) {
            m_text += "null";
            return *this;
        }
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.10g", value);
        m_text += buffer;
        return *this;
    }
    JsonLine &text(const char *name, const std::string &value)
    {
        key(name);
        m_text += '"' + value + '"';
        return *this;
    }
    JsonLine &null(const char *name)
    {
        key(name);
        m_text += "null";
        return *this;
    }
    // Opens an array of objects, or appends raw JSON (an object this class built) to it.
    JsonLine &raw(const char *name, const std::string &json)
    {
        key(name);
        m_text += json;
        return *this;
    }
    std::string object() const { return m_text + '}'; }
    void write(std::FILE *out) const
    {
        const std::string line = object() + '\n';
        std::fwrite(line.data(), 1, line.size(), out);
    }

private:
    void key(const char *name)
    {
        m_text += ",\"";
        m_text += name;
        m_text += "\":";
    }
    std::string m_text;
};
