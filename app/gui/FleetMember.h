#pragma once
// One robot of a fleet as the user named it: what to connect to, which family, its name on
// the tiles, the pad and the title, and where its own settings live.

#include <QString>

struct FleetMember {
    QString name;           // "tb1"; editable on its tile
    QString robot;          // the family's registry name ("kobuki", "rover", "rflex")
    QString port;           // as RobotLink::connectTo takes it ("sim:", "/dev/ttyUSB0", "ros2:/tb1")
    QString settingsGroup;  // its limits, safety and layout; empty: a plain window's own keys
};
