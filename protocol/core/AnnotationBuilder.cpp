#include "core/AnnotationBuilder.h"

#include <cstdio>

namespace robodash::core {

void AnnotationBuilder::raw(const std::string &name, std::int64_t raw)
{
    field(name, std::to_string(raw), {}, {});
}

void AnnotationBuilder::bits(const std::string &name, std::uint32_t raw, int hexDigits,
                             const std::string &meaning)
{
    field(name, hex(raw, hexDigits), meaning, {});
}

void AnnotationBuilder::value(const std::string &name, std::int64_t raw, double value,
                              int decimals, const std::string &unit)
{
    field(name, std::to_string(raw), fixed(value, decimals), unit);
}

void AnnotationBuilder::text(const std::string &name, std::int64_t raw, const std::string &meaning)
{
    field(name, std::to_string(raw), meaning, {});
}

void AnnotationBuilder::field(const std::string &name, std::string raw, std::string value,
                              std::string unit)
{
    m_annotation.fields.push_back({m_group, name, std::move(raw), std::move(value), std::move(unit)});
}

std::string AnnotationBuilder::hex(std::uint32_t value, int digits)
{
    char text[16];
    std::snprintf(text, sizeof text, "0x%0*X", digits, static_cast<unsigned>(value));
    return text;
}

std::string AnnotationBuilder::fixed(double value, int decimals)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

}  // namespace robodash::core
