#pragma once
// The monitor's telemetry lines of a family: each monitor line its telemetry description
// names (core/TelemetryDescription.h), with the description's field names and values, plus an
// "event" line for each event in the telemetry core. version_info is printed when it
// changes; every other line at most once a second with the newest values, so a 100 Hz
// stream stays readable in a terminal. A value the robot has not given (a register this
// firmware lacks, a sonar with no echo, a speed before the second sample) is null.
// The Kobuki's identity and events come from its typed feed instead (MonitorPrinter, pinned
// by tests/golden): for it only the readings are printed here (Content::ReadingsOnly).

#include "core/FamilyFrame.h"
#include "core/TelemetryDescription.h"
#include "core/TelemetrySample.h"

#include <QJsonObject>
#include <QObject>

#include <map>

namespace robodash::link {
class RobotLink;
}
class MonitorPrinter;

class FamilyTelemetryLines : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kLinePeriodMs = 1000;
    enum class Content { Everything, ReadingsOnly };

    FamilyTelemetryLines(MonitorPrinter &printer,
                         const robodash::core::TelemetryDescription<robodash::core::FamilyFrame> &description,
                         Content content = Content::Everything, QObject *parent = nullptr);
    void attach(robodash::link::RobotLink &link);

private:
    void onTelemetry(const robodash::core::TelemetrySample &sample);
    void printEvents(const robodash::core::TelemetrySample &sample);
    // Every monitor line's fields that this frame carries, by line type.
    std::map<std::string, QJsonObject> linesOf(const robodash::core::FamilyFrame &frame) const;
    bool due(const std::string &line, const QJsonObject &fields, qint64 atMs);

    MonitorPrinter &m_printer;
    const robodash::core::TelemetryDescription<robodash::core::FamilyFrame> &m_description;
    const Content m_content;
    std::map<std::string, qint64> m_lastPrintedMs;
    QJsonObject m_versionInfo;
};
