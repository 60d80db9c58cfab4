#include "core/WireText.h"

#include <cstdio>

namespace robodash::core {

std::string wireHex(const std::uint8_t *bytes, std::size_t size)
{
    static const char digits[] = "0123456789ABCDEF";
    std::string text;
    text.reserve(size * 3);
    for (std::size_t i = 0; i < size; ++i) {
        if (i)
            text += ' ';
        text += digits[bytes[i] >> 4];
        text += digits[bytes[i] & 0x0F];
    }
    return text;
}

std::string wireRowText(const WireFrame &row, const FrameAnnotation &annotation, std::int64_t originMs)
{
    char head[160];
    std::snprintf(head, sizeof head, "%9.3f %s %-22s %-9s %3zu | ", double(row.timeMs - originMs) / 1000.0,
                  directionName(row.direction), row.kind.c_str(), statusName(row.status), row.bytes.size());
    std::string text = head + wireHex(row.bytes.data(), row.bytes.size()) + "\n";
    for (const AnnotatedField &field : annotation.fields) {
        char line[320];
        std::snprintf(line, sizeof line, "    %-22s %-24s %12s  %s%s%s", field.group.c_str(),
                      field.name.c_str(), field.raw.c_str(), field.value.c_str(),
                      field.unit.empty() ? "" : " ", field.unit.c_str());
        std::string trimmed = line;
        trimmed.erase(trimmed.find_last_not_of(' ') + 1);  // no value, no unit: no trailing blanks
        text += trimmed + "\n";
    }
    if (!annotation.note.empty())
        text += "    (" + annotation.note + ")\n";
    return text;
}

}  // namespace robodash::core
