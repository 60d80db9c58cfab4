#pragma once
// The virtual Kobuki's surroundings: walls it cannot pass, floor areas that drop away
// (a stair or table edge) and the docking station. Pure geometry, no time and no threads,
// so tests can ask it questions directly.
//
// Frame: metres, radians; x ahead of the robot's start pose, y to its left.
//
// The default world (also sim/worlds/default.json, documented in sim/WORLD_FORMAT.md):
//   - a room with walls at x = -1.5 and x = 1.7, y = -2.0 and y = 2.0; the robot starts at
//     the origin facing +x, so its bumper meets the front wall after 1.525 m (1.7 - 0.175);
//   - a stairwell (floor missing) where x is in [0.4, 1.2] and y in [-2.0, -1.2], right of
//     the path ahead;
//   - the docking station against the front wall at (1.7, 1.0), facing back into the room
//     (heading pi); docked, the robot's centre is at (1.525, 1.0) facing +x.

#include "sim/core/Pose.h"

#include <array>
#include <cstdint>
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

// Geometry of the robot itself, in its own frame (x forward, y left).
namespace body {
constexpr double kRadius = 0.175;
constexpr double kHalfWheelbase = 0.115;
constexpr double kCliffSensorRadius = 0.15;
// Cliff sensors sit at the front right, front and front left (protocol order: right,
// central, left).
constexpr std::array<double, 3> kCliffSensorAngles{-0.75, 0.0, 0.75};
// IR receivers for the dock's beams, protocol order right, central, left: each faces a
// different direction and sees a cone of +-kIrReceiverHalfFov.
constexpr std::array<double, 3> kIrReceiverAngles{-1.05, 0.0, 1.05};
constexpr double kIrReceiverHalfFov = 0.70;
}  // namespace body

// The docking station's beams, in the station's frame (x out of the station).
namespace dockfield {
constexpr double kNearRange = 0.60;
constexpr double kFarRange = 2.50;
constexpr double kFarStartRange = 0.50;     // near and far overlap a little at their border
constexpr double kCentralHalfAngle = 0.17;  // about 10 degrees
constexpr double kSideInnerAngle = 0.09;    // side beams start inside the central one
constexpr double kSideOuterAngle = 1.20;    // about 70 degrees
// Docked: the robot's centre within this distance of the contact point, facing the station.
constexpr double kDockedDistance = 0.05;
constexpr double kDockedHeadingTolerance = 0.45;
}  // namespace dockfield

struct World {
    std::vector<Wall> walls;
    std::vector<DropArea> drops;
    Dock dock;

    static World defaultWorld();

    // Moves `centre` out of every wall it overlaps with a circle of `radius`, so the robot
    // slides along walls instead of passing through them.
    Point resolveCollisions(Point centre, double radius) const;
    // Protocol bumper bits (bits::kRight/kCentre/kLeft) for a robot at `pose` touching walls.
    std::uint8_t bumperBits(const Pose &pose) const;
    bool isDrop(const Point &p) const;
    // Protocol dock IR bytes seen by the right, central and left receivers.
    std::array<std::uint8_t, 3> dockIrSignals(const Pose &pose) const;
    bool isDocked(const Pose &pose) const;
    Point dockContactPoint() const;  // where the robot's centre is when docked
};

// Helpers shared by the simulator's pieces.
Point toWorld(const Pose &pose, double forward, double left);
double normalizeAngle(double radians);  // into (-pi, pi]

}  // namespace robodash::sim
