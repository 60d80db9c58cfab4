#pragma once
// What a running twin's own sensors see: its true pose and a copy of its room, taken together
// under the host's lock so the two belong to the same instant. Feed it to RoomScanner and
// RoomCamera; a host's odometry is not involved.

#include "sim/core/Pose.h"
#include "sim/core/World.h"

namespace robodash::sim {

struct TwinScene {
    Pose pose;     // the true pose, world frame (REP 103: x ahead of the start, y left)
    World world;   // walls, drops and dock, copied: safe to use after the lock is released
};

}  // namespace robodash::sim
