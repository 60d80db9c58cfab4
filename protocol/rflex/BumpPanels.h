#pragma once
// Bump panels from DIO reports (rflex-facts.md "Sensors"): the ATRV-Jr's are at address
// 0x40, bit 0 front, bit 1 rear. The layout is a value so another base can name its own.

#include "Reports.h"

#include <cstdint>
#include <optional>

namespace robodash::rflex {

struct BumpPanelLayout {
    std::uint8_t address = 0x40;
    std::uint8_t frontBit = 0;
    std::uint8_t rearBit = 1;
};

struct BumpPanels {
    bool front = false, rear = false;
    bool any() const { return front || rear; }
    bool operator==(const BumpPanels &o) const { return front == o.front && rear == o.rear; }
};

// The panels' state, or no value when the report is for another address. Player reads
// offset and state as one big-endian u16, so bits 0..7 are the state byte's.
std::optional<BumpPanels> bumpPanelsFrom(const DioState &report,
                                         const BumpPanelLayout &layout = {});

}  // namespace robodash::rflex
