#pragma once
// The Kobuki's own geometry and its docking station's beams, and the drive physics those
// make: what the shared world and drive need to know to be a Kobuki.

#include "kobuki/Conversions.h"
#include "sim/core/DifferentialDrive.h"

#include <array>

namespace robodash::sim {

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
// Near the dock (the older charging rule, Imperfections::chargeOnContactOnly false): the
// robot's centre within this distance of the contact point, facing the station.
constexpr double kDockedDistance = 0.05;
constexpr double kDockedHeadingTolerance = 0.45;
// On the contacts (the default rule). The robot's contacts sit at the front of its body on
// its heading (kRadius from the centre); the station's are on its face at `position`,
// spring-loaded pads reaching kContactTravel out of the face and spanning kContactHalfWidth
// along it either side of the middle. Assumptions sized from photographs of the dock, not
// published figures: 5 mm of spring travel, pads 6 cm wide in all.
constexpr double kContactTravel = 0.005;
constexpr double kContactHalfWidth = 0.03;
}  // namespace dockfield

// Two wheels 230 mm apart, 1 m/s^2 and 0.7 m/s per wheel, over-current above 1.5 A.
constexpr DriveParameters kKobukiDrive{kobuki::kWheelbaseM, kobuki::kTicksPerMetre,
                                       body::kRadius, 1.0, 0.7, 1.5};

}  // namespace robodash::sim
