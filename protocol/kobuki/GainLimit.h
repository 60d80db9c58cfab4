#pragma once
// The highest wheel controller gain an operator may set, from the dashboard's PID editor or
// from a ROS 2 network (commands/controller_info). The wire could carry up to 4294967.295
// (kMaxGain), but no wheel controller wants a gain near that: a typo there (an extra digit or
// three) would make the robot lurch. The factory gains are P 100, I 0.1, D 2; 10000 leaves
// two orders of magnitude of room above P.

#include <cmath>

namespace robodash::kobuki {

constexpr int kOperatorMaxGain = 10000;

inline bool isOperatorGain(double gain)
{
    return std::isfinite(gain) && gain >= 0 && gain <= kOperatorMaxGain;
}

}  // namespace robodash::kobuki
