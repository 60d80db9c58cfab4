#include "OutputState.h"

namespace robodash::sim {

namespace {
LedColour ledColour(bool red, bool green)
{
    if (red && green)
        return LedColour::Orange;
    if (red)
        return LedColour::Red;
    return green ? LedColour::Green : LedColour::Off;
}
}  // namespace

OutputState OutputState::fromWord(std::uint16_t word)
{
    OutputState state;
    for (int i = 0; i < 4; ++i) {
        state.digitalOutputs[static_cast<std::size_t>(i)] = word & (1u << i);
        state.powerRails[static_cast<std::size_t>(i)] = word & (0x10u << i);
    }
    state.led1 = ledColour(word & 0x0100, word & 0x0200);
    state.led2 = ledColour(word & 0x0400, word & 0x0800);
    return state;
}

}  // namespace robodash::sim
