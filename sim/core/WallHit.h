#pragma once
// A ray cast across the floor plane against a world's walls: the shared geometry of the
// twin's laser (RoomScanner) and camera (RoomCamera). Walls are segments of unlimited
// height here; the caller decides what a hit means.

#include "sim/core/World.h"

#include <cstddef>
#include <optional>

namespace robodash::sim {

struct WallHit {
    // How far along the ray, in lengths of its `direction`: metres for a unit direction, the
    // depth along the optical axis for a camera's (1, lateral) column direction.
    double along = 0;
    std::size_t wall = 0;      // index in World::walls
    double alongWall = 0;      // metres from the wall's `from` end to the hit
};

// The nearest wall the ray from `origin` along `direction` meets in front of it (along > 0),
// or nothing. A NaN origin or direction meets nothing.
std::optional<WallHit> nearestWallHit(const World &world, const Point &origin,
                                      const Point &direction);

}  // namespace robodash::sim
