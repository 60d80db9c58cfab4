#pragma once
// What the Kobuki's bumper, dock IR receivers and charging contacts make of the shared
// world, in protocol values.

#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <array>
#include <cstdint>

namespace robodash::sim {

class WorldSensors {
public:
    // Protocol bumper bits (bits::kRight/kCentre/kLeft) for a robot at `pose` touching walls.
    static std::uint8_t bumperBits(const World &world, const Pose &pose);
    // Protocol dock IR bytes seen by the right, central and left receivers.
    static std::array<std::uint8_t, 3> dockIrSignals(const World &world, const Pose &pose);
    // Charging: the robot's contacts touch the station's, or (the world's
    // chargeOnContactOnly false) the robot is within the older 5 cm zone in front of them.
    static bool isDocked(const World &world, const Pose &pose);
    static bool contactsTouch(const World &world, const Pose &pose);
    static bool isNearDock(const World &world, const Pose &pose);
    static Point dockContactPoint(const World &world);  // the robot's centre when docked
};

}  // namespace robodash::sim
