#pragma once
// What differs between rFLEX bases while the wire stays the same: odometry units, where the
// bump panels report, the sonar ring (which wire id sits where, facing which way), the
// outline, top speeds and the battery's range. Values, not code, so a lab can describe its
// own base; atrvJr() and b21r() are the two examples (rflex-facts.md: "configurable").

#include "BumpPanels.h"
#include "Conversions.h"
#include "core/Angles.h"

#include <cstdint>
#include <string>
#include <vector>

namespace robodash::rflex {

// One sonar: its wire id (board * 16 + index) and its pose in the robot's frame (x ahead,
// y to the left, angle counter-clockwise from ahead).
struct SonarPlacement {
    std::uint8_t id = 0;
    double xMetres = 0, yMetres = 0;
    double angleRadians = 0;
};

struct RobotDescription {
    // The body seen from above: a rectangle (length along x, width along y) or a circle
    // (diameter = width = length), for the outline a ring view draws.
    enum class Shape { Rectangle, Circle };

    std::string model;
    OdometryUnits units;
    BumpPanelLayout bumpPanels;
    std::vector<SonarPlacement> sonars;  // ring order: the order a ring view draws
    Shape shape = Shape::Rectangle;
    double widthMetres = 0.55, lengthMetres = 0.78;
    double maxLinearMps = 1.0, maxAngularRadps = 1.5;
    // The pack's range for the percentage estimate (linear between the two, clamped).
    double batteryEmptyVolts = 23.0, batteryFullVolts = 25.4;

    // The ring slot of a wire id, or -1 when the description places no sonar there.
    int slotOf(std::uint8_t sonarId) const;

    // The built-in examples; protocol/rflex/robots/ holds them as description files
    // (RobotDescriptionFile.h, docs/ROBOT_DESCRIPTION.md).
    static RobotDescription atrvJr();
    static RobotDescription b21r();
};

}  // namespace robodash::rflex
