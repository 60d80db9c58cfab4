#pragma once
// The fleet remembered between sessions (QSettings "fleet/robots"): its robots, their names
// and their settings groups, so that a demonstration's three twins come back as they were.
// Also the rules that keep a fleet sound: a name and a settings group per robot, and a port
// that only one robot may hold (a serial device or a network robot opened twice would have
// two dashboards fighting over one robot; every `sim:` is a twin of its own).

#include "FleetMember.h"

#include <QList>

class FleetRoster {
public:
    static QList<FleetMember> load();
    static void save(const QList<FleetMember> &fleet);

    // "robots/kobuki@sim%3A", with "-2", "-3" for the next robots of that family on that port.
    static QString settingsGroupFor(const QString &robot, const QString &port, const QList<FleetMember> &fleet);
    // "Kobuki", then "Kobuki 2", "Kobuki 3": a name no robot of the fleet has yet.
    static QString freeName(const QString &familyDisplayName, const QList<FleetMember> &fleet);
    // The robot that already holds `port`, or -1 (a twin's `sim:` is never held).
    static int holderOf(const QString &port, const QList<FleetMember> &fleet);
    // The most robots tested in one window (tst_fleet_window, robodash-bench-fleet).
    static constexpr int kTestedRobots = 30;
};
