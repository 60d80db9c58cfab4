#pragma once
// What the general purpose output word switches on the robot: digital outputs, external
// power rails and the two bicolour LEDs.

#include "kobuki/OutputWord.h"

#include <array>
#include <cstdint>

namespace robodash::sim {

struct OutputState {
    std::array<bool, 4> digitalOutputs{};
    std::array<bool, 4> powerRails{};  // 3.3 V, 5 V, 12 V 5 A, 12 V 1.5 A
    kobuki::LedColour led1 = kobuki::LedColour::Off, led2 = kobuki::LedColour::Off;

    static OutputState fromWord(std::uint16_t word);
};

}  // namespace robodash::sim
