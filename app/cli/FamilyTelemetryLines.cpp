#include "FamilyTelemetryLines.h"

#include "MonitorPrinter.h"
#include "link/RobotLink.h"

#include <optional>

using namespace robodash;

namespace {

const std::string kVersionInfo = "version_info";

QJsonValue jsonValue(const core::TelemetryValue &value)
{
    if (value.isInteger())
        return QJsonValue(qint64(value.integer()));
    if (value.isReal())
        return value.real();
    if (value.text().empty())
        return QJsonValue(QJsonValue::Null);  // not given: not on this firmware, no echo
    return QString::fromStdString(value.text());
}

}  // namespace

FamilyTelemetryLines::FamilyTelemetryLines(
    MonitorPrinter &printer, const core::TelemetryDescription<core::FamilyFrame> &description,
    Content content, QObject *parent)
    : QObject(parent), m_printer(printer), m_description(description), m_content(content)
{
}

void FamilyTelemetryLines::attach(link::RobotLink &link)
{
    connect(&link, &link::RobotLink::telemetry, this, &FamilyTelemetryLines::onTelemetry);
    connect(&link, &link::RobotLink::connected, this, [this] {
        // A reconnected robot may be another one: tell its identity again, and at once.
        m_versionInfo = {};
        m_lastPrintedMs.clear();
    });
}

void FamilyTelemetryLines::onTelemetry(const core::TelemetrySample &sample)
{
    const bool everything = m_content == Content::Everything;
    if (everything)
        printEvents(sample);
    if (!sample.frame)
        return;
    for (const auto &[line, fields] : linesOf(*sample.frame)) {
        if (!everything && line == kVersionInfo)
            continue;
        if (due(line, fields, sample.receivedMs))
            m_printer.print(QString::fromStdString(line), fields, sample.receivedMs);
    }
}

void FamilyTelemetryLines::printEvents(const core::TelemetrySample &sample)
{
    for (const core::RobotEvent &event : sample.core.events)
        m_printer.print(QStringLiteral("event"),
                        {{QStringLiteral("message"), QString::fromStdString(event.text)},
                         {QStringLiteral("warning"), event.warning}},
                        sample.receivedMs);
}

std::map<std::string, QJsonObject> FamilyTelemetryLines::linesOf(const core::FamilyFrame &frame) const
{
    std::map<std::string, QJsonObject> lines;
    for (const auto &kind : m_description.kinds()) {
        const std::optional<core::TelemetryRow> values = kind.readMonitor(frame);
        if (!values)
            continue;
        QJsonObject &fields = lines[kind.monitorLine()];
        for (std::size_t i = 0; i < values->size(); ++i)
            fields.insert(QString::fromStdString(kind.monitorColumns()[i].name), jsonValue((*values)[i]));
    }
    return lines;
}

bool FamilyTelemetryLines::due(const std::string &line, const QJsonObject &fields, qint64 atMs)
{
    if (line == kVersionInfo) {
        if (fields == m_versionInfo)
            return false;
        m_versionInfo = fields;
        return true;
    }
    const auto last = m_lastPrintedMs.find(line);
    if (last != m_lastPrintedMs.end() && atMs - last->second < kLinePeriodMs)
        return false;
    m_lastPrintedMs[line] = atMs;
    return true;
}
