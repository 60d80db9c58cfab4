#pragma once
// The ATRV-Jr's body as the twin models it: what the shared drive and world need, and the
// base's own limits. The outline and sonar ring come from rflex::RobotDescription::atrvJr(),
// the same description the driver uses, so twin and dashboard cannot disagree.

#include "sim/core/DifferentialDrive.h"

#include <cstdint>

namespace robodash::sim::atrvjr {

// A 0.78 m x 0.55 m skid-steer body meets walls as a circle of half its length: the front
// and rear panels touch where the real bumpers would, the sides a little early.
constexpr double kBodyRadius = 0.39;
constexpr double kTrackWidth = 0.42;  // between the tracks' contact lines (an assumption)
// The axes' own acceleration limits shape the motion (AxisMotion); the wheels follow them
// at once, so the drive's limits are set out of the way.
constexpr DriveParameters kDrive{kTrackWidth, 1.0, kBodyRadius, 50.0, 3.0, 1e9};

// A wall this close to the body presses a panel: the collision resolver leaves the body at
// exactly its radius, and a panel has a little travel.
constexpr double kPanelTravel = 0.003;
// Contact within this angle of straight ahead presses the front panel, of straight behind
// the rear one; the sides have no panel.
constexpr double kPanelHalfAngle = 1.05;  // about 60 degrees

// Polaroid-style sonars hear a wall up to this far; beyond it a sonar reports no echo.
constexpr double kSonarMaxRangeMetres = 5.0;

// A 24 V lead-acid pack: full at power-up, draining a little at rest and more when moving.
constexpr double kBatteryFullVolts = 25.4;
constexpr double kBatteryEmptyVolts = 22.0;
constexpr double kBatteryIdleDrainVoltsPerSecond = 0.0002;
constexpr double kBatteryDriveDrainVoltsPerMetre = 0.002;
// Two 12 V lead-acid batteries in series: 12 cells. About 25 mOhm each plus wiring and fuse
// (an assumption: no figure is published); the world's imperfections can name another.
constexpr int kBatteryCellsInSeries = 12;
constexpr double kBatteryInternalOhms = 0.08;
// DifferentialDrive's currents are a small robot's (1.6 A stalled); the ATRV-Jr's motors draw
// about five times as much. Only the motors' current sags the battery: the electronics' steady
// draw is in the open-circuit figure, so a base at rest reads its charge's voltage.
constexpr double kMotorCurrentScale = 5.0;

}  // namespace robodash::sim::atrvjr
