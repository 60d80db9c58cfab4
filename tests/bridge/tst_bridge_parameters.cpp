// kobuki_ros's parameters on a bridge, seen by a Fast DDS peer: given on the command line
// (`--param NAME=VALUE`), they decide the frames, joint names and battery percentage the peer
// reads. Loopback only, a domain and namespace of this run's own; waits are for conditions.
#include "BridgeProcess.h"
#include "FastCdrKobukiMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"
#include "TwinProcess.h"

#include <QtTest>

#include <unistd.h>

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kFastDdsIndex = 20;

template <class Message>
bool takeInto(FastDdsTopicReader<Message> &reader, std::vector<Message> &into)
{
    for (Message &message : reader.takeAll())
        into.push_back(std::move(message));
    return !into.empty();
}

}  // namespace

// Debian's Fast DDS 2.9.1: see tst_bridge_fastdds.
extern "C" const char *__asan_default_options()
{
    return "new_delete_type_mismatch=0";
}

class TestBridgeParameters : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void framesAreTheParameters();
    void jointNamesAreTheParameters();
    void batteryPercentFollowsTheThresholds();
    void cleanupTestCase();

private:
    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
};

void TestBridgeParameters::initTestCase()
{
    const int domain = 100 + int((getpid() + 80) % 120);
    const QString rosNamespace = QStringLiteral("/parameters_%1").arg(getpid());
    QVERIFY(m_twin.start(QStringLiteral("robodash-parameters-%1").arg(getpid()), kStartUpMs));
    QVERIFY(m_bridge.startOnPort(
        m_twin.port(), domain, rosNamespace,
        {"--param", "odom_frame=wheel_odom", "--param", "base_frame:=base_link", "--param",
         "wheel_left_joint_name=left_wheel", "--param", "wheel_right_joint_name=right_wheel",
         "--param", "battery_capacity=17.0", "--param", "battery_dangerous=12.0"}));
    m_fast = std::make_unique<FastDdsPeer>(domain, rosNamespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
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

void TestBridgeParameters::cleanupTestCase()
{
    m_fast.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeParameters)
#include "tst_bridge_parameters.moc"
