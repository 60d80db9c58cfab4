#pragma once
// Where a robot is and how it moves, in SI units, as every family reports it in the
// telemetry core: x ahead, y to the left of where odometry started, heading counter-clockwise.

#include "core/WheelTravel.h"

#include <optional>

namespace robodash::core {

struct Pose2D {
    double x = 0, y = 0;  // m
    double theta = 0;     // rad, unwrapped (two turns left is 4 pi)
};

struct Velocity2D {
    double linearMps = 0;
    double angularRadps = 0;
    bool isZero() const { return linearMps == 0 && angularRadps == 0; }
};

// Odometry as the core carries it: the pose, the path length and the measured speeds.
struct OdometryState {
    Pose2D pose;
    double distanceMetres = 0;  // path length, both directions
    Velocity2D velocity;
    bool headingFromGyro = false;
    std::optional<WheelTravel> wheels;  // each wheel's own travel, when the family reports it
};

}  // namespace robodash::core
