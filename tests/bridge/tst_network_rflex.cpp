// An rFLEX base (the virtual ATRV-Jr) on the network, opened as a port: `robodash-cli bridge
// sim: --robot rflex` in a process of its own publishes its sonar ranges, bump panels,
// battery and odometry on the loopback interface, and a RobotSession here opens
// `ros2:/ns?domain=D&interface=lo` as the dashboard does. The rFLEX driver is played the base
// from those topics: the sonar ring as the bridge published it, the battery, the odometry
// following the twin while driven; the motors switch and driving reach the twin (its trace
// holds the commands its firmware obeyed) and stop; a namespace with no rFLEX is named.
#include "BridgeProcess.h"
#include "EventWaits.h"
#include "TopicProbe.h"
#include "RobotSession.h"
#include "StoreSeries.h"

#include "core/SafetyStatus.h"
#include "core/TelemetrySample.h"
#include "link/LinkMetaTypes.h"
#include "link/SessionLogReader.h"
#include "rflex/RflexFrame.h"

#include "sensor_msgs.h"
#include "DdsTestDomain.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_network_rflex {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized bridge starting its twin, and DDS discovery
constexpr double kDriveMps = 0.3;

// The translation velocities (raw, signed) of the MOT_AXIS_SET_DIR commands the twin
// obeyed, in order; and whether it saw a brake release.
QList<qint64> obeyedTranslations(const QString &traceFile)
{
    QList<qint64> found;
    QFile trace(traceFile);
    if (!trace.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : trace.readAll().split('\n')) {
        if (!line.contains("\"name\":\"mot_axis_set_dir\"") || !line.contains("\"axis\":0"))
            continue;
        const QJsonObject command = QJsonDocument::fromJson(line).object();
        if (!command.isEmpty())
            found.append(command.value("velocity").toInteger());
    }
    return found;
}

bool traceHas(const QString &traceFile, const QByteArray &text)
{
    QFile trace(traceFile);
    return trace.open(QIODevice::ReadOnly) && trace.readAll().contains(text);
}

template <class Frame>
std::optional<Frame> lastFrameWith(const QSignalSpy &telemetry,
                                   const std::function<bool(const robodash::rflex::RflexFrame &)> &has)
{
    for (int i = telemetry.count() - 1; i >= 0; --i) {
        const auto sample = telemetry.at(i).at(0).value<robodash::core::TelemetrySample>();
        if (const auto *frame = sample.frameAs<robodash::rflex::RflexFrame>(); frame && has(*frame))
            return *frame;
    }
    return std::nullopt;
}

std::optional<robodash::core::OdometryState> lastOdometry(const QSignalSpy &telemetry)
{
    for (int i = telemetry.count() - 1; i >= 0; --i) {
        const auto sample = telemetry.at(i).at(0).value<robodash::core::TelemetrySample>();
        if (sample.core.odometry)
            return sample.core.odometry;
    }
    return std::nullopt;
}

}  // namespace

class TestNetworkRflex : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theSonarRingAndBatteryAreTheBridges();
    void drivingReachesTheTwinAndStops();
    void aRecordingReplaysTheSameReadings();
    void theSelfTestRunsOverTheNetwork();  // before the wall: it drives ahead
    void theSafetyLayerRefusesDrivingIntoTheWall();
    void aNamespaceWithoutAnRflexIsNamed();
    void theBaseGoingAwayAndBackIsFollowed();

private:
    QString port(const QString &rosNamespace) const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(rosNamespace).arg(m_domain);
    }

    int m_domain = 0;
    QString m_namespace;
    QTemporaryDir m_dir;
    QString m_trace;
    BridgeProcess m_bridge;
    std::unique_ptr<RobotSession> m_session;
    std::unique_ptr<QSignalSpy> m_telemetry;
};

void TestNetworkRflex::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/rflex%1").arg(getpid());
    m_trace = m_dir.filePath(QStringLiteral("twin.jsonl"));
    QVERIFY(m_bridge.start(m_domain, m_namespace, {"--robot", "rflex", "--trace", m_trace, "--no-sensors"}));
    m_session = std::make_unique<RobotSession>("rflex");
    m_telemetry = std::make_unique<QSignalSpy>(&m_session->link(), &robodash::link::RobotLink::telemetry);
}

void TestNetworkRflex::theSonarRingAndBatteryAreTheBridges()
{
    TopicProbe probe(m_domain);
    QVERIFY2(probe.isValid(), probe.error().c_str());
    const dds_entity_t front = probe.reader(&sensor_msgs_msg_dds__Range__desc,
                                            ("rt" + m_namespace + "/sonar/range_0").toStdString());
    const dds_entity_t battery = probe.reader(&sensor_msgs_msg_dds__BatteryState__desc,
                                              ("rt" + m_namespace + "/battery_state").toStdString());
    QVERIFY(front > 0 && battery > 0);

    m_session->link().connectTo(port(m_namespace));
    QTRY_VERIFY_WITH_TIMEOUT(m_session->link().isOnline(), kStartUpMs);
    using robodash::rflex::RflexFrame;
    const auto ringHeard = [](const RflexFrame &f) {
        return f.sonar && !f.sonar->ring.empty() && f.sonar->ring[0].heard;
    };
    QTRY_VERIFY_WITH_TIMEOUT(lastFrameWith<RflexFrame>(*m_telemetry, ringHeard).has_value(), kStartUpMs);
    const auto hasStatus = [](const RflexFrame &f) { return f.status.has_value(); };
    QTRY_VERIFY_WITH_TIMEOUT(lastFrameWith<RflexFrame>(*m_telemetry, hasStatus).has_value(), kStartUpMs);
    const auto hasPanels = [](const RflexFrame &f) { return f.dio && f.dio->bumpPanels; };
    QTRY_VERIFY_WITH_TIMEOUT(lastFrameWith<RflexFrame>(*m_telemetry, hasPanels).has_value(), kStartUpMs);

    // The front sonar as the bridge publishes it: the twin stands still, so its range holds.
    float range = NAN;
    int taken = 0;  // QTRY_VERIFY evaluates once more when done: the count must stay
    QTRY_VERIFY_WITH_TIMEOUT((taken += probe.takeEach<sensor_msgs_msg_dds__Range_>(
                                 front, [&](const sensor_msgs_msg_dds__Range_ &r) { range = r.range; })) > 0,
                             kStartUpMs);
    const auto ring = lastFrameWith<RflexFrame>(*m_telemetry, ringHeard)->sonar->ring;
    if (std::isfinite(range)) {
        QVERIFY(ring[0].metres.has_value());
        // The wire's resolution: 1/1476 m.
        QVERIFY2(std::fabs(*ring[0].metres - range) < 0.01,
                 qPrintable(QStringLiteral("%1 m against the bridge's %2 m").arg(*ring[0].metres).arg(range)));
    } else {
        QVERIFY(!ring[0].metres.has_value());  // no echo stays no echo, not a zero
    }
    double volts = NAN;
    taken = 0;
    QTRY_VERIFY_WITH_TIMEOUT((taken += probe.takeEach<sensor_msgs_msg_dds__BatteryState_>(
                                 battery, [&](const sensor_msgs_msg_dds__BatteryState_ &b) { volts = b.voltage; })) > 0,
                             kStartUpMs);
    const auto status = *lastFrameWith<RflexFrame>(*m_telemetry, hasStatus)->status;
    QVERIFY2(std::fabs(status.volts - volts) < 0.05,
             qPrintable(QStringLiteral("%1 V against the bridge's %2 V").arg(status.volts).arg(volts)));
    QVERIFY(status.brakeEngaged);  // as commanded at connect
    const auto panels = *lastFrameWith<RflexFrame>(*m_telemetry, hasPanels)->dio->bumpPanels;
    QVERIFY(!panels.front && !panels.rear);  // the twin starts in the open
}

void TestNetworkRflex::drivingReachesTheTwinAndStops()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    m_session->rflexControl().setMotorsEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(traceHas(m_trace, "\"name\":\"mot_brake_release\""), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(lastOdometry(*m_telemetry).has_value(), kStartUpMs);
    const robodash::core::OdometryState before = *lastOdometry(*m_telemetry);

    QTimer stick;  // a held stick: the dashboard repeats its command at 20 Hz
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMps, 0); });
    stick.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedTranslations(m_trace).isEmpty() && obeyedTranslations(m_trace).last() > 0,
                             kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(lastOdometry(*m_telemetry)->distanceMetres - before.distanceMetres > 0.3,
                             kStartUpMs);
    stick.stop();
    link.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedTranslations(m_trace).isEmpty() && obeyedTranslations(m_trace).last() == 0,
                             robodash::waits::kEventMs);
    m_session->rflexControl().setMotorsEnabled(false);
    QTRY_VERIFY_WITH_TIMEOUT(traceHas(m_trace, "\"name\":\"mot_brake_set\""), kStartUpMs);
}

// Issue 39: a network rFLEX's recording keeps its messages and replays them through the same
// driver: every series of the replay's store is one the live store holds, in order. The
// poses and the axes' positions count from where each link started, and the battery's
// percentage from the resting voltage it saw before (the live link before the recording),
// so they are left out. No base clock is made up from the time a message came (a replay
// would tell another time): the reports' timestamps are empty.
void TestNetworkRflex::aRecordingReplaysTheSameReadings()
{
    auto &link = m_session->link();
    const QString path = m_dir.filePath(QStringLiteral("network-rflex.rdlog"));
    QSignalSpy stopped(&link, &robodash::link::RobotLink::recordingStopped);
    QTRY_VERIFY_WITH_TIMEOUT(lastOdometry(*m_telemetry).has_value(), kStartUpMs);
    link.startRecording(path);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), robodash::waits::kEventMs);
    const int recorded = m_telemetry->count();
    m_session->rflexControl().setMotorsEnabled(true);
    const robodash::core::OdometryState before = *lastOdometry(*m_telemetry);
    QTimer stick;  // a held stick turning on the spot (no wall ahead to meet)
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(0, 0.4); });
    stick.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(std::fabs(lastOdometry(*m_telemetry)->pose.theta - before.pose.theta) > 0.3,
                             kStartUpMs);
    // The battery's messages come at 1 Hz: one with the brake released is in the recording.
    const auto statusSince = [&](int first, bool brakeEngaged) {
        for (int i = first; i < m_telemetry->count(); ++i) {
            const auto sample = m_telemetry->at(i).at(0).value<robodash::core::TelemetrySample>();
            const auto *frame = sample.frameAs<robodash::rflex::RflexFrame>();
            if (frame && frame->status && frame->status->brakeEngaged == brakeEngaged)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(statusSince(recorded, false), kStartUpMs);
    stick.stop();
    link.stop();
    m_session->rflexControl().setMotorsEnabled(false);
    // The battery's next message (1 Hz) brings a status with the brake set: recorded too.
    const int brakeSet = m_telemetry->count();
    QTRY_VERIFY_WITH_TIMEOUT(statusSince(brakeSet, true), kStartUpMs);
    link.stopRecording();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, robodash::waits::kEventMs);
    QVERIFY2(stopped.at(0).at(2).toString().isEmpty(), qPrintable(stopped.at(0).at(2).toString()));

    QString error;
    const std::optional<robodash::link::SessionLog> log = robodash::link::SessionLogReader::read(path, &error);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->header.protocol, QStringLiteral("rflex-ros2-1"));
    RobotSession replay("rflex");
    QSignalSpy finished(&replay.link(), &robodash::link::RobotLink::replayFinished);
    replay.link().setReplaySpeed(0);
    replay.link().openReplay(path);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kStartUpMs);
    // Its status line counts messages, as the live one did (no checksums to fail).
    QSignalSpy statistics(&replay.link(), &robodash::link::RobotLink::statistics);
    QTRY_VERIFY_WITH_TIMEOUT(!statistics.isEmpty(), kStartUpMs);
    QVERIFY(statistics.last().at(0).value<robodash::link::LinkStatistics>().messages);

    const robodash::store::RobotStore &liveStore = m_session->store().store();
    const robodash::store::RobotStore &replayStore = replay.store().store();
    int compared = 0;
    bool turned = false;
    for (std::size_t i = 0; i < replayStore.fields().size(); ++i) {
        const robodash::store::StoreField &field = replayStore.fields()[i];
        QVERIFY2(field.column != "timestamp" || replayStore.series(i).empty(), field.path().c_str());
        if (replayStore.series(i).empty() || field.kind == "odometry" || field.column == "position"
            || field.path() == "robot/battery/percent")
            continue;
        const std::vector<double> fromLog = robodash::testing::valuesIn(replayStore.series(i));
        const robodash::store::FieldSeries *shown = liveStore.find(field.path());
        QVERIFY2(shown, field.path().c_str());
        const std::vector<double> live = robodash::testing::valuesIn(*shown);
        QVERIFY2(robodash::testing::appearsInOrder(fromLog, live),
                 (field.path() + ": replay " + robodash::testing::valuesText(fromLog).substr(0, 300) + ", live "
                  + robodash::testing::valuesText(live).substr(0, 300))
                     .c_str());
        if (field.path() == "rflex/axes[rotation]/velocity")
            turned = std::any_of(fromLog.begin(), fromLog.end(), [](double v) { return v > 0.2; });
        ++compared;
    }
    QVERIFY2(compared >= 8, qPrintable(QString::number(compared)));
    QVERIFY2(turned, "the replay holds no turn");
    // The brake as the session switched it (the bridge publishes none: the replay reads the
    // commands the session sent): released while it turned, set again at the end.
    const std::vector<double> brake =
        robodash::testing::valuesIn(*replayStore.find("rflex/status/brake_engaged"));
    QVERIFY2(std::find(brake.begin(), brake.end(), 0.0) != brake.end(), "never released in the replay");
    QCOMPARE(brake.back(), 1.0);
    QCOMPARE(robodash::testing::valuesIn(*replayStore.find("rflex/status/motors_enabled")).back(), 0.0);

    // A seek rebuilds the state there from what was received and sent before it: released.
    QSignalSpy origin(&replay.link(), &robodash::link::RobotLink::replayClockOrigin);
    QSignalSpy replayed(&replay.link(), &robodash::link::RobotLink::telemetry);
    replay.link().setReplayPaused(true);
    replay.link().openReplay(path);
    QTRY_VERIFY_WITH_TIMEOUT(!origin.isEmpty(), kStartUpMs);
    const qint64 originMs = origin.first().at(0).toLongLong();
    replay.link().setReplayPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, kStartUpMs);
    std::optional<qint64> releasedAtMs;
    for (const auto &arguments : replayed) {
        const auto sample = arguments.at(0).value<robodash::core::TelemetrySample>();
        const auto *frame = sample.frameAs<robodash::rflex::RflexFrame>();
        if (frame && frame->motorsEnabled && frame->axis) {
            releasedAtMs = sample.receivedMs - originMs;
            break;
        }
    }
    QVERIFY(releasedAtMs);
    replay.link().setReplayPaused(true);
    replayed.clear();
    replay.link().seekReplay(*releasedAtMs + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!replayed.isEmpty(), kStartUpMs);
    const auto there = replayed.first().at(0).value<robodash::core::TelemetrySample>();
    QVERIFY(there.frameAs<robodash::rflex::RflexFrame>());
    QVERIFY2(there.frameAs<robodash::rflex::RflexFrame>()->motorsEnabled, "a seek forgot the motors switched on");
}

void TestNetworkRflex::theSafetyLayerRefusesDrivingIntoTheWall()
{
    // The bridge publishes the bump panels; the driver makes them contacts, and the link's
    // safety layer stops the base at the room's wall with the stick still held.
    auto &link = m_session->link();
    QSignalSpy safety(&link, &robodash::link::RobotLink::safetyChanged);
    m_session->rflexControl().setMotorsEnabled(true);
    QTimer stick;
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMps, 0); });
    stick.start(50);
    const auto bumperEnforced = [&safety] {
        for (const auto &arguments : safety) {
            const auto status = arguments.at(0).value<robodash::core::SafetyStatus>();
            if (status.enforced.has(robodash::core::Hazard::Bumper) && status.refusing)
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(bumperEnforced(), 90000);
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedTranslations(m_trace).isEmpty() && obeyedTranslations(m_trace).last() == 0,
                             10000);
    QVERIFY(stick.isActive());
    stick.stop();
    link.stop();
    m_session->rflexControl().setMotorsEnabled(false);
}

void TestNetworkRflex::theSelfTestRunsOverTheNetwork()
{
    // `robodash-cli selftest ros2:/ns --robot rflex` beside the dashboard's session: it
    // releases the brake over commands/motors, drives and turns the twin through the bridge.
    QProcess selfTest;
    selfTest.start(QStringLiteral(ROBODASH_CLI_PATH), {"selftest", port(m_namespace), "--robot", "rflex"});
    QVERIFY(selfTest.waitForFinished(120000));
    const QString printed = QString::fromLocal8Bit(selfTest.readAllStandardOutput());
    QVERIFY2(selfTest.exitCode() == 0, qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Motors and encoders: drive straight")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Motors and encoders: turn on the spot")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral(" 0 failed")), qPrintable(printed));
}

void TestNetworkRflex::aNamespaceWithoutAnRflexIsNamed()
{
    RobotSession lonely("rflex");
    QSignalSpy disconnected(&lonely.link(), &robodash::link::RobotLink::disconnected);
    lonely.link().connectTo(port(QStringLiteral("/nobody%1").arg(getpid())));
    QTRY_VERIFY_WITH_TIMEOUT(!disconnected.isEmpty(), kStartUpMs);
    const QString reason = disconnected.first().at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("no rFLEX at ros2:/nobody")), qPrintable(reason));
    // What is there instead is named (other robots on this domain may be listed too).
    QVERIFY2(reason.contains(QStringLiteral("; found: ")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("%1 rFLEX").arg(m_namespace)), qPrintable(reason));
    QVERIFY(!lonely.link().isOnline());
}

void TestNetworkRflex::theBaseGoingAwayAndBackIsFollowed()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    QVERIFY(m_bridge.terminate(20000));
    QTRY_VERIFY_WITH_TIMEOUT(!link.isOnline(), 10000);
    QVERIFY(m_bridge.start(m_domain, m_namespace, {"--robot", "rflex", "--trace", m_trace, "--no-sensors"}));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs * 2);
    link.disconnectFromRobot();
}

QTEST_GUILESS_MAIN(TestNetworkRflex)

}  // namespace tst_network_rflex
#include "tst_network_rflex.moc"
