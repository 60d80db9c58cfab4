// A Rover Pro shared as Rover Robotics' own ROS 2 driver (roverrobotics_ros2's
// roverrobotics_driver with its shipped pro_config.yaml), seen through a second DDS
// implementation: `robodash-cli bridge --robot rover` on a virtual Rover of the test's own,
// and a Fast DDS peer (hand-written CDR) doing what a Rover Pro nav2 set-up does: odometry
// on /odometry/wheels (odom -> base_link, the driver's covariances and rate), /cmd_vel
// moving the twin, the software e-stop's trigger stopping it and its reset releasing it, the
// trim turning a straight command, and the driver's parameters listed, read and set over the
// service topics (rmw_cyclonedds's conventions) with the effect observed. Loopback only, a
// domain of this run's own; waits are for conditions, with generous limits.
#include "BridgeProcess.h"
#include "FastCdrParameterMessages.h"
#include "FastCdrStdMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"
#include "ParameterClient.h"
#include "TwinProcess.h"
#include "DdsTestDomain.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <unistd.h>

namespace tst_bridge_rover_ros {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized build starting a twin and DDS discovery
constexpr int kMotionMs = 20000;
constexpr int kReplyMs = 10000;
constexpr int kFastDdsIndex = 20;   // above the bridge's automatic participant index
constexpr int kCommandPeriodMs = 50;  // well inside the driver's 200 ms command hold
constexpr double kStillMps = 0.005;
constexpr std::uint8_t kBool = 1, kDouble = 3, kString = 4;

double heading(const OdometryMessage &odometry)
{
    const auto &q = odometry.orientation;  // x, y, z, w: a rotation about z only
    return 2 * std::atan2(q[2], q[3]);
}

}  // namespace

class TestBridgeRoverRos : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void odometryIsOnOdometryWheelsInOdomToBaseLink();
    void odometryComesAtTheDriversRate();
    void listsTheDriversParameters();
    void getsPro_configsValues();
    void setsAndReadsBackWithTheEffectSeen();
    void refusesWhatCannotChangeWhileSharing();
    void publishTfTakesEffect();
    void cmdVelMovesTheTwin();
    void estopTriggerStopsAndResetReleases();
    void trimTurnsAStraightCommand();
    void rosoutNamesTheNode();
    void cleanupTestCase();

private:
    // Takes every odometry sample that arrived into m_odometry; true once there is one.
    bool takeOdometry();
    // Sends (linear, angular) on /cmd_vel every 50 ms until `condition` holds or `ms` pass.
    template <class Condition>
    bool driveUntil(double linear, double angular, Condition condition, int ms);
    bool still();

    QString m_namespace;
    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
    std::unique_ptr<FastDdsTopicReader<OdometryMessage>> m_wheels;
    std::unique_ptr<FastDdsTopicWriter<TwistMessage>> m_cmdVel;
    // Made at start: a writer matched from this side may not yet be known to the bridge's
    // reader, which drops what it sends until then (volatile), and a trim must not be sent
    // twice to make sure.
    std::unique_ptr<FastDdsTopicWriter<BoolMessage>> m_trigger, m_reset;
    std::unique_ptr<FastDdsTopicWriter<Float32Message>> m_trim;
    std::unique_ptr<ParameterClient> m_client;
    std::vector<OdometryMessage> m_odometry;
};

void TestBridgeRoverRos::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/rover_ros_%1").arg(getpid());
    QVERIFY(m_twin.start(QStringLiteral("robodash-rover-ros-%1").arg(getpid()), kStartUpMs,
                         {"--robot", "rover"}));
    QVERIFY(m_bridge.startOnPort(m_twin.port(), domain, m_namespace, {"--robot", "rover"}));
    m_fast = std::make_unique<FastDdsPeer>(domain, m_namespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
    // pro_config.yaml's names are absolute: the namespace does not move them.
    m_wheels = std::make_unique<FastDdsTopicReader<OdometryMessage>>(
        *m_fast, m_fast->ddsTopic("/odometry/wheels"), 100);
    m_cmdVel = std::make_unique<FastDdsTopicWriter<TwistMessage>>(
        *m_fast, m_fast->ddsTopic("/cmd_vel"), 1);
    m_trigger = std::make_unique<FastDdsTopicWriter<BoolMessage>>(
        *m_fast, m_fast->ddsTopic("/soft_estop/trigger"), 2);
    m_reset = std::make_unique<FastDdsTopicWriter<BoolMessage>>(
        *m_fast, m_fast->ddsTopic("/soft_estop/reset"), 2);
    m_trim = std::make_unique<FastDdsTopicWriter<Float32Message>>(
        *m_fast, m_fast->ddsTopic("/trim_event"), 3);
    m_client = std::make_unique<ParameterClient>(
        *m_fast, m_namespace.toStdString() + "/roverrobotics_driver");
    QVERIFY(m_wheels->isValid() && m_cmdVel->isValid() && m_client->isValid());
    QVERIFY(m_trigger->isValid() && m_reset->isValid() && m_trim->isValid());
    QTRY_VERIFY_WITH_TIMEOUT(m_client->matched() && m_cmdVel->matched() && m_trigger->matched()
                                 && m_reset->matched() && m_trim->matched(),
                             kStartUpMs);
}

bool TestBridgeRoverRos::takeOdometry()
{
    for (OdometryMessage &message : m_wheels->takeAll())
        m_odometry.push_back(std::move(message));
    return !m_odometry.empty();
}

template <class Condition>
bool TestBridgeRoverRos::driveUntil(double linear, double angular, Condition condition, int ms)
{
    TwistMessage twist;
    twist.linear[0] = linear;
    twist.angular[2] = angular;
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < ms) {
        m_cmdVel->write(twist);
        QTest::qWait(kCommandPeriodMs);
        if (takeOdometry() && condition(m_odometry.back()))
            return true;
    }
    return false;
}

bool TestBridgeRoverRos::still()
{
    return takeOdometry() && std::abs(m_odometry.back().linear[0]) < kStillMps;
}

void TestBridgeRoverRos::odometryIsOnOdometryWheelsInOdomToBaseLink()
{
    QTRY_VERIFY_WITH_TIMEOUT(takeOdometry(), kStartUpMs);
    const OdometryMessage &odometry = m_odometry.back();
    QCOMPARE(odometry.frameId, std::string("odom"));
    QCOMPARE(odometry.childFrameId, std::string("base_link"));
    QVERIFY(odometry.sec > 1600000000);
    // roverrobotics_driver fills the twist's covariance only: linear_covariance on x and y,
    // yaw_covariance on yaw.
    QCOMPARE(odometry.twistCovariance[0], 0.05);
    QCOMPARE(odometry.twistCovariance[7], 0.05);
    QCOMPARE(odometry.twistCovariance[35], 0.4);
    QVERIFY(std::all_of(odometry.poseCovariance.begin(), odometry.poseCovariance.end(),
                        [](double each) { return each == 0; }));
    // Not also under the bridge's own name: the writer above matched, so discovery of the
    // bridge's endpoints is done, and a reader of odom in the namespace finds no writer.
    FastDdsTopicReader<OdometryMessage> ownName(*m_fast, m_fast->ddsTopic("odom"));
    QVERIFY(!ownName.matched());
    QVERIFY(ownName.takeAll().empty());
}

void TestBridgeRoverRos::odometryComesAtTheDriversRate()
{
    m_wheels->takeAll();
    m_odometry.clear();
    QTRY_VERIFY_WITH_TIMEOUT((takeOdometry(), m_odometry.size() >= 10), kStartUpMs);
    // odometry_frequency 15 Hz: at least 1/15 s between two messages' stamps (the twin's
    // replies come several times as often).
    for (std::size_t i = 1; i < m_odometry.size(); ++i) {
        const double gap = (m_odometry[i].sec - m_odometry[i - 1].sec)
                           + (double(m_odometry[i].nanosec) - m_odometry[i - 1].nanosec) * 1e-9;
        QVERIFY2(gap > 0.060, qPrintable(QStringLiteral("%1 s after the one before").arg(gap)));
    }
    const auto &first = m_odometry.front(), &last = m_odometry.back();
    const double span = (last.sec - first.sec) + (double(last.nanosec) - first.nanosec) * 1e-9;
    qInfo("odometry: %zu messages in %.2f s of stamps, %.1f Hz", m_odometry.size(), span,
          (m_odometry.size() - 1) / span);
}

void TestBridgeRoverRos::listsTheDriversParameters()
{
    const auto reply = m_client->list(kReplyMs);
    QVERIFY(reply.has_value());
    for (const char *name :
         {"speed_topic", "odom_topic", "odom_frame_id", "odom_child_frame_id", "publish_tf",
          "odometry_frequency", "estop_trigger_topic", "estop_reset_topic", "estop_state",
          "trim_topic", "control_mode", "motor_control_p_gain", "motor_control_i_gain",
          "motor_control_d_gain", "linear_covariance", "yaw_covariance", "robot_type",
          "device_port", "comm_type", "wheel_radius", "wheel_base", "use_sim_time"})
        QVERIFY2(std::count(reply->names.begin(), reply->names.end(), name) == 1, name);
    // kobuki_ros's are not this driver's; pro_config.yaml's diagnostics_frequency is never
    // declared by the driver's code.
    for (const char *name : {"cmd_vel_timeout_sec", "base_frame", "diagnostics_frequency"})
        QVERIFY2(std::count(reply->names.begin(), reply->names.end(), name) == 0, name);
}

void TestBridgeRoverRos::getsPro_configsValues()
{
    const auto reply = m_client->get({"speed_topic", "odom_topic", "odom_frame_id",
                                      "odom_child_frame_id", "publish_tf", "odometry_frequency",
                                      "motor_control_p_gain", "motor_control_i_gain",
                                      "control_mode", "estop_trigger_topic", "estop_reset_topic",
                                      "trim_topic", "device_port"},
                                     kReplyMs);
    QVERIFY(reply.has_value());
    QCOMPARE(reply->values.size(), std::size_t(13));
    const auto &v = reply->values;
    QCOMPARE(v[0].stringValue, std::string("/cmd_vel"));
    QCOMPARE(v[1].stringValue, std::string("/odometry/wheels"));
    QCOMPARE(v[2].stringValue, std::string("odom"));
    QCOMPARE(v[3].stringValue, std::string("base_link"));
    QCOMPARE(int(v[4].type), int(kBool));
    QVERIFY(!v[4].boolValue);
    QCOMPARE(v[5].doubleValue, 15.0);
    QCOMPARE(v[6].doubleValue, 0.4);
    QCOMPARE(v[7].doubleValue, 0.7);
    QCOMPARE(v[8].stringValue, std::string("OPEN_LOOP"));
    QCOMPARE(v[9].stringValue, std::string("/soft_estop/trigger"));  // the code's defaults
    QCOMPARE(v[10].stringValue, std::string("/soft_estop/reset"));
    QCOMPARE(v[11].stringValue, std::string("/trim_event"));
    QCOMPARE(v[12].stringValue, m_twin.port().toStdString());
}

void TestBridgeRoverRos::setsAndReadsBackWithTheEffectSeen()
{
    const auto reply = m_client->set({parameter("yaw_covariance", 0.25),
                                      parameter("odom_child_frame_id", std::string("base_footprint"))},
                                     kReplyMs);
    QVERIFY(reply.has_value() && reply->results.size() == 2);
    for (const auto &result : reply->results)
        QVERIFY2(result.successful, result.reason.c_str());
    const auto readBack = m_client->get({"yaw_covariance", "odom_child_frame_id"}, kReplyMs);
    QVERIFY(readBack.has_value() && readBack->values.size() == 2);
    QCOMPARE(readBack->values[0].doubleValue, 0.25);
    QCOMPARE(readBack->values[1].stringValue, std::string("base_footprint"));
    const auto changed = [this] {
        return takeOdometry() && m_odometry.back().twistCovariance[35] == 0.25
               && m_odometry.back().childFrameId == "base_footprint";
    };
    QTRY_VERIFY_WITH_TIMEOUT(changed(), kReplyMs);
    const auto back = m_client->set({parameter("odom_child_frame_id", std::string("base_link"))},
                                    kReplyMs);
    QVERIFY(back.has_value() && back->results.size() == 1 && back->results[0].successful);
}

void TestBridgeRoverRos::refusesWhatCannotChangeWhileSharing()
{
    const auto reply = m_client->set({parameter("speed_topic", std::string("/other")),
                                      parameter("odometry_frequency", std::string("fast")),
                                      parameter("cmd_vel_timeout_sec", 0.3)},
                                     kReplyMs);
    QVERIFY(reply.has_value() && reply->results.size() == 3);
    QCOMPARE(reply->results[0].reason,
             std::string("parameter 'speed_topic' cannot be set because it is read-only"));
    QCOMPARE(reply->results[1].reason,
             std::string("Wrong parameter type, parameter {odometry_frequency} is of type "
                         "{double}, setting it to {string} is not allowed."));
    QCOMPARE(reply->results[2].reason,
             std::string("parameter 'cmd_vel_timeout_sec' cannot be set because it was not "
                         "declared"));
}

void TestBridgeRoverRos::publishTfTakesEffect()
{
    FastDdsTopicReader<TfMessage> tf(*m_fast, m_fast->ddsTopic("/tf"));
    QTRY_VERIFY_WITH_TIMEOUT(tf.matched(), kStartUpMs);
    // pro_config.yaml's publish_tf false: the odometry flows, and no transform with it.
    m_odometry.clear();
    QTRY_VERIFY_WITH_TIMEOUT((takeOdometry(), m_odometry.size() >= 5), kStartUpMs);
    QVERIFY(tf.takeAll().empty());

    ParameterFields on;
    on.name = "publish_tf";
    on.value.type = kBool;
    on.value.boolValue = true;
    const auto reply = m_client->set({on}, kReplyMs);
    QVERIFY(reply.has_value() && reply->results.size() == 1 && reply->results[0].successful);
    std::vector<TfMessage> read;
    const auto arrived = [&] {
        for (TfMessage &message : tf.takeAll())
            read.push_back(std::move(message));
        return !read.empty();
    };
    QTRY_VERIFY_WITH_TIMEOUT(arrived(), kStartUpMs);
    QCOMPARE(read.back().transforms.size(), std::size_t(1));
    QCOMPARE(read.back().transforms[0].frameId, std::string("odom"));
    QCOMPARE(read.back().transforms[0].childFrameId, std::string("base_link"));

    on.value.boolValue = false;
    const auto off = m_client->set({on}, kReplyMs);
    QVERIFY(off.has_value() && off->results.size() == 1 && off->results[0].successful);
}

void TestBridgeRoverRos::cmdVelMovesTheTwin()
{
    QTRY_VERIFY_WITH_TIMEOUT(takeOdometry(), kStartUpMs);
    const double startX = m_odometry.back().position[0];
    const auto traced = m_twin.poses();
    const double tracedStart = traced.empty() ? 0 : traced.back().x;
    QVERIFY(driveUntil(0.3, 0, [&](const OdometryMessage &o) { return o.position[0] > startX + 0.2; },
                       kMotionMs));
    QVERIFY(m_odometry.back().linear[0] > 0.1);  // its twist: moving ahead
    // The twin itself moved (its trace is the true pose), not only the odometry.
    QTRY_VERIFY_WITH_TIMEOUT(!m_twin.poses().empty() && m_twin.poses().back().x > tracedStart + 0.1,
                             kMotionMs);
    // Silence: the driver's 200 ms hold runs out and the twin stops by itself.
    QTRY_VERIFY_WITH_TIMEOUT(still(), kMotionMs);
}

void TestBridgeRoverRos::estopTriggerStopsAndResetReleases()
{
    const auto moving = [](const OdometryMessage &o) { return o.linear[0] > 0.1; };
    QVERIFY(driveUntil(0.3, 0, moving, kMotionMs));

    const double atTrigger = m_odometry.back().position[0];
    BoolMessage engage;
    engage.data = true;
    QVERIFY(m_trigger->write(engage));
    // Commands keep coming, and the twin stops all the same.
    QVERIFY(driveUntil(0.3, 0, [](const OdometryMessage &o) { return std::abs(o.linear[0]) < kStillMps; },
                       kMotionMs));
    const double heldAt = m_odometry.back().position[0];
    qInfo("e-stop: engaged at 0.3 m/s, still %.3f m further on", heldAt - atTrigger);
    QVERIFY(!driveUntil(0.3, 0, [&](const OdometryMessage &o) { return o.position[0] > heldAt + 0.01; },
                        1500));
    const auto state = m_client->get({"estop_state"}, kReplyMs);
    QVERIFY(state.has_value() && state->values.size() == 1);
    QVERIFY(state->values[0].boolValue);

    QVERIFY(m_reset->write(engage));  // true releases, as the driver reads its reset topic
    QVERIFY(driveUntil(0.3, 0, moving, kMotionMs));
    const auto released = m_client->get({"estop_state"}, kReplyMs);
    QVERIFY(released.has_value() && released->values.size() == 1);
    QVERIFY(!released->values[0].boolValue);
    QTRY_VERIFY_WITH_TIMEOUT(still(), kMotionMs);
}

void TestBridgeRoverRos::trimTurnsAStraightCommand()
{
    Float32Message added;
    added.data = 0.5f;  // rad/s, added to the driver's trim (0 at start)
    QVERIFY(m_trim->write(added));
    QTRY_VERIFY_WITH_TIMEOUT(takeOdometry(), kStartUpMs);
    const double startHeading = heading(m_odometry.back());
    // A straight command now turns left, the trim's way, and at nothing like full speed
    // otherwise: the twist says so.
    const bool turned = driveUntil(
        0.2, 0, [&](const OdometryMessage &o) { return heading(o) > startHeading + 0.2; }, kMotionMs);
    QVERIFY2(turned, qPrintable(QStringLiteral("heading %1 -> %2 rad, x %3 m, twist %4 m/s %5 rad/s")
                                    .arg(startHeading).arg(heading(m_odometry.back()))
                                    .arg(m_odometry.back().position[0])
                                    .arg(m_odometry.back().linear[0])
                                    .arg(m_odometry.back().angular[2])));
    QVERIFY(m_odometry.back().angular[2] > 0.05);
    added.data = -0.5f;
    QVERIFY(m_trim->write(added));
    QTRY_VERIFY_WITH_TIMEOUT(still(), kMotionMs);
}

void TestBridgeRoverRos::rosoutNamesTheNode()
{
    FastDdsTopicReader<LogMessage> rosout(*m_fast, m_fast->ddsTopic("/rosout"), 1000, true);
    std::vector<LogMessage> lines;
    const auto logged = [&](const std::string &text) {
        for (LogMessage &line : rosout.takeAll())
            lines.push_back(line);
        return std::any_of(lines.begin(), lines.end(),
                           [&](const LogMessage &line) { return line.msg == text; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(logged("Receiving velocity command from /cmd_vel"), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(logged("Software Estop activated"), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(logged("Trim Event triggered"), kStartUpMs);
    QCOMPARE(lines.front().name, m_namespace.mid(1).toStdString() + ".roverrobotics_driver");
}

void TestBridgeRoverRos::cleanupTestCase()
{
    m_client.reset();
    m_trim.reset();
    m_reset.reset();
    m_trigger.reset();
    m_cmdVel.reset();
    m_wheels.reset();
    m_fast.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeRoverRos)

}  // namespace tst_bridge_rover_ros
#include "tst_bridge_rover_ros.moc"
