#pragma once
// The twin's 360-degree laser scanner, like an RPLIDAR A1 on the robot: pure geometry, one
// sweep at a time, no time and no Qt. Feed it a TwinScene (VirtualRobot::scene()).
//
// Frames (REP 103): the world's x and y as World.h; the scanner's frame is the robot's
// base_link moved by `mount` (x ahead of the robot's centre, y left, z up, yaw
// counter-clockwise). Ray i points at angleMin + i * angleIncrement about the scanner's z
// axis, 0 straight ahead, as in sensor_msgs/LaserScan, so its ranges are in the scanner's
// frame: a client drawing them must apply the mount's transform. The default mount sits
// 0.08 m ahead of the centre on purpose, so a client that forgets shows the walls 8 cm off.
//
// What it sees: walls only. Its plane (0.30 m up) is above the docking station (0.12 m) and
// above the floor, so a drop area (a stair's edge) and the dock give no return, as with a
// real scanner on a Kobuki. A wall nearer than rangeMin or beyond rangeMax, or no wall at
// all, reads +infinity (what rplidar_ros publishes for no return); no ray ever reads 0.

#include "sim/core/PlanarMount.h"
#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <vector>

namespace robodash::sim {

struct ScannerParameters {
    int rays = 360;
    double angleMin = -kPi;                // rad: the first ray looks backwards
    double angleIncrement = kPi / 180.0;   // rad: one degree
    double rangeMin = 0.15;                // m
    double rangeMax = 12.0;                // m
    double rateHz = 10.0;                  // sweeps per second (for a publisher's scan_time)
    PlanarMount mount{0.08, 0.0, 0.30, 0.0};

    double angleMax() const { return angleMin + (rays - 1) * angleIncrement; }
};

class RoomScanner {
public:
    explicit RoomScanner(ScannerParameters parameters = {});

    const ScannerParameters &parameters() const { return m_parameters; }

    // One sweep from the robot's true pose (world frame): parameters().rays ranges in metres,
    // +infinity for no return.
    std::vector<float> ranges(const World &world, const Pose &robot) const;

private:
    // `direction` is a unit vector in the world frame, so the hit's distance is in metres.
    float rangeAlong(const World &world, const Point &origin, const Point &direction) const;

    ScannerParameters m_parameters;
    // Each ray's angle in the scanner's frame, as cos and sin: no trig per sweep but one.
    std::vector<double> m_cos, m_sin;
};

}  // namespace robodash::sim
