#pragma once
// Applies Faults to each outgoing frame: drops some, flips bits in others. Seeded, so a run
// with the same seed and the same frames breaks them the same way.

#include "sim/core/Faults.h"

#include <cstdint>
#include <random>
#include <vector>

namespace robodash::sim {

class FaultInjector {
public:
    explicit FaultInjector(std::uint32_t seed) : m_random(seed) {}

    // False when the frame is lost (silent or dropped); otherwise corrupts it in place as
    // `faults` ask and returns true.
    bool pass(std::vector<std::uint8_t> &frame, const Faults &faults);

private:
    void corrupt(std::vector<std::uint8_t> &bytes, double fraction);

    std::mt19937 m_random;
};

}  // namespace robodash::sim
