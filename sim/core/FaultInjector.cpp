#include "sim/core/FaultInjector.h"

#include <algorithm>

namespace robodash::sim {

bool FaultInjector::pass(std::vector<std::uint8_t> &frame, const Faults &faults)
{
    // A silent robot draws no random number, so switching it off and on again does not
    // change which later frames break.
    std::bernoulli_distribution drop(std::clamp(faults.dropFrameFraction, 0.0, 1.0));
    if (faults.silent || drop(m_random))
        return false;
    corrupt(frame, faults.corruptByteFraction);
    return true;
}

void FaultInjector::corrupt(std::vector<std::uint8_t> &bytes, double fraction)
{
    if (fraction <= 0)
        return;
    std::bernoulli_distribution corrupt(std::min(fraction, 1.0));
    std::uniform_int_distribution<int> bit(0, 7);
    for (std::uint8_t &byte : bytes) {
        if (corrupt(m_random))
            byte = static_cast<std::uint8_t>(byte ^ (1u << bit(m_random)));
    }
}

}  // namespace robodash::sim
