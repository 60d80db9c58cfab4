#include "MonitorPrinter.h"

#include "kobuki/KobukiTelemetryDescription.h"
#include "link/LinkClock.h"
#include "KobukiFeed.h"
#include "link/RobotLink.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <optional>
#include <string>

using namespace robodash;

namespace {

QString sideName(kobuki::Side side)
{
    switch (side) {
    case kobuki::Side::Left:
        return QStringLiteral("left");
    case kobuki::Side::Centre:
        return QStringLiteral("centre");
    case kobuki::Side::Right:
        return QStringLiteral("right");
    }
    return QStringLiteral("unknown");
}

QString powerEventName(kobuki::PowerEvent event)
{
    switch (event) {
    case kobuki::PowerEvent::Unplugged:
        return QStringLiteral("unplugged");
    case kobuki::PowerEvent::PluggedToAdapter:
        return QStringLiteral("plugged_to_adapter");
    case kobuki::PowerEvent::PluggedToDockbase:
        return QStringLiteral("plugged_to_dockbase");
    case kobuki::PowerEvent::ChargeCompleted:
        return QStringLiteral("charge_completed");
    case kobuki::PowerEvent::BatteryLow:
        return QStringLiteral("battery_low");
    case kobuki::PowerEvent::BatteryCritical:
        return QStringLiteral("battery_critical");
    }
    return QStringLiteral("unknown");
}

QJsonValue jsonValue(const core::TelemetryValue &value)
{
    if (value.isInteger())
        return QJsonValue(qint64(value.integer()));
    if (value.isReal())
        return value.real();
    return QString::fromStdString(value.text());
}

// The fields of monitor line `line` that the kinds in `frame` carry, as the description
// names them.
QJsonObject monitorFields(const kobuki::FeedbackFrame &frame, const std::string &line)
{
    QJsonObject fields;
    for (const auto &kind : kobuki::kobukiTelemetryDescription().kinds()) {
        if (kind.monitorLine() != line)
            continue;
        const std::optional<core::TelemetryRow> values = kind.readMonitor(frame);
        for (std::size_t i = 0; values && i < values->size(); ++i)
            fields.insert(QString::fromStdString(kind.monitorColumns()[i].name), jsonValue((*values)[i]));
    }
    return fields;
}

double oneDecimal(double value)
{
    return std::round(value * 10.0) / 10.0;
}

}  // namespace

MonitorPrinter::MonitorPrinter(std::FILE *out, QObject *parent)
    : QObject(parent), m_out(out), m_startMs(link::linkClockMs())
{
}

void MonitorPrinter::print(const QString &type, QJsonObject fields, qint64 atMs)
{
    fields.insert(QStringLiteral("type"), type);
    fields.insert(QStringLiteral("time_ms"), (atMs < 0 ? link::linkClockMs() : atMs) - m_startMs);
    const QByteArray line = QJsonDocument(fields).toJson(QJsonDocument::Compact);
    std::fwrite(line.constData(), 1, std::size_t(line.size()), m_out);
    std::fputc('\n', m_out);
    std::fflush(m_out);
}

void MonitorPrinter::printError(const QString &message)
{
    print(QStringLiteral("error"), {{QStringLiteral("message"), message}});
}

void MonitorPrinter::attach(link::RobotLink &robot, app::KobukiFeed &kobuki)
{
    using app::KobukiFeed;
    using link::RobotLink;
    connect(&robot, &RobotLink::statistics, this, &MonitorPrinter::printStatus);
    connect(&robot, &RobotLink::connected, this, [this] {
        // A reconnected robot may be another one: tell its versions again.
        m_identity = {};
        m_versionInfoPrinted = false;
    });
    connect(&robot, &RobotLink::onlineChanged, this, [this](bool online, qint64 atMs) {
        print(online ? QStringLiteral("online") : QStringLiteral("offline"), {}, atMs);
    });
    connect(&robot, &RobotLink::disconnected, this, [this](const QString &reason) {
        print(QStringLiteral("disconnected"), {{QStringLiteral("reason"), reason}});
    });
    connect(&robot, &RobotLink::connectionFailed, this, &MonitorPrinter::printError);
    connect(&robot, &RobotLink::warning, this, [this](const QString &message) {
        print(QStringLiteral("warning"), {{QStringLiteral("message"), message}});
    });
    connect(&robot, &RobotLink::driveRefused, this, [this](const QString &reason) {
        if (!reason.isEmpty())  // empty: a new connection, which may drive until it says otherwise
            print(QStringLiteral("drive-refused"), {{QStringLiteral("reason"), reason}});
    });
    connect(&kobuki, &KobukiFeed::hardwareVersion, this, [this](const kobuki::Version &v, qint64 atMs) {
        m_identity.hardwareVersion = v;
        printVersionInfoWhenComplete(atMs);
    });
    connect(&kobuki, &KobukiFeed::firmwareVersion, this, [this](const kobuki::Version &v, qint64 atMs) {
        m_identity.firmwareVersion = v;
        printVersionInfoWhenComplete(atMs);
    });
    connect(&kobuki, &KobukiFeed::udid, this, [this](const kobuki::Udid &udid, qint64 atMs) {
        m_identity.udid = udid;
        printVersionInfoWhenComplete(atMs);
    });
    connect(&kobuki, &KobukiFeed::controllerInfo, this, &MonitorPrinter::onControllerInfo);
    connect(&kobuki, &KobukiFeed::bumperEvent, this, &MonitorPrinter::onBumper);
    connect(&kobuki, &KobukiFeed::cliffEvent, this, &MonitorPrinter::onCliff);
    connect(&kobuki, &KobukiFeed::wheelDropEvent, this, &MonitorPrinter::onWheelDrop);
    connect(&kobuki, &KobukiFeed::buttonEvent, this, &MonitorPrinter::onButton);
    connect(&kobuki, &KobukiFeed::digitalInputEvent, this, &MonitorPrinter::onDigitalInput);
    connect(&kobuki, &KobukiFeed::powerEvent, this, &MonitorPrinter::onPower);
}

void MonitorPrinter::printStatus(const link::LinkStatistics &s)
{
    QJsonObject fields{
        {QStringLiteral("connected"), s.connected},
        {QStringLiteral("online"), s.online},
        {QStringLiteral("frames_per_second"), oneDecimal(s.framesPerSecond)},
        {QStringLiteral("bytes_per_second"), oneDecimal(s.bytesPerSecond)},
        {QStringLiteral("checksum_errors"), double(s.checksumErrors)},
        {QStringLiteral("discarded_bytes"), double(s.discardedBytes)},
        {QStringLiteral("last_frame_age_ms"),
         s.lastFrameAgeMs < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(double(s.lastFrameAgeMs))}};
    if (!s.transportNote.isEmpty())  // a network robot's delay
        fields.insert(QStringLiteral("transport"), s.transportNote);
    print(QStringLiteral("status"), fields);
}

void MonitorPrinter::printVersionInfoWhenComplete(qint64 atMs)
{
    if (m_versionInfoPrinted || !m_identity.hardwareVersion || !m_identity.firmwareVersion
        || !m_identity.udid)
        return;
    m_versionInfoPrinted = true;
    print(QStringLiteral("version_info"), monitorFields(m_identity, "version_info"), atMs);
}

void MonitorPrinter::onControllerInfo(const kobuki::ControllerInfo &info, qint64 atMs)
{
    kobuki::FeedbackFrame frame;
    frame.controllerInfo = info;
    print(QStringLiteral("controller_info"), monitorFields(frame, "controller_info"), atMs);
}

void MonitorPrinter::onBumper(const kobuki::BumperEvent &event, qint64 atMs)
{
    print(QStringLiteral("bumper"),
          {{QStringLiteral("bumper"), sideName(event.bumper)},
           {QStringLiteral("state"), event.pressed ? QStringLiteral("pressed") : QStringLiteral("released")}},
          atMs);
}

void MonitorPrinter::onCliff(const kobuki::CliffEvent &event, qint64 atMs)
{
    print(QStringLiteral("cliff"),
          {{QStringLiteral("sensor"), sideName(event.sensor)},
           {QStringLiteral("state"), event.cliff ? QStringLiteral("cliff") : QStringLiteral("floor")},
           {QStringLiteral("bottom"), int(event.bottom)}},
          atMs);
}

void MonitorPrinter::onWheelDrop(const kobuki::WheelDropEvent &event, qint64 atMs)
{
    print(QStringLiteral("wheel_drop"),
          {{QStringLiteral("wheel"), sideName(event.wheel)},
           {QStringLiteral("state"), event.dropped ? QStringLiteral("dropped") : QStringLiteral("raised")}},
          atMs);
}

void MonitorPrinter::onButton(const kobuki::ButtonEvent &event, qint64 atMs)
{
    print(QStringLiteral("button"),
          {{QStringLiteral("button"), int(event.button)},
           {QStringLiteral("state"), event.pressed ? QStringLiteral("pressed") : QStringLiteral("released")}},
          atMs);
}

void MonitorPrinter::onDigitalInput(const kobuki::DigitalInputEvent &event, qint64 atMs)
{
    QJsonArray values;
    for (bool value : event.values)
        values.append(value);
    print(QStringLiteral("digital_input"), {{QStringLiteral("values"), values}}, atMs);
}

void MonitorPrinter::onPower(kobuki::PowerEvent event, qint64 atMs)
{
    print(QStringLiteral("power"), {{QStringLiteral("event"), powerEventName(event)}}, atMs);
}
