#pragma once
// SetControllerGain (command 13) and ControllerInfo (feedback 21) carry the same 13 bytes:
// the gain type as u8, then P, I and D as u32 (gain * 1000). One layout for the encoders and
// the parsers of both, so that they cannot drift apart.

#include "ByteOrder.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace robodash::kobuki::wire {

constexpr std::size_t kGainsLength = 13;

// Gains: SetControllerGain or ControllerInfo (type, pGain, iGain, dGain).
template <typename Gains>
void putGains(std::vector<std::uint8_t> &out, const Gains &gains)
{
    putU8(out, gains.type);
    putU32(out, gains.pGain);
    putU32(out, gains.iGain);
    putU32(out, gains.dGain);
}

// `d` holds kGainsLength bytes; the caller checked the length.
template <typename Gains>
void readGains(const std::uint8_t *d, Gains &out)
{
    out.type = d[0];
    out.pGain = readU32(d + 1);
    out.iGain = readU32(d + 5);
    out.dGain = readU32(d + 9);
}

}  // namespace robodash::kobuki::wire
