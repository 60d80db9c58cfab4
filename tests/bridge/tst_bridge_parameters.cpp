// kobuki_ros's parameters on a bridge, seen by a Fast DDS peer: given on the command line
// (`--param NAME=VALUE`), they decide the frames, joint names and battery percentage the peer
// reads; over the parameter services (rmw_cyclonedds's conventions, ParameterClient) they are
// listed, described, read and set — a shorter cmd_vel_timeout_sec stops the twin sooner, a
// bad set is refused with rclcpp's reason — and /parameter_events and /rosout say so.
// Loopback only, a domain and namespace of this run's own; waits are for conditions.
#include "BridgeProcess.h"
#include "FastCdrKobukiMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"
#include "ParameterClient.h"
#include "TwinProcess.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <unistd.h>

namespace tst_bridge_parameters {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kFastDdsIndex = 20;
constexpr int kReplyMs = 10000;
constexpr int kMotionMs = 20000;
constexpr std::uint8_t kDouble = 3, kString = 4;

template <class Message>
bool takeInto(FastDdsTopicReader<Message> &reader, std::vector<Message> &into)
{
    for (Message &message : reader.takeAll())
        into.push_back(std::move(message));
    return !into.empty();
}

}  // namespace

class TestBridgeParameters : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void framesAreTheParameters();
    void jointNamesAreTheParameters();
    void batteryPercentFollowsTheThresholds();
    void listsKobukiRosParameters();
    void describesParameters();
    void getsTheValuesGiven();
    void refusesWithRclcppsReasons();
    void shorterTimeoutStopsTheTwinSooner();
    void rosoutCarriesTheLog();
    void cleanupTestCase();

private:
    // Drives ahead at 0.2 m/s for a second, then falls silent: how far the odometry moves
    // from the last command until the robot stands still.
    double coastAfterSilence();

    QString m_namespace;
    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
    std::unique_ptr<ParameterClient> m_client;
    std::unique_ptr<FastDdsTopicReader<ParameterEventMessage>> m_events;
};

void TestBridgeParameters::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/parameters_%1").arg(getpid());
    const QString &rosNamespace = m_namespace;
    QVERIFY(m_twin.start(QStringLiteral("robodash-parameters-%1").arg(getpid()), kStartUpMs));
    QVERIFY(m_bridge.startOnPort(
        m_twin.port(), domain, rosNamespace,
        {"--param", "odom_frame=wheel_odom", "--param", "base_frame:=base_link", "--param",
         "wheel_left_joint_name=left_wheel", "--param", "wheel_right_joint_name=right_wheel",
         "--param", "battery_capacity=17.0", "--param", "battery_dangerous=12.0"}));
    m_fast = std::make_unique<FastDdsPeer>(domain, rosNamespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
    m_client = std::make_unique<ParameterClient>(
        *m_fast, m_namespace.toStdString() + "/kobuki_ros_node");
    QVERIFY(m_client->isValid());
    m_events = std::make_unique<FastDdsTopicReader<ParameterEventMessage>>(
        *m_fast, m_fast->ddsTopic("/parameter_events"), 1000);
    QVERIFY(m_events->isValid());
    QTRY_VERIFY_WITH_TIMEOUT(m_client->matched(), kStartUpMs);
}

void TestBridgeParameters::framesAreTheParameters()
{
    std::optional<OdometryMessage> odometry;
    const auto arrived = [&] {
        if (auto newest = m_fast->takeOdometry())
            odometry = newest;
        return odometry.has_value();
    };
    QTRY_VERIFY_WITH_TIMEOUT(arrived(), kStartUpMs);
    QCOMPARE(odometry->frameId, std::string("wheel_odom"));
    QCOMPARE(odometry->childFrameId, std::string("base_link"));
}

void TestBridgeParameters::jointNamesAreTheParameters()
{
    FastDdsTopicReader<JointStateMessage> joints(*m_fast, m_fast->ddsTopic("joint_states"));
    std::vector<JointStateMessage> read;
    QTRY_VERIFY_WITH_TIMEOUT(takeInto(joints, read), kStartUpMs);
    QCOMPARE(read.back().name, (std::vector<std::string>{"left_wheel", "right_wheel"}));
}

void TestBridgeParameters::batteryPercentFollowsTheThresholds()
{
    FastDdsTopicReader<BatteryStateMessage> battery(*m_fast,
                                                    m_fast->ddsTopic("sensors/battery_state"));
    std::vector<BatteryStateMessage> read;
    QTRY_VERIFY_WITH_TIMEOUT(takeInto(battery, read), kStartUpMs);
    const BatteryStateMessage &state = read.back();
    // 5 % at battery_dangerous (12.0 V here), 100 % at battery_capacity (17.0 V here).
    const double expected = std::clamp(95 * (state.voltage - 12.0) / (17.0 - 12.0) + 5, 0.0, 100.0);
    QVERIFY2(std::abs(state.percentage - expected) < 1e-3,
             qPrintable(QStringLiteral("%1 V: %2 %").arg(state.voltage).arg(state.percentage)));
}

void TestBridgeParameters::listsKobukiRosParameters()
{
    const auto reply = m_client->list(kReplyMs);
    QVERIFY(reply.has_value());
    for (const char *name : {"acceleration_limiter", "base_frame", "battery_capacity",
                             "battery_dangerous", "battery_low", "cmd_vel_timeout_sec",
                             "device_port", "odom_frame", "publish_tf", "use_imu_heading",
                             "wheel_left_joint_name", "wheel_right_joint_name"})
        QVERIFY2(std::count(reply->names.begin(), reply->names.end(), name) == 1, name);
}

void TestBridgeParameters::describesParameters()
{
    const auto reply = m_client->describe({"cmd_vel_timeout_sec", "device_port"}, kReplyMs);
    QVERIFY(reply.has_value());
    QCOMPARE(reply->descriptors.size(), std::size_t(2));
    const auto &timeout = reply->descriptors[0];
    QCOMPARE(timeout.name, std::string("cmd_vel_timeout_sec"));
    QCOMPARE(int(timeout.type), int(kDouble));
    QVERIFY(!timeout.readOnly);
    QCOMPARE(timeout.floatingPointRange.size(), std::size_t(1));
    QCOMPARE(reply->descriptors[1].type, kString);
    QVERIFY(reply->descriptors[1].readOnly);
}

void TestBridgeParameters::getsTheValuesGiven()
{
    const auto reply = m_client->get({"base_frame", "cmd_vel_timeout_sec", "device_port"},
                                     kReplyMs);
    QVERIFY(reply.has_value());
    QCOMPARE(reply->values.size(), std::size_t(3));
    QCOMPARE(int(reply->values[0].type), int(kString));
    QCOMPARE(reply->values[0].stringValue, std::string("base_link"));  // --param
    QCOMPARE(int(reply->values[1].type), int(kDouble));
    QCOMPARE(reply->values[1].doubleValue, 0.6);  // kobuki_ros's shipped default
    QCOMPARE(reply->values[2].stringValue, m_twin.port().toStdString());
}

void TestBridgeParameters::refusesWithRclcppsReasons()
{
    const auto reply = m_client->set({parameter("cmd_vel_timeout_sec", std::string("fast")),
                                      parameter("device_port", std::string("/dev/ttyUSB1")),
                                      parameter("max_speed", 2.0),
                                      parameter("cmd_vel_timeout_sec", -1.0)},
                                     kReplyMs);
    QVERIFY(reply.has_value());
    QCOMPARE(reply->results.size(), std::size_t(4));
    for (const auto &result : reply->results)
        QVERIFY(!result.successful);
    QCOMPARE(reply->results[0].reason,
             std::string("Wrong parameter type, parameter {cmd_vel_timeout_sec} is of type "
                         "{double}, setting it to {string} is not allowed."));
    QCOMPARE(reply->results[1].reason,
             std::string("parameter 'device_port' cannot be set because it is read-only"));
    QCOMPARE(reply->results[2].reason,
             std::string("parameter 'max_speed' cannot be set because it was not declared"));
    QCOMPARE(reply->results[3].reason,
             std::string("Parameter {cmd_vel_timeout_sec} doesn't comply with floating point "
                         "range."));
    const auto after = m_client->get({"cmd_vel_timeout_sec"}, kReplyMs);
    QVERIFY(after.has_value() && after->values.size() == 1);
    QCOMPARE(after->values[0].doubleValue, 0.6);  // unchanged
}

double TestBridgeParameters::coastAfterSilence()
{
    std::optional<OdometryMessage> odometry;
    const auto newest = [&] {
        if (auto taken = m_fast->takeOdometry())
            odometry = taken;
        return odometry.has_value();
    };
    for (int i = 0; i < 10; ++i) {
        m_fast->sendVelocity(0.2, 0);
        QTest::qWait(100);
    }
    newest();
    const double atSilence = odometry ? odometry->position[0] : 0;
    const auto still = [&] {
        return newest() && std::abs(odometry->linear[0]) < 0.005 && std::abs(odometry->position[0] - atSilence) > 0;
    };
    if (!QTest::qWaitFor(still, kMotionMs))
        return -1;
    QTest::qWait(300);
    newest();
    return odometry->position[0] - atSilence;
}

void TestBridgeParameters::shorterTimeoutStopsTheTwinSooner()
{
    const double withDefault = coastAfterSilence();
    QVERIFY(withDefault > 0);
    m_events->takeAll();
    const auto reply = m_client->set({parameter("cmd_vel_timeout_sec", 0.2)}, kReplyMs);
    QVERIFY(reply.has_value() && reply->results.size() == 1);
    QVERIFY2(reply->results[0].successful, reply->results[0].reason.c_str());
    const auto readBack = m_client->get({"cmd_vel_timeout_sec"}, kReplyMs);
    QVERIFY(readBack.has_value() && readBack->values.size() == 1);
    QCOMPARE(readBack->values[0].doubleValue, 0.2);
    // /parameter_events says which node changed what.
    std::vector<ParameterEventMessage> events;
    const auto announced = [&] {
        for (ParameterEventMessage &event : m_events->takeAll())
            events.push_back(event);
        return std::any_of(events.begin(), events.end(), [](const ParameterEventMessage &e) {
            return e.changedParameters.size() == 1
                   && e.changedParameters[0].name == "cmd_vel_timeout_sec"
                   && e.changedParameters[0].value.doubleValue == 0.2;
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(announced(), kReplyMs);
    QCOMPARE(events.back().node, m_namespace.toStdString() + "/kobuki_ros_node");

    const double withShorter = coastAfterSilence();
    qInfo("coasting after the last command: %.3f m with 0.6 s, %.3f m with 0.2 s", withDefault,
          withShorter);
    // 0.4 s less at 0.2 m/s is 8 cm less; half of it is well clear of the odometry's jitter.
    QVERIFY(withShorter > 0);
    QVERIFY2(withShorter < withDefault - 0.04,
             qPrintable(QStringLiteral("%1 m, then %2 m").arg(withDefault).arg(withShorter)));
}

void TestBridgeParameters::rosoutCarriesTheLog()
{
    // Latched (transient local): a late reader still gets the start-up lines.
    FastDdsTopicReader<LogMessage> rosout(*m_fast, m_fast->ddsTopic("/rosout"), 1000, true);
    std::vector<LogMessage> lines;
    const auto logged = [&](const std::string &text) {
        for (LogMessage &line : rosout.takeAll())
            lines.push_back(line);
        return std::any_of(lines.begin(), lines.end(),
                           [&](const LogMessage &line) { return line.msg == text; });
    };
    QTRY_VERIFY_WITH_TIMEOUT(rosout.matched(), kStartUpMs);
    QTRY_VERIFY2_WITH_TIMEOUT(logged("Kobuki : using base_frame [base_link]."),
                              qPrintable(QStringLiteral("%1 lines, the first '%2'")
                                             .arg(lines.size())
                                             .arg(lines.empty() ? QString()
                                                                : QString::fromStdString(lines.front().msg))),
                              kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(logged("parameter cmd_vel_timeout_sec set"), kStartUpMs);
    QCOMPARE(lines.front().name, m_namespace.mid(1).toStdString() + ".kobuki_ros_node");
    QCOMPARE(int(lines.front().level), 20);  // INFO
}

void TestBridgeParameters::cleanupTestCase()
{
    m_events.reset();
    m_client.reset();
    m_fast.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeParameters)

}  // namespace tst_bridge_parameters
#include "tst_bridge_parameters.moc"
