#pragma once
// The robot's true pose in the world, shared by the simulator's pieces and its public API.

namespace robodash::sim {

struct Pose {
    double x = 0, y = 0, theta = 0;  // world frame: metres, radians; x ahead of start, y left
};

}  // namespace robodash::sim
