#pragma once
// Fills a FrameAnnotation field by field with one number format for every family: raw
// integers in decimal (hex where the wire packs bits), values with a fixed number of
// decimals, so the GUI and `decode --annotate` read the same everywhere.

#include "core/FrameAnnotation.h"

#include <cstdint>
#include <string>

namespace robodash::core {

class AnnotationBuilder {
public:
    explicit AnnotationBuilder(FrameAnnotation &annotation) : m_annotation(annotation) {}

    void group(std::string name) { m_group = std::move(name); }
    // A raw integer only.
    void raw(const std::string &name, std::int64_t raw);
    // Bits: the raw value in hex, and what its set bits mean ("left, centre" or "none").
    void bits(const std::string &name, std::uint32_t raw, int hexDigits, const std::string &meaning);
    // A raw integer and its value in a unit.
    void value(const std::string &name, std::int64_t raw, double value, int decimals,
               const std::string &unit);
    // A raw integer and a word for it ("charging").
    void text(const std::string &name, std::int64_t raw, const std::string &meaning);
    void field(const std::string &name, std::string raw, std::string value, std::string unit);

    static std::string hex(std::uint32_t value, int digits);  // "0x00F0"
    static std::string fixed(double value, int decimals);    // "0.120"

private:
    FrameAnnotation &m_annotation;
    std::string m_group;
};

}  // namespace robodash::core
