// kobuki_ros as it ships, seen through a second DDS implementation: `robodash-cli bridge` on a
// virtual Kobuki of the test's own, and a Fast DDS peer (hand-written CDR, FastDdsTopic.h)
// reading what a ROS 2 node written for kobuki_ros reads, by name, type, frame and value:
// sensors/battery_state, odometry's child frame and its twist frame by frame,
// debug/raw_control_command and joint_states. Loopback only, a domain and namespace of this
// run's own; waits are for conditions, with generous limits.
#include "BridgeProcess.h"
#include "FastCdrKobukiMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"
#include "TwinProcess.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_bridge_kobuki_ros {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized build starting a twin and DDS discovery
constexpr int kMotionMs = 20000;
constexpr int kFastDdsIndex = 20;  // above the bridge's automatic participant index
constexpr double kCommandMps = 0.2;
constexpr double kTurnRadps = 0.5;
constexpr double kFrameSeconds = 0.020;  // the Kobuki's feedback period on its own clock
constexpr double kStillMps = 0.005;
constexpr double kStillRadps = 0.02;  // the gyro's noise turns the heading a little at rest
constexpr double kExact = 1e-9;       // the same doubles, through two CDR encoders

double heading(const OdometryMessage &odometry)
{
    const auto &q = odometry.orientation;  // x, y, z, w: a rotation about z only
    return 2 * std::atan2(q[2], q[3]);
}

// Adds what `reader` took to `into`; true once anything was. QTRY_ evaluates its condition
// once more after it held, so the condition must stay true without new samples.
template <class Message>
bool takeInto(FastDdsTopicReader<Message> &reader, std::vector<Message> &into)
{
    for (Message &message : reader.takeAll())
        into.push_back(std::move(message));
    return !into.empty();
}

}  // namespace

class TestBridgeKobukiRos : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void publishesBatteryStateAsKobukiRos();
    void odometryChildFrameIsBaseFootprint();
    void twistIsThePoseChangeOfEachFrame();
    void publishesRawControlCommands();
    void jointStatesHaveTwoZeroEfforts();
    void cleanupTestCase();

private:
    // Drives at `linear`, `angular` for `commands` tenths of a second, then lets the bridge's
    // timeout stop it, and waits until the odometry says it stands still.
    void driveAndStop(double linear, double angular, int commands);

    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
};

void TestBridgeKobukiRos::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    const QString rosNamespace = QStringLiteral("/kobuki_ros_%1").arg(getpid());
    QVERIFY(m_twin.start(QStringLiteral("robodash-kobuki-ros-%1").arg(getpid()), kStartUpMs));
    QVERIFY(m_bridge.startOnPort(m_twin.port(), domain, rosNamespace));
    m_fast = std::make_unique<FastDdsPeer>(domain, rosNamespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
}

void TestBridgeKobukiRos::publishesBatteryStateAsKobukiRos()
{
    FastDdsTopicReader<BatteryStateMessage> battery(*m_fast,
                                                    m_fast->ddsTopic("sensors/battery_state"));
    QVERIFY(battery.isValid());
    std::vector<BatteryStateMessage> read;
    QTRY_VERIFY_WITH_TIMEOUT(takeInto(battery, read), kStartUpMs);
    const BatteryStateMessage &state = read.back();
    QCOMPARE(state.header.frameId, std::string("base_link"));
    QVERIFY(state.header.sec > 1600000000);
    QCOMPARE(int(state.technology), 2);  // POWER_SUPPLY_TECHNOLOGY_LION
    QCOMPARE(int(state.health), 0);      // UNKNOWN
    QCOMPARE(int(state.status), 2);      // DISCHARGING: the twin starts off the dock
    QVERIFY(state.present);
    QVERIFY(state.voltage > 13 && state.voltage < 17);
    // kobuki_core's percent: 5 % at battery_dangerous (13.2 V), 100 % at battery_capacity
    // (16.5 V), as kobuki_ros puts it in `percentage` (0..100).
    const double expected = std::clamp(95 * (state.voltage - 13.2) / (16.5 - 13.2) + 5, 0.0, 100.0);
    QVERIFY2(std::abs(state.percentage - expected) < 1e-3,
             qPrintable(QStringLiteral("%1 V: %2 %, not %3 %")
                            .arg(state.voltage).arg(state.percentage).arg(expected)));
    QVERIFY(std::isnan(state.temperature) && std::isnan(state.current)
            && std::isnan(state.charge) && std::isnan(state.capacity)
            && std::isnan(state.designCapacity));
    QVERIFY(state.location.empty() && state.serialNumber.empty());
    QVERIFY(state.cellVoltage.empty() && state.cellTemperature.empty());
}

void TestBridgeKobukiRos::odometryChildFrameIsBaseFootprint()
{
    std::optional<OdometryMessage> odometry;
    const auto arrived = [&] {
        if (auto newest = m_fast->takeOdometry())
            odometry = newest;
        return odometry.has_value();
    };
    QTRY_VERIFY_WITH_TIMEOUT(arrived(), kStartUpMs);
    QCOMPARE(odometry->frameId, std::string("odom"));
    // kobuki_ros's shipped config/kobuki_node_params.yaml, the root of the Kobuki's URDF.
    QCOMPARE(odometry->childFrameId, std::string("base_footprint"));
}

void TestBridgeKobukiRos::driveAndStop(double linear, double angular, int commands)
{
    for (int i = 0; i < commands; ++i) {
        QVERIFY(m_fast->sendVelocity(linear, angular));
        QTest::qWait(100);
    }
    std::optional<OdometryMessage> odometry;
    const auto still = [&] {
        if (auto newest = m_fast->takeOdometry())
            odometry = newest;
        return odometry && std::abs(odometry->linear[0]) < kStillMps
               && std::abs(odometry->angular[2]) < kStillRadps;
    };
    QTRY_VERIFY_WITH_TIMEOUT(still(), kMotionMs);
}

void TestBridgeKobukiRos::twistIsThePoseChangeOfEachFrame()
{
    // Every odometry sample from rest, through an arc, to rest again: each one's twist times
    // the frame's duration (20 ms, or a whole number of frames should one be lost) is the
    // pose change since the sample before, in the robot's frame then. A smoothed twist lags
    // the pose at the start and the stop, and fails this.
    FastDdsTopicReader<OdometryMessage> odom(*m_fast, m_fast->ddsTopic("odom"), 1000);
    QVERIFY(odom.isValid());
    std::vector<OdometryMessage> before;
    QTRY_VERIFY_WITH_TIMEOUT(takeInto(odom, before), kStartUpMs);
    driveAndStop(kCommandMps, kTurnRadps, 15);
    QTest::qWait(200);
    const std::vector<OdometryMessage> samples = odom.takeAll();
    int moving = 0, singleFrames = 0;
    for (std::size_t i = 1; i < samples.size(); ++i) {
        const OdometryMessage &a = samples[i - 1], &b = samples[i];
        const double dxWorld = b.position[0] - a.position[0];
        const double dyWorld = b.position[1] - a.position[1];
        const double c = std::cos(heading(a)), s = std::sin(heading(a));
        const double dx = c * dxWorld + s * dyWorld, dy = -s * dxWorld + c * dyWorld;
        const double dTheta = std::remainder(heading(b) - heading(a), 2 * M_PI);
        // The frames this step took, from whichever of the speeds is not zero.
        double frames = 0;
        if (std::abs(b.linear[0]) > 1e-6)
            frames = dx / (b.linear[0] * kFrameSeconds);
        else if (std::abs(b.angular[2]) > 1e-6)
            frames = dTheta / (b.angular[2] * kFrameSeconds);
        const QString where = QStringLiteral("sample %1: moved %2 m, %3 rad; twist %4 m/s, "
                                             "%5 rad/s (%6 frames)")
                                  .arg(i).arg(dx).arg(dTheta).arg(b.linear[0]).arg(b.angular[2])
                                  .arg(frames, 0, 'f', 4);
        if (frames == 0) {  // no speed: no move
            QVERIFY2(std::abs(dx) < kExact && std::abs(dTheta) < kExact, qPrintable(where));
            continue;
        }
        const double whole = std::round(frames);
        QVERIFY2(whole >= 1 && std::abs(frames - whole) < 1e-6, qPrintable(where));
        moving += std::abs(b.linear[0]) > 0.01 ? 1 : 0;
        const double seconds = whole * kFrameSeconds;
        QVERIFY2(std::abs(b.linear[0] * seconds - dx) < kExact, qPrintable(where));
        QVERIFY2(std::abs(b.angular[2] * seconds - dTheta) < kExact, qPrintable(where));
        QVERIFY2(std::abs(b.linear[1] * seconds - dy) < kExact, qPrintable(where));
        singleFrames += whole == 1 && std::abs(b.linear[0]) > 0.01 ? 1 : 0;
    }
    qInfo("%d moving samples, %d of them one frame apart", moving, singleFrames);
    QVERIFY(moving >= 20);
    QVERIFY(singleFrames * 2 > moving);
}

void TestBridgeKobukiRos::publishesRawControlCommands()
{
    // kobuki_core's debug vector for each base control command sent: speed (mm/s), radius
    // (mm), and the velocity asked for (mm/s, mrad/s). Straight ahead at 0.2 m/s: 200, 0.
    FastDdsTopicReader<Int16MultiArrayMessage> control(
        *m_fast, m_fast->ddsTopic("debug/raw_control_command"));
    QVERIFY(control.isValid());
    QTRY_VERIFY_WITH_TIMEOUT(control.matched(), kStartUpMs);
    QTest::qWait(1000);  // the bridge polls its readers four times a second, then taps
    bool seen = false;
    QTimer commands;
    connect(&commands, &QTimer::timeout, this, [this] { m_fast->sendVelocity(kCommandMps, 0); });
    commands.start(100);
    std::vector<Int16MultiArrayMessage> all;
    const auto straightAhead = [&] {
        for (const Int16MultiArrayMessage &message : control.takeAll()) {
            all.push_back(message);
            seen = seen || message.data == std::vector<std::int16_t>{200, 0, 200, 0};
        }
        return seen;
    };
    QTRY_VERIFY_WITH_TIMEOUT(straightAhead(), kMotionMs);
    commands.stop();
    for (const Int16MultiArrayMessage &message : all) {
        QCOMPARE(message.data.size(), std::size_t(4));
        QVERIFY(message.dimensions.empty());  // kobuki_ros leaves the layout empty
        QCOMPARE(message.dataOffset, 0u);
    }
    driveAndStop(0, 0, 0);
}

void TestBridgeKobukiRos::jointStatesHaveTwoZeroEfforts()
{
    FastDdsTopicReader<JointStateMessage> joints(*m_fast, m_fast->ddsTopic("joint_states"));
    QVERIFY(joints.isValid());
    std::vector<JointStateMessage> read;
    QTRY_VERIFY_WITH_TIMEOUT(takeInto(joints, read), kStartUpMs);
    const JointStateMessage &state = read.back();
    QCOMPARE(state.name, (std::vector<std::string>{"wheel_left_joint", "wheel_right_joint"}));
    QCOMPARE(state.position.size(), std::size_t(2));
    QCOMPARE(state.velocity.size(), std::size_t(2));
    QCOMPARE(state.effort, (std::vector<double>{0, 0}));
    QCOMPARE(state.header.frameId, std::string());  // kobuki_ros names none
}

void TestBridgeKobukiRos::cleanupTestCase()
{
    m_fast.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeKobukiRos)

}  // namespace tst_bridge_kobuki_ros
#include "tst_bridge_kobuki_ros.moc"
