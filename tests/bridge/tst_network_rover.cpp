// A Rover Pro on the network, opened as a port: `robodash-cli bridge sim: --robot rover` in a
// process of its own publishes the virtual Rover's topics (as roverrobotics_driver names
// them, its default) on the loopback interface, and a RobotSession here opens
// `ros2:/ns?domain=D&interface=lo` as the dashboard does. The Rover Pro driver is answered
// from those topics: batteries as the bridge published them, the odometry following the
// twin's own pose while driven, driving and stopping reaching the twin (its trace holds the
// packets its firmware obeyed), what the network does not carry read as not read, a
// namespace with no Rover named, the robot going away and coming back followed.
#include "BridgeProcess.h"
#include "EventWaits.h"
#include "DiscoveredRobot.h"
#include "TopicProbe.h"
#include "TwinProcess.h"
#include "RobotSession.h"

#include "core/TelemetrySample.h"
#include "link/LinkMetaTypes.h"
#include "rover/RoverFrame.h"

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

namespace tst_network_rover {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::rover::Register;

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized bridge starting its twin, and DDS discovery
constexpr double kDriveMps = 0.3;
constexpr int kMotorStop = 125;

struct Packet {
    int left, right, param1;
};

// The packets the twin's firmware obeyed, in order.
QList<Packet> obeyedPackets(const QString &traceFile)
{
    QList<Packet> found;
    QFile trace(traceFile);
    if (!trace.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : trace.readAll().split('\n')) {
        if (!line.contains("\"type\":\"packet\""))
            continue;
        const QJsonObject packet = QJsonDocument::fromJson(line).object();
        if (!packet.isEmpty())
            found.append({packet.value("left").toInt(), packet.value("right").toInt(),
                          packet.value("param1").toInt()});
    }
    return found;
}

bool drivesForward(const Packet &packet)
{
    return packet.left > kMotorStop && packet.right > kMotorStop;
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

std::optional<robodash::rover::RoverFrame> lastFrame(const QSignalSpy &telemetry)
{
    for (int i = telemetry.count() - 1; i >= 0; --i) {
        const auto sample = telemetry.at(i).at(0).value<robodash::core::TelemetrySample>();
        if (const auto *frame = sample.frameAs<robodash::rover::RoverFrame>())
            return *frame;
    }
    return std::nullopt;
}

bool warned(const QSignalSpy &warnings, const QString &text)
{
    for (const auto &arguments : warnings) {
        if (arguments.at(0).toString().contains(text))
            return true;
    }
    return false;
}

}  // namespace

class TestNetworkRover : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void discoverListsTheRobot();
    void theBatteriesAreTheBridges();
    void whatTheNetworkDoesNotCarryIsNotRead();
    void drivingMovesTheTwinAndTheOdometryFollows();
    void theSelfTestDrivesOverTheNetwork();
    void theBridgesOwnNamesDriveToo();
    void aNamespaceWithoutARoverIsNamed();
    void twoRoversUnderTheVendorsNamesAreWatchedOnly();
    void theRobotGoingAwayAndBackIsFollowed();

private:
    QString port(const QString &rosNamespace) const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(rosNamespace).arg(m_domain);
    }
    // --no-sensors: the twin's camera would render (on a thread of the bridge's own,
    // TwinSensorThread) for the dashboard session here, which reads the first picture topic it
    // finds; nothing here checks pictures, and a sanitizer build on two cores pays for them.
    QStringList bridgeArguments() const { return {"--robot", "rover", "--trace", m_trace, "--no-sensors"}; }

    int m_domain = 0;
    QString m_namespace;
    QTemporaryDir m_dir;
    QString m_trace;
    BridgeProcess m_bridge;
    std::unique_ptr<RobotSession> m_session;
    std::unique_ptr<QSignalSpy> m_telemetry, m_warnings;
};

void TestNetworkRover::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/rover%1").arg(getpid());
    m_trace = m_dir.filePath(QStringLiteral("twin.jsonl"));
    QVERIFY(m_bridge.start(m_domain, m_namespace, bridgeArguments()));
    m_session = std::make_unique<RobotSession>("rover");
    m_telemetry = std::make_unique<QSignalSpy>(&m_session->link(), &robodash::link::RobotLink::telemetry);
    m_warnings = std::make_unique<QSignalSpy>(&m_session->link(), &robodash::link::RobotLink::warning);
}

void TestNetworkRover::discoverListsTheRobot()
{
    QJsonObject robot;
    QTRY_VERIFY_WITH_TIMEOUT(!(robot = DiscoveredRobot::in(m_domain, m_namespace, kStartUpMs)).isEmpty(),
                             kStartUpMs);
    QCOMPARE(robot.value("family").toString(), QStringLiteral("rover"));
    QCOMPARE(robot.value("node").toString(), QStringLiteral("roverrobotics_driver"));
}

void TestNetworkRover::theBatteriesAreTheBridges()
{
    // What the bridge publishes, read beside the dashboard as any ROS 2 node would.
    TopicProbe probe(m_domain);
    QVERIFY2(probe.isValid(), probe.error().c_str());
    const dds_entity_t batteryA = probe.reader(&sensor_msgs_msg_dds__BatteryState__desc,
                                               ("rt" + m_namespace + "/battery_a_state").toStdString());
    QVERIFY(batteryA > 0);

    m_session->link().connectTo(port(m_namespace));
    QTRY_VERIFY_WITH_TIMEOUT(m_session->link().isOnline(), kStartUpMs);
    const auto readBoth = [&] {
        const auto frame = lastFrame(*m_telemetry);
        return frame && frame->identified && frame->value(Register::BatteryVoltageA)
               && frame->value(Register::StateOfChargeA) && frame->value(Register::BatteryVoltageB);
    };
    QTRY_VERIFY_WITH_TIMEOUT(readBoth(), kStartUpMs);

    double volts = NAN, fraction = NAN, celsius = NAN;
    int taken = 0;  // QTRY_VERIFY evaluates once more when done: the count must stay
    QTRY_VERIFY_WITH_TIMEOUT((taken += probe.takeEach<sensor_msgs_msg_dds__BatteryState_>(
                                 batteryA, [&](const sensor_msgs_msg_dds__BatteryState_ &b) {
                                     volts = b.voltage;
                                     fraction = b.percentage;
                                     celsius = b.temperature;
                                 })) > 0,
                             kStartUpMs);
    // The register's own resolution (1/58 V) and a battery's slow change between samples.
    const auto frame = *lastFrame(*m_telemetry);
    QVERIFY2(volts > 10 && volts < 40, qPrintable(QString::number(volts)));
    QVERIFY2(std::fabs(*frame.value(Register::BatteryVoltageA) - volts) < 0.1,
             qPrintable(QStringLiteral("%1 V against the bridge's %2 V")
                            .arg(*frame.value(Register::BatteryVoltageA)).arg(volts)));
    QVERIFY(std::fabs(*frame.value(Register::StateOfChargeA) - fraction * 100) <= 1.0);
    // The twin runs 1.3.0, whose smart batteries say their temperature.
    QVERIFY(std::isfinite(celsius));
    QTRY_VERIFY_WITH_TIMEOUT(lastFrame(*m_telemetry)->value(Register::SmartBatteryTemperatureA),
                             kStartUpMs);
    QVERIFY(std::fabs(*lastFrame(*m_telemetry)->value(Register::SmartBatteryTemperatureA) - celsius) < 1.0);
}

void TestNetworkRover::whatTheNetworkDoesNotCarryIsNotRead()
{
    // No topic carries the motor currents or the fan: not read, never a zero; the operator
    // is told, and the firmware version is said to be a stand-in.
    QTRY_VERIFY_WITH_TIMEOUT(warned(*m_warnings, QStringLiteral("not on the network from %1")
                                                     .arg(port(m_namespace))),
                             kStartUpMs);
    QVERIFY(warned(*m_warnings, QStringLiteral("motor currents")));
    const auto frame = *lastFrame(*m_telemetry);
    QVERIFY(!frame.value(Register::LeftMotorCurrent));
    QVERIFY(!frame.value(Register::FanSpeed));
    QVERIFY(!frame.value(Register::MotorFault));
    QVERIFY(frame.value(Register::FlipperAngle));
    // Both packs' currents are carried: the total drawn is their sum, not "—" (issue 38).
    QTRY_VERIFY_WITH_TIMEOUT(lastFrame(*m_telemetry)->value(Register::TotalCurrent), kStartUpMs);
    const auto withTotal = *lastFrame(*m_telemetry);
    QVERIFY(withTotal.value(Register::BatteryCurrentA) && withTotal.value(Register::BatteryCurrentB));
    QVERIFY2(std::fabs(*withTotal.value(Register::TotalCurrent) - *withTotal.value(Register::BatteryCurrentA)
                       - *withTotal.value(Register::BatteryCurrentB))
                 < 0.1,
             qPrintable(QString::number(*withTotal.value(Register::TotalCurrent))));
}

void TestNetworkRover::drivingMovesTheTwinAndTheOdometryFollows()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    QTRY_VERIFY_WITH_TIMEOUT(lastOdometry(*m_telemetry).has_value(), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(!TwinProcess::posesIn(m_trace).empty(), kStartUpMs);
    const robodash::core::OdometryState before = *lastOdometry(*m_telemetry);
    const TracePose twinBefore = TwinProcess::posesIn(m_trace).back();

    QTimer stick;  // a held stick: the dashboard repeats its command at 20 Hz
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMps, 0); });
    stick.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedPackets(m_trace).isEmpty() && drivesForward(obeyedPackets(m_trace).last()),
                             kStartUpMs);
    // Some way down the room, then every stop path's zero: the link's stop().
    QTRY_VERIFY_WITH_TIMEOUT(lastOdometry(*m_telemetry)->distanceMetres - before.distanceMetres > 0.4,
                             kStartUpMs);
    // At speed, the map's speed is the robot's and straight is straight, every sample (issue
    // 38: encoder counts differenced per poll read 0..2x the speed and turned in reverse).
    const int atSpeed = m_telemetry->count();
    QTRY_VERIFY_WITH_TIMEOUT(m_telemetry->count() > atSpeed + 30, kStartUpMs);
    for (int i = atSpeed; i < m_telemetry->count(); ++i) {
        const auto sample = m_telemetry->at(i).at(0).value<robodash::core::TelemetrySample>();
        if (!sample.core.odometry)
            continue;
        const robodash::core::Velocity2D v = sample.core.odometry->velocity;
        QVERIFY2(std::fabs(v.linearMps - kDriveMps) < 0.03 && std::fabs(v.angularRadps) < 0.03,
                 qPrintable(QStringLiteral("%1 m/s, %2 rad/s").arg(v.linearMps).arg(v.angularRadps)));
    }
    stick.stop();
    link.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedPackets(m_trace).isEmpty()
                                 && !drivesForward(obeyedPackets(m_trace).last()),
                             robodash::waits::kEventMs);
    // The twin stands still: its pose no longer changes, and the odometry comes to rest too.
    const auto twinSettled = [this] {
        const auto poses = TwinProcess::posesIn(m_trace);
        return poses.size() > 5 && std::hypot(poses.back().x - poses[poses.size() - 5].x,
                                              poses.back().y - poses[poses.size() - 5].y) < 1e-4;
    };
    QTRY_VERIFY_WITH_TIMEOUT(twinSettled(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(std::fabs(lastOdometry(*m_telemetry)->velocity.linearMps) < 1e-3, 10000);
    const TracePose twinAfter = TwinProcess::posesIn(m_trace).back();
    const double twinMoved = std::hypot(twinAfter.x - twinBefore.x, twinAfter.y - twinBefore.y);
    QVERIFY2(twinMoved > 0.4, qPrintable(QString::number(twinMoved)));
    const auto shownMoved = [&] {
        const robodash::core::OdometryState after = *lastOdometry(*m_telemetry);
        return std::hypot(after.pose.x - before.pose.x, after.pose.y - before.pose.y);
    };
    // The dashboard's odometry is the bridge's message, and the bridge's is the twin's
    // encoders: a few centimetres of slip and rounding at most. The twist can say "still"
    // while the pose has one step to go: wait for the pose to arrive.
    QTRY_VERIFY2_WITH_TIMEOUT(std::fabs(shownMoved() - twinMoved) < 0.1 * twinMoved,
                              qPrintable(QStringLiteral("shown %1 m, twin %2 m").arg(shownMoved()).arg(twinMoved)),
                              10000);
}

void TestNetworkRover::theSelfTestDrivesOverTheNetwork()
{
    // `robodash-cli selftest ros2:/ns --robot rover` beside the dashboard's session: the
    // battery, driving and turning are checked over the network; the motor currents, which
    // no topic carries, are skipped as not on the network rather than failed.
    QProcess selfTest;
    selfTest.start(QStringLiteral(ROBODASH_CLI_PATH), {"selftest", port(m_namespace), "--robot", "rover"});
    QVERIFY(selfTest.waitForFinished(120000));
    const QString printed = QString::fromLocal8Bit(selfTest.readAllStandardOutput());
    const QString said = QString::fromLocal8Bit(selfTest.readAllStandardError());
    QVERIFY2(selfTest.exitCode() == 0, qPrintable(printed + said));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Link and identity")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral(" 0 failed")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Battery")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Motors and encoders: drive straight")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("PASS  Motors and encoders: turn on the spot")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("SKIP  Motor current at rest and moving")), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("motor currents are not on the network")), qPrintable(printed));
}

void TestNetworkRover::theBridgesOwnNamesDriveToo()
{
    // `--ros-profile robodash`: odometry on `odom`, velocity on `commands/velocity`, both in
    // the namespace; the transport follows the odometry that speaks.
    const QString rosNamespace = m_namespace + QStringLiteral("own");
    const QString trace = m_dir.filePath(QStringLiteral("own.jsonl"));
    BridgeProcess bridge;
    QVERIFY(bridge.start(m_domain, rosNamespace,
                         {"--robot", "rover", "--ros-profile", "robodash", "--trace", trace, "--no-sensors"}));
    RobotSession session("rover");
    auto &link = session.link();
    link.connectTo(port(rosNamespace));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs);
    QTimer stick;
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMps, 0); });
    stick.start(50);
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedPackets(trace).isEmpty() && drivesForward(obeyedPackets(trace).last()),
                             kStartUpMs);
    stick.stop();
    link.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!obeyedPackets(trace).isEmpty() && !drivesForward(obeyedPackets(trace).last()),
                             robodash::waits::kEventMs);
    link.disconnectFromRobot();
    QVERIFY(bridge.terminate(20000));
}

void TestNetworkRover::aNamespaceWithoutARoverIsNamed()
{
    RobotSession lonely("rover");
    QSignalSpy disconnected(&lonely.link(), &robodash::link::RobotLink::disconnected);
    lonely.link().connectTo(port(QStringLiteral("/nobody%1").arg(getpid())));
    QTRY_VERIFY_WITH_TIMEOUT(!disconnected.isEmpty(), kStartUpMs);
    const QString reason = disconnected.first().at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("no Rover Pro at ros2:/nobody")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("domain %1").arg(m_domain)), qPrintable(reason));
    // What is there instead is named (other robots on this domain may be listed too).
    QVERIFY2(reason.contains(QStringLiteral("; found: ")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("%1 Rover Pro").arg(m_namespace)), qPrintable(reason));
    QVERIFY(!lonely.link().isOnline());

    // Issue 38: the Rover's namespace opened as a Kobuki says what to do, not only what it found.
    RobotSession wrongFamily("kobuki");
    QSignalSpy refused(&wrongFamily.link(), &robodash::link::RobotLink::disconnected);
    wrongFamily.link().connectTo(port(m_namespace));
    QTRY_VERIFY_WITH_TIMEOUT(!refused.isEmpty(), kStartUpMs);
    const QString advice = refused.first().at(0).toString();
    QVERIFY2(advice.contains(QStringLiteral("no Kobuki at %1").arg(port(m_namespace))), qPrintable(advice));
    QVERIFY2(advice.contains(QStringLiteral("%1 is a Rover Pro: open it as one (robodash --robot rover --port %2")
                                 .arg(m_namespace, port(m_namespace))),
             qPrintable(advice));
}

void TestNetworkRover::twoRoversUnderTheVendorsNamesAreWatchedOnly()
{
    // Issue 38: roverrobotics_driver's names are absolute, so a second Rover Pro shared under
    // them on this domain takes the same /cmd_vel: driving one drove both. Discovery names it
    // on both robots, and a link to either watches only, saying why; a held stick reaches
    // neither twin.
    const QString rosNamespace = m_namespace + QStringLiteral("two");
    const QString trace = m_dir.filePath(QStringLiteral("two.jsonl"));
    BridgeProcess second;
    QVERIFY(second.start(m_domain, rosNamespace, {"--robot", "rover", "--trace", trace, "--no-sensors"}));
    QJsonObject listed;
    QTRY_VERIFY_WITH_TIMEOUT(
        (listed = DiscoveredRobot::in(m_domain, rosNamespace, kStartUpMs)).value("problem").toString().contains(
            QStringLiteral("2 Rover Pros share roverrobotics_driver's absolute /cmd_vel")),
        kStartUpMs);
    QVERIFY2(DiscoveredRobot::in(m_domain, m_namespace, kStartUpMs).value("problem").toString().contains(
                 QStringLiteral("a command to one drives them all")),
             qPrintable(listed.value("problem").toString()));

    RobotSession session("rover");
    auto &link = session.link();
    QSignalSpy refused(&link, &robodash::link::RobotLink::driveRefused);
    link.connectTo(port(rosNamespace));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(warned(refused, QStringLiteral("2 Rover Pros on domain")), kStartUpMs);

    QTimer stick;
    connect(&stick, &QTimer::timeout, &link, [&link] { link.drive(kDriveMps, 0); });
    stick.start(50);
    // Both twins obey their bridges' polls many times over while the stick is held (about
    // 10 packets a second each): none of those packets drives.
    const int firstBefore = int(obeyedPackets(m_trace).size());
    const int secondBefore = int(obeyedPackets(trace).size());
    QTRY_VERIFY_WITH_TIMEOUT(obeyedPackets(m_trace).size() > firstBefore + 20
                                 && obeyedPackets(trace).size() > secondBefore + 20,
                             kStartUpMs);
    stick.stop();
    for (const auto &[file, before] : {std::pair{m_trace, firstBefore}, std::pair{trace, secondBefore}}) {
        const QList<Packet> packets = obeyedPackets(file);
        for (int i = before; i < packets.size(); ++i)
            QVERIFY2(!drivesForward(packets.at(i)), qPrintable(QStringLiteral("%1: packet %2 drives").arg(file).arg(i)));
    }
    // The other Rover leaves: this one may be driven again (and says so); the dashboard's own
    // link, open on the first Rover all along, too.
    QVERIFY(second.terminate(20000));
    QTRY_VERIFY_WITH_TIMEOUT(!refused.isEmpty() && refused.last().at(0).toString().isEmpty(), kStartUpMs);
    link.disconnectFromRobot();
}

void TestNetworkRover::theRobotGoingAwayAndBackIsFollowed()
{
    auto &link = m_session->link();
    QVERIFY(link.isOnline());
    QVERIFY(m_bridge.terminate(20000));
    QTRY_VERIFY_WITH_TIMEOUT(!link.isOnline(), 10000);
    // Issue 38: said as such, not only as readings that stop.
    QTRY_VERIFY_WITH_TIMEOUT(warned(*m_warnings, QStringLiteral("%1 left the network: its bridge or driver stopped")
                                                     .arg(port(m_namespace)))
                                 && warned(*m_warnings, QStringLiteral("(nothing publishes %1/battery_a_state any more)")
                                                            .arg(m_namespace)),
                             robodash::waits::kEventMs);
    QVERIFY(m_bridge.start(m_domain, m_namespace, bridgeArguments()));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs * 2);
    QTRY_VERIFY_WITH_TIMEOUT(warned(*m_warnings, QStringLiteral("%1 is back on the network").arg(port(m_namespace))),
                             robodash::waits::kEventMs);
    link.disconnectFromRobot();
}

QTEST_GUILESS_MAIN(TestNetworkRover)

}  // namespace tst_network_rover
#include "tst_network_rover.moc"
