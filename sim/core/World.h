#pragma once
// A virtual robot's surroundings: walls it cannot pass, floor areas that drop away (a stair
// or table edge) and a docking station. Pure geometry, no time, no threads and no robot
// family: each family's sensors ask it questions (the Kobuki's: sim/kobuki/WorldSensors.h).
//
// Frame: metres, radians; x ahead of the robot's start pose, y to its left.
//
// The default world (also sim/worlds/default.json, documented in sim/WORLD_FORMAT.md):
//   - a room with walls at x = -1.5 and x = 1.7, y = -2.0 and y = 2.0; the robot starts at
//     the origin facing +x, so its bumper meets the front wall after 1.525 m (1.7 - 0.175);
//   - a stairwell (floor missing) where x is in [0.4, 1.2] and y in [-2.0, -1.2], right of
//     the path ahead;
//   - the docking station against the front wall at (1.7, 1.0), facing back into the room
//     (heading pi); a docked Kobuki's centre is at (1.525, 1.0) facing +x.

#include "sim/core/Imperfections.h"
#include "sim/core/Pose.h"

#include <vector>

namespace robodash::sim {

struct Point {
    double x = 0, y = 0;
};

struct Wall {                      // a line segment the robot's body cannot cross
    Point from, to;
};

struct DropArea {                  // axis-aligned rectangle with no floor (stair, table edge)
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
    bool contains(const Point &p) const;
};

struct Dock {
    bool present = true;
    Point position;                // centre of the station's face, on the wall
    double heading = 0;            // direction the station faces (its IR beams go that way)
};

constexpr double kPi = 3.14159265358979323846;

struct World {
    std::vector<Wall> walls;
    std::vector<DropArea> drops;
    Dock dock;
    Imperfections imperfections;   // the world file's "imperfections", or a Kobuki's defaults

    static World defaultWorld();

    // Moves `centre` out of every wall it overlaps with a circle of `radius`, so the robot
    // slides along walls instead of passing through them.
    Point resolveCollisions(Point centre, double radius) const;
    // The point of each wall nearest `centre`, for the walls no farther than `reach`, in
    // wall order: where a bumper or a range sensor would meet them.
    std::vector<Point> nearestWallPoints(const Point &centre, double reach) const;
    bool isDrop(const Point &p) const;
};

// Helpers shared by the simulator's pieces.
double distance(const Point &a, const Point &b);
Point toWorld(const Pose &pose, double forward, double left);
double normalizeAngle(double radians);  // into (-pi, pi]

}  // namespace robodash::sim
