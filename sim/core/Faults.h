#pragma once
// What can go wrong between a virtual robot and its host, switched on by tests and users.

namespace robodash::sim {

struct Faults {
    double dropFrameFraction = 0;    // 0..1 of outgoing frames not sent
    double corruptByteFraction = 0;  // 0..1 of sent bytes with a flipped bit
    int delayMs = 0;                 // extra latency of every outgoing frame
    bool silent = false;             // stop sending and ignore commands (switched off)
};

}  // namespace robodash::sim
