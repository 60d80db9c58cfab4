#pragma once
// Link health as a driver's frame finder counts it, for statistics and the wrong-port verdict.

#include <cstdint>

namespace robodash::core {

struct DriverCounters {
    std::uint64_t bytesIn = 0;
    std::uint64_t goodFrames = 0;
    std::uint64_t checksumErrors = 0;
    std::uint64_t discardedBytes = 0;
    std::uint64_t malformed = 0;  // good frames with a part that could not be decoded
};

}  // namespace robodash::core
