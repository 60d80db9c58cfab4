#pragma once
// Prints what a RobotLink reports as JSON lines on one stream, one object per line, each
// flushed at once so that a pipe sees it live. Every line has "type" and "time_ms"
// (milliseconds since the printer was made). Telemetry lines (version_info, controller_info)
// take their field names and values from the Kobuki's telemetry description.

#include "kobuki/Events.h"
#include "kobuki/Feedback.h"
#include "kobuki/FeedbackParser.h"
#include "link/LinkStatistics.h"

#include <QJsonObject>
#include <QObject>

#include <cstdio>

namespace robodash::link {
class RobotLink;
}
namespace robodash::app {
class KobukiFeed;
}

class MonitorPrinter : public QObject {
    Q_OBJECT
public:
    explicit MonitorPrinter(std::FILE *out, QObject *parent = nullptr);

    // The link's connection, status and warnings; the Kobuki's versions and events.
    void attach(robodash::link::RobotLink &link, robodash::app::KobukiFeed &kobuki);
    void printError(const QString &message);
    // One line of `type` with `fields`, at link time `atMs` (now when negative).
    void print(const QString &type, QJsonObject fields, qint64 atMs = -1);

private:
    void printStatus(const robodash::link::LinkStatistics &s);
    void printVersionInfoWhenComplete(qint64 atMs);
    void onControllerInfo(const robodash::kobuki::ControllerInfo &info, qint64 atMs);
    void onBumper(const robodash::kobuki::BumperEvent &event, qint64 atMs);
    void onCliff(const robodash::kobuki::CliffEvent &event, qint64 atMs);
    void onWheelDrop(const robodash::kobuki::WheelDropEvent &event, qint64 atMs);
    void onButton(const robodash::kobuki::ButtonEvent &event, qint64 atMs);
    void onDigitalInput(const robodash::kobuki::DigitalInputEvent &event, qint64 atMs);
    void onPower(robodash::kobuki::PowerEvent event, qint64 atMs);

    std::FILE *m_out;
    qint64 m_startMs;
    // The identity answers so far; version_info is printed once all three are in.
    robodash::kobuki::FeedbackFrame m_identity;
    bool m_versionInfoPrinted = false;
};
