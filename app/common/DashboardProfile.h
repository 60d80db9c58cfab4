#pragma once
// What a family's dashboard window shows besides the common panels (battery, map, drive pad,
// events, safety, drive limits, gamepad, connection bar, status): its own panels, and the
// settings key its dock layout is kept under. Set once per family in Families.cpp.

#include <string>

namespace robodash::app {

struct DashboardProfile {
    // A family's own panels. The rFLEX's come with its issue; until then its window shows
    // the common panels only.
    enum class Panels {
        None,    // the common panels alone
        Kobuki,  // RobotView, motors, inputs, versions, gyro, cliffs, outputs, wheel PID, sound, dock IR
        Rflex,   // sonar ring (central), motors and brake, bump panels, axes
        Rover,   // batteries A and B, tracks, flipper, fan / low-speed / fault, firmware
    };
    Panels panels = Panels::None;
    // QSettings key of the window's saved dock layout, one per family: a layout saved
    // without a family's panels must never hide them from that family's window later.
    std::string layoutKey;
    // QSettings group of the over-current stop's saved setting, one per family (its range
    // is the family's).
    std::string safetySettingsGroup;
};

}  // namespace robodash::app
