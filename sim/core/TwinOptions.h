#pragma once
// What every virtual robot is started with, whatever its family (robodash-cli sim and bridge,
// the dashboard's --firmware): its world, clock, pty link, trace and fault seed, and a
// firmware choice that only a family with several firmware models takes (the Rover Pro).

#include <cstdint>
#include <string>

namespace robodash::sim {

struct TwinOptions {
    std::string worldFile;   // empty: the default world
    std::uint32_t seed = 1;  // for fault injection
    double timeScale = 1.0;  // 1 real time; 10 ten times faster
    std::string linkPath;    // optional symlink to the pty, like /dev/kobuki
    std::string traceFile;   // optional JSON lines trace
    std::string firmware;    // the family's firmware to play ("1.0.9"); empty: its default
};

}  // namespace robodash::sim
