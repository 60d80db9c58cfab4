// A robot on a ROS 2 network, end to end over real DDS on the loopback interface only:
// `robodash-cli bridge sim:` (the virtual Kobuki through RobotSession, in its own process)
// and a plain Cyclone DDS peer in this one (DdsTestPeer), in a domain and namespace of their
// own (/robot_PID). The peer finds the node, reads rt/robot_PID/odom and rt/tf with the ROS
// type names, drives the twin through rt/robot_PID/commands/velocity, and sees it stop once
// it falls silent for 0.6 s.
// Waits are for conditions, with generous limits; nothing depends on exact timing.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace tst_bridge_loopback {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized build starting a twin and DDS discovery
constexpr int kMotionMs = 20000;
constexpr double kCommandMps = 0.2;
constexpr double kStopWithinMetres = 0.5;

}  // namespace

class TestBridgeLoopback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void publishesOdometryWithRosNames();
    void announcesTheNode();
    void publishesTheBattery();
    void drivesAndStopsWhenCommandsStop();
    void ignoresCommandsOfAnotherTypeName();
    void reportsABestEffortCommandPublisher();
    void cleanupTestCase();

private:
    // Takes what arrived; true when the newest odometry satisfies `condition`.
    template <class Condition>
    bool odometryWhere(Condition condition);

    // True when the robot has not moved while `send` was called at 10 Hz for 1.5 s.
    template <class Send>
    bool staysStillWhile(Send send);

    QString m_namespace;
    BridgeProcess m_bridge;
    std::unique_ptr<DdsTestPeer> m_peer;
    std::optional<OdometryView> m_latest;
    QTimer m_commands;
};

template <class Condition>
bool TestBridgeLoopback::odometryWhere(Condition condition)
{
    if (auto newest = m_peer->takeOdometry())
        m_latest = newest;
    return m_latest && condition(*m_latest);
}

void TestBridgeLoopback::initTestCase()
{
    // A domain and a namespace of this run's own: test runs in parallel (another worktree's,
    // say) neither drive each other's twins nor read each other's odometry.
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/robot_%1").arg(getpid());
    QVERIFY(m_bridge.start(domain, m_namespace));
    m_peer = std::make_unique<DdsTestPeer>(domain, m_namespace.toStdString());
    QVERIFY2(m_peer->isValid(), m_peer->error().c_str());
    m_commands.setInterval(100);  // a teleop node's usual 10 Hz
    connect(&m_commands, &QTimer::timeout, this, [this] { m_peer->sendVelocity(kCommandMps, 0); });
}

void TestBridgeLoopback::publishesOdometryWithRosNames()
{
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([](const OdometryView &) { return true; }), kStartUpMs);
    QCOMPARE(m_latest->frame, std::string("odom"));
    QCOMPARE(m_latest->childFrame, std::string("base_footprint"));  // kobuki_ros's yaml
    QVERIFY(m_latest->yawVariance > 0);
    QCOMPARE(m_peer->odometryWriterType(), std::string("nav_msgs::msg::dds_::Odometry_"));
    QTRY_VERIFY_WITH_TIMEOUT(m_peer->latestTransformChild().has_value(), kStartUpMs);
    QCOMPARE(*m_peer->latestTransformChild(), std::string("base_footprint"));
}

void TestBridgeLoopback::announcesTheNode()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_peer->latestNode().has_value(), kStartUpMs);
    const std::optional<NodeView> node = m_peer->latestNode();
    QCOMPARE(node->rosNamespace, m_namespace.toStdString());
    QCOMPARE(node->name, std::string("kobuki_ros_node"));
    // commands/velocity, kobuki_ros's eight other commands and the six parameter services
    QCOMPARE(node->readers, 15u);
    // odom, /tf, battery_state and kobuki_ros's nineteen others, /diagnostics among them
    // (bridge/README.md's table; the lazy writers exist even while nothing is written),
    // /rosout, /parameter_events and the six parameter services' replies, and the twin's
    // camera, scan and /tf_static (bridge sim: shares its twin's sensors)
    QCOMPARE(node->writers, 33u);
}

void TestBridgeLoopback::publishesTheBattery()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_peer->latestBattery().has_value(), kStartUpMs);
    const BatteryView battery = *m_peer->latestBattery();
    QVERIFY2(battery.voltage > 10 && battery.voltage < 20, qPrintable(QString::number(battery.voltage)));
    QVERIFY(battery.percentage >= 0 && battery.percentage <= 1);  // ROS: a fraction, not percent
}

void TestBridgeLoopback::drivesAndStopsWhenCommandsStop()
{
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([](const OdometryView &) { return true; }), kStartUpMs);
    const double startX = m_latest->x;
    QVERIFY(odometryWhere([](const OdometryView &o) { return std::abs(o.linear) < 0.01; }));

    m_commands.start();
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([&](const OdometryView &o) {
                                 return o.linear > kCommandMps / 2 && o.x > startX + 0.02;
                             }),
                             kMotionMs);
    // Silence: no zero is sent; the bridge's 0.6 s timeout must stop the robot by itself,
    // well before anything else would (a wall ahead and the bumper, say): it stops within
    // kStopWithinMetres, 2.5 s of driving on at the commanded speed.
    m_commands.stop();
    const double silentX = m_latest->x;
    QTRY_VERIFY_WITH_TIMEOUT(odometryWhere([](const OdometryView &o) {
                                 return std::abs(o.linear) < 0.005;
                             }),
                             kMotionMs);
    const double stoppedX = m_latest->x;
    QVERIFY2(stoppedX - silentX < kStopWithinMetres, qPrintable(QString::number(stoppedX - silentX)));
    QTest::qWait(1000);
    QVERIFY(odometryWhere([&](const OdometryView &o) {
        return std::abs(o.x - stoppedX) < 0.005 && std::abs(o.linear) < 0.005;
    }));
}

template <class Send>
bool TestBridgeLoopback::staysStillWhile(Send send)
{
    if (!odometryWhere([](const OdometryView &o) { return std::abs(o.linear) < 0.005; }))
        return false;
    const double startX = m_latest->x;
    for (int i = 0; i < 15; ++i) {
        if (!send())
            return false;
        QTest::qWait(100);
    }
    QTest::qWait(500);  // anything the bridge did follow would show in the odometry by now
    return odometryWhere([&](const OdometryView &o) {
        return std::abs(o.linear) < 0.005 && std::abs(o.x - startX) < 0.005;
    });
}

void TestBridgeLoopback::ignoresCommandsOfAnotherTypeName()
{
    // DDS matches by type name only, and says nothing when it does not: the robot must
    // simply not move.
    QVERIFY(staysStillWhile([this] { return m_peer->sendVelocityWrongTypeName(kCommandMps); }));
}

void TestBridgeLoopback::reportsABestEffortCommandPublisher()
{
    QVERIFY(staysStillWhile([this] { return m_peer->sendVelocityBestEffort(kCommandMps); }));
    const QByteArray expected = "rt" + m_namespace.toUtf8()
                                + "/commands/velocity cannot be matched: reliability";
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains(expected), kStartUpMs);
}

void TestBridgeLoopback::cleanupTestCase()
{
    m_commands.stop();
    m_peer.reset();
    QVERIFY(m_bridge.terminate(15000));  // SIGTERM: the bridge stops the robot and exits 0
}

QTEST_GUILESS_MAIN(TestBridgeLoopback)

}  // namespace tst_bridge_loopback
#include "tst_bridge_loopback.moc"
