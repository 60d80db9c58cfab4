#pragma once
// What the dashboard was asked to do on its command line.

#include "FleetMember.h"
#include "rflex/RobotDescription.h"

#include <QString>
#include <QStringList>

#include <optional>

struct DashboardOptions {
    QString port = QStringLiteral("sim:");  // the built-in virtual Kobuki unless told otherwise
    QString robot = QStringLiteral("kobuki");  // the robot family (--robot)
    QString firmware;  // --firmware: the virtual Rover's firmware line (1.3.0 or 1.0.9); empty: its default
    bool autoReconnect = false;
    bool presentation = false;              // --presentation: start in the presentation view (F11)
    bool showWireInspector = false;         // --wire-inspector: open with the wire inspector shown
    bool logEvents = false;                 // --log-events: the event log on standard error too
    QString screenshotPath;                 // non-empty: render the window to PNG and exit
    double screenshotAfterSeconds = 3.0;
    QString replayPath;                     // non-empty: play this session log, no robot
    QString bagNamespace;                   // --namespace: the robot of a bag of several
    QString recordPath;                     // non-empty: record the session to this log from the start
    // --robot-description FILE (rFLEX only): the base's sonar ring, odometry units, bump
    // panels, outline; the built-in ATRV-Jr without it.
    QString robotDescriptionPath;
    robodash::rflex::RobotDescription rflexDescription = robodash::rflex::RobotDescription::atrvJr();
    QString answer;  // --help or --version: print this on standard output and exit, no window
    QString notice;  // said on standard error before the window opens (a --robot the log overrules)
    bool portGiven = false;  // --port was on the command line (a plain start may reopen last time's fleet)
    // Several robots (--fleet, or --port more than once): each its family, port and name.
    QList<FleetMember> fleet;
    QString settingsGroup;  // a fleet's robot: its settings under this group; empty: a plain window's

    // Parses `arguments` (including the program name). On a bad argument returns nothing
    // and puts a one-line message into `error`.
    static std::optional<DashboardOptions> parse(const QStringList &arguments, QString *error);
};
