#pragma once
// What the virtual Rover Pro's firmware counted of the host's packets, for tests and users
// checking a driver: every counter only grows until the twin restarts.

#include <cstdint>

namespace robodash::sim {

struct RoverFirmwareCounters {
    std::uint64_t packets = 0;            // valid packets acted on
    std::uint64_t badChecksums = 0;       // start byte, wrong checksum: ignored
    std::uint64_t implausible = 0;        // checksum right, a motor byte above 250: ignored
    std::uint64_t discardedBytes = 0;     // bytes that were part of no valid packet
    std::uint64_t requests = 0;           // param1 10
    std::uint64_t replies = 0;            // replies sent
    std::uint64_t unanswered = 0;         // requests for a register this line does not have
    std::uint64_t replacedRequests = 0;   // older line: a request the next one replaced
    std::uint64_t droppedRequests = 0;    // newer line: the queue was full
    std::uint64_t flashWrites = 0;        // param1 1-9, 11-18: a real robot writes flash
    std::uint64_t unknownCommands = 0;    // other param1 values, or one this line lacks
    std::uint64_t watchdogStops = 0;      // motors stopped: no valid packet for 333 ms
    std::uint64_t overspeedFaults = 0;    // a track above 1 m/s for 3 s
};

}  // namespace robodash::sim
