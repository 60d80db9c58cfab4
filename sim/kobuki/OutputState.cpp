#include "sim/kobuki/OutputState.h"

namespace robodash::sim {

OutputState OutputState::fromWord(std::uint16_t word)
{
    const kobuki::OutputWord outputs(word);
    OutputState state;
    for (std::size_t i = 0; i < 4; ++i) {
        state.digitalOutputs[i] = outputs.digitalOutput(static_cast<int>(i));
        state.powerRails[i] = outputs.powerRail(kobuki::kPowerRails[i]);
    }
    state.led1 = outputs.led(0);
    state.led2 = outputs.led(1);
    return state;
}

}  // namespace robodash::sim
