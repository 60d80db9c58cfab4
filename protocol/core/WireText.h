#pragma once
// One inspector row as text: `robodash-cli decode --annotate` prints it, and the GUI's
// copy and details show the same fields. A header line (time, direction, kind, checksum
// state, length, hex), then one indented line per field: group, name, raw, value and unit.

#include "core/FrameAnnotation.h"
#include "core/WireFrame.h"

#include <cstdint>
#include <string>

namespace robodash::core {

std::string wireHex(const std::uint8_t *bytes, std::size_t size);  // "AA 55 06"
std::string wireRowText(const WireFrame &row, const FrameAnnotation &annotation,
                        std::int64_t originMs);

}  // namespace robodash::core
