// Interop with a second DDS implementation: `robodash-cli bridge sim:` (Cyclone DDS, its own
// process) and a peer on eProsima Fast DDS 2.9.1 (FastDdsPeer, hand-written CDR), the DDS of
// ROS 2 Humble's default middleware, on the loopback interface only, in a domain and
// namespace of this run's own. The Fast DDS peer reads rt/NS/odom under its ROS type name,
// drives the virtual Kobuki over rt/NS/commands/velocity and sees it stop by itself 0.6 s
// after the commands fall silent; what it decodes equals what a Cyclone DDS peer reads.
// Negative: another type name and a best-effort writer do not drive, and the bridge names the
// reliability policy. Waits are for conditions, with generous limits.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "FastDdsPeer.h"

#include "bridge/RosBridge.h"

#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <unistd.h>

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized build starting a twin and DDS discovery
constexpr int kMotionMs = 20000;
constexpr double kCommandMps = 0.2;
constexpr double kStopWithinMetres = 0.5;
constexpr double kStill = 0.005;
// Where the Fast DDS peer listens (and the next index, its wrong-typed writer): above the
// bridge's and the Cyclone peer's automatic indices, within Cyclone's unicast discovery.
constexpr int kFastDdsIndex = 20;

}  // namespace

// Debian's Fast DDS 2.9.1 deletes its statistics writers through a base class of another
// size (StatisticsWriterImpl, inside libfastrtps, whenever a participant's entities are
// deleted): AddressSanitizer's new-delete-type-mismatch check is about that library, not this
// code, and is off for this program only. ASAN_OPTIONS from the environment still apply.
extern "C" const char *__asan_default_options()
{
    return "new_delete_type_mismatch=0";
}

class TestBridgeFastDds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void readsOdometryUnderTheRosTypeName();
    void drivesAndStopsOnTheTimeout();
    void decodesTheSameOdometryAsCyclone();
    void matchesTheBumperEventWriter();
    void ignoresCommandsOfAnotherTypeName();
    void reportsABestEffortCommandPublisher();
    void cleanupTestCase();

private:
    bool fastOdometryWhere(const std::function<bool(const OdometryMessage &)> &condition);
    bool cycloneOdometryWhere(const std::function<bool(const OdometryView &)> &condition);
    bool staysStillWhile(const std::function<bool()> &send);

    QString m_namespace;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
    std::unique_ptr<DdsTestPeer> m_cyclone;
    std::optional<OdometryMessage> m_fastLatest;
    std::optional<OdometryView> m_cycloneLatest;
    QTimer m_commands;
};

bool TestBridgeFastDds::fastOdometryWhere(
    const std::function<bool(const OdometryMessage &)> &condition)
{
    if (auto newest = m_fast->takeOdometry())
        m_fastLatest = newest;
    return m_fastLatest && condition(*m_fastLatest);
}

bool TestBridgeFastDds::cycloneOdometryWhere(
    const std::function<bool(const OdometryView &)> &condition)
{
    if (auto newest = m_cyclone->takeOdometry())
        m_cycloneLatest = newest;
    return m_cycloneLatest && condition(*m_cycloneLatest);
}

void TestBridgeFastDds::initTestCase()
{
    const int domain = 100 + int((getpid() + 60) % 120);  // 100..219, apart from loopback's
    m_namespace = QStringLiteral("/fastdds_%1").arg(getpid());
    QVERIFY(m_bridge.start(domain, m_namespace));
    m_fast = std::make_unique<FastDdsPeer>(domain, m_namespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
    m_cyclone = std::make_unique<DdsTestPeer>(domain, m_namespace.toStdString());
    QVERIFY2(m_cyclone->isValid(), m_cyclone->error().c_str());
    m_commands.setInterval(100);  // a teleop node's usual 10 Hz
    connect(&m_commands, &QTimer::timeout, this, [this] { m_fast->sendVelocity(kCommandMps, 0); });
}

void TestBridgeFastDds::readsOdometryUnderTheRosTypeName()
{
    QTRY_VERIFY_WITH_TIMEOUT(fastOdometryWhere([](const OdometryMessage &) { return true; }),
                             kStartUpMs);
    QVERIFY(m_fast->odometryMatched());
    QCOMPARE(m_fastLatest->frameId, std::string("odom"));
    QCOMPARE(m_fastLatest->childFrameId, std::string("base"));
    QVERIFY(m_fastLatest->sec > 1600000000);  // the system clock, as ROS 2 nodes stamp
    const auto &q = m_fastLatest->orientation;
    QVERIFY(std::abs(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3] - 1) < 1e-6);
    QVERIFY(m_fastLatest->poseCovariance[35] > 0);  // yaw variance, as kobuki_ros fills it
}

void TestBridgeFastDds::drivesAndStopsOnTheTimeout()
{
    QTRY_VERIFY_WITH_TIMEOUT(fastOdometryWhere([](const OdometryMessage &o) {
                                 return std::abs(o.linear[0]) < kStill;
                             }),
                             kStartUpMs);
    const double startX = m_fastLatest->position[0];
    m_commands.start();
    QTRY_VERIFY_WITH_TIMEOUT(fastOdometryWhere([&](const OdometryMessage &o) {
                                 return o.linear[0] > kCommandMps / 2 && o.position[0] > startX + 0.02;
                             }),
                             kMotionMs);
    // Silence, no zero sent: the bridge's 0.6 s timeout must stop the robot by itself.
    m_commands.stop();
    const double silentX = m_fastLatest->position[0];
    QTRY_VERIFY_WITH_TIMEOUT(fastOdometryWhere([](const OdometryMessage &o) {
                                 return std::abs(o.linear[0]) < kStill;
                             }),
                             kMotionMs);
    const double stoppedX = m_fastLatest->position[0];
    QVERIFY2(stoppedX - silentX < kStopWithinMetres, qPrintable(QString::number(stoppedX - silentX)));
}

void TestBridgeFastDds::decodesTheSameOdometryAsCyclone()
{
    // The robot stands still (the previous test stopped it): both peers' newest odometry
    // describe the same pose, decoded by two DDS implementations from one writer's samples.
    const auto samePose = [this] {
        return fastOdometryWhere([](const OdometryMessage &) { return true; })
               && cycloneOdometryWhere([](const OdometryView &) { return true; })
               && std::abs(m_fastLatest->position[0] - m_cycloneLatest->x) < 1e-9
               && std::abs(m_fastLatest->position[1] - m_cycloneLatest->y) < 1e-9
               && std::abs(m_fastLatest->linear[0] - m_cycloneLatest->linear) < 1e-9;
    };
    QTRY_VERIFY_WITH_TIMEOUT(samePose(), kStartUpMs);
    QVERIFY(m_fastLatest->position[0] > 0.02);  // the pose the drive above reached, not zeros
    QCOMPARE(m_fastLatest->frameId, m_cycloneLatest->frame);
    QCOMPARE(m_fastLatest->childFrameId, m_cycloneLatest->childFrame);
}

void TestBridgeFastDds::matchesTheBumperEventWriter()
{
    // The Kobuki's events/bumper writer (kobuki_ros_interfaces::msg::dds_::BumperEvent_)
    // matched by Fast DDS under the ROS type name.
    QTRY_VERIFY_WITH_TIMEOUT(m_fast->bumperEventsMatched(), kStartUpMs);
}

bool TestBridgeFastDds::staysStillWhile(const std::function<bool()> &send)
{
    if (!fastOdometryWhere([](const OdometryMessage &o) { return std::abs(o.linear[0]) < kStill; }))
        return false;
    const double startX = m_fastLatest->position[0];
    for (int i = 0; i < 15; ++i) {
        if (!send())
            return false;
        QTest::qWait(100);
    }
    QTest::qWait(500);  // anything the bridge did follow would show in the odometry by now
    return fastOdometryWhere([&](const OdometryMessage &o) {
        return std::abs(o.linear[0]) < kStill && std::abs(o.position[0] - startX) < kStill;
    });
}

void TestBridgeFastDds::ignoresCommandsOfAnotherTypeName()
{
    QVERIFY(staysStillWhile([this] { return m_fast->sendVelocityWrongTypeName(kCommandMps); }));
}

void TestBridgeFastDds::reportsABestEffortCommandPublisher()
{
    QVERIFY(staysStillWhile([this] { return m_fast->sendVelocityBestEffort(kCommandMps); }));
    const QByteArray expected = "rt" + m_namespace.toUtf8()
                                + "/commands/velocity cannot be matched: reliability";
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains(expected), kStartUpMs);
}

void TestBridgeFastDds::cleanupTestCase()
{
    m_commands.stop();
    m_fast.reset();
    m_cyclone.reset();
    QVERIFY(m_bridge.terminate(15000));
}

QTEST_GUILESS_MAIN(TestBridgeFastDds)
#include "tst_bridge_fastdds.moc"
