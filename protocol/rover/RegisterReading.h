#pragma once
// One register as the Rover's frame carries it: whether this firmware has it at all (a
// dashboard then says "not on this firmware" instead of showing a stale or aliased number),
// and the latest value read, raw and in SI units (RegisterTable's unit for that register).

#include <cstdint>

namespace robodash::rover {

struct RegisterReading {
    bool onFirmware = false;  // polled on this firmware line
    bool received = false;    // answered at least once since the robot was identified
    std::uint16_t raw = 0;
    double value = 0;         // RegisterInfo::toSi(raw)
    std::int64_t receivedMs = 0;
};

}  // namespace robodash::rover
