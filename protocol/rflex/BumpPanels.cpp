#include "BumpPanels.h"

namespace robodash::rflex {

namespace {

bool bitSet(std::uint16_t word, std::uint8_t bit) { return bit < 16 && ((word >> bit) & 1u) != 0; }

}  // namespace

std::optional<BumpPanels> bumpPanelsFrom(const DioState &report, const BumpPanelLayout &layout)
{
    if (report.address != layout.address)
        return std::nullopt;
    const auto word = static_cast<std::uint16_t>((report.offset << 8) | report.state);
    return BumpPanels{bitSet(word, layout.frontBit), bitSet(word, layout.rearBit)};
}

}  // namespace robodash::rflex
