// kobuki_ros's /diagnostics through the bridge, read by a Fast DDS peer: the ten tasks of its
// diagnostic_updater under "<node>: <task>", hardware id "Kobuki", and their levels following
// the virtual Kobuki: a battery with a dead cell (12 V, below battery_dangerous) is WARN
// "Dangerous" until the twin is reset (SIGUSR1: a healthy pack again), then OK "Healthy";
// the Wall Sensor is OK until the robot, driven on, presses its centre bumper against the
// room's wall, then WARN "Wall Hit!". Loopback only; waits are for conditions.
#include "BridgeProcess.h"
#include "FastCdrKobukiMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"
#include "TwinProcess.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <unistd.h>

namespace tst_bridge_diagnostics {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kMotionMs = 30000;
constexpr int kFastDdsIndex = 20;
constexpr std::uint8_t kOk = 0, kWarn = 1;
const std::vector<std::string> kTasks{"Battery",       "Watchdog",     "Wall Sensor",
                                      "Cliff Sensor",  "Wheel Drop",   "Motor Current",
                                      "Motor State",   "Gyro Sensor",  "Digital Input",
                                      "Analog Input"};

}  // namespace

class TestBridgeDiagnostics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void namesEveryTaskAsKobukiRos();
    void batteryWithADeadCellIsDangerousUntilReset();
    void wallSensorWarnsWhenTheBumperIsPressed();
    void cleanupTestCase();

private:
    // The newest array read has a status `task` at `level` (and, when given, `message`).
    bool statusIs(const std::string &task, std::uint8_t level, const std::string &message = {});
    const DiagnosticArrayMessage::Status *find(const std::string &task) const;

    TwinProcess m_twin;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
    std::unique_ptr<FastDdsTopicReader<DiagnosticArrayMessage>> m_diagnostics;
    std::optional<DiagnosticArrayMessage> m_latest;
};

void TestBridgeDiagnostics::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    const QString rosNamespace = QStringLiteral("/diagnostics_%1").arg(getpid());
    QVERIFY(m_twin.start(QStringLiteral("robodash-diagnostics-%1").arg(getpid()), kStartUpMs,
                         {"--fault", "dead-cell"}));
    QVERIFY(m_bridge.startOnPort(m_twin.port(), domain, rosNamespace));
    m_fast = std::make_unique<FastDdsPeer>(domain, rosNamespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
    // /diagnostics is absolute: rt/diagnostics whatever the namespace. diagnostic_updater's
    // publisher keeps one sample.
    m_diagnostics = std::make_unique<FastDdsTopicReader<DiagnosticArrayMessage>>(
        *m_fast, m_fast->ddsTopic("/diagnostics"), 1);
    QVERIFY(m_diagnostics->isValid());
}

const DiagnosticArrayMessage::Status *TestBridgeDiagnostics::find(const std::string &task) const
{
    if (!m_latest)
        return nullptr;
    for (const auto &status : m_latest->status) {
        if (status.name == "kobuki_ros_node: " + task)
            return &status;
    }
    return nullptr;
}

bool TestBridgeDiagnostics::statusIs(const std::string &task, std::uint8_t level,
                                     const std::string &message)
{
    std::vector<DiagnosticArrayMessage> taken = m_diagnostics->takeAll();
    if (!taken.empty())
        m_latest = taken.back();
    const DiagnosticArrayMessage::Status *status = find(task);
    return status && status->level == level && (message.empty() || status->message == message);
}

void TestBridgeDiagnostics::namesEveryTaskAsKobukiRos()
{
    QTRY_VERIFY_WITH_TIMEOUT(statusIs("Watchdog", kOk, "Alive"), kStartUpMs);
    QCOMPARE(m_latest->status.size(), kTasks.size());
    for (std::size_t i = 0; i < kTasks.size(); ++i) {
        QCOMPARE(m_latest->status[i].name, "kobuki_ros_node: " + kTasks[i]);
        QCOMPARE(m_latest->status[i].hardwareId, std::string("Kobuki"));
    }
    QVERIFY(m_latest->header.sec > 1600000000);
    QCOMPARE(find("Motor State")->message, std::string("Motors Enabled"));
    QCOMPARE(find("Cliff Sensor")->message, std::string("All right"));
    QCOMPARE(find("Wheel Drop")->message, std::string("All right"));
}

void TestBridgeDiagnostics::batteryWithADeadCellIsDangerousUntilReset()
{
    QTRY_VERIFY_WITH_TIMEOUT(statusIs("Battery", kWarn, "Dangerous"), kStartUpMs);
    const auto &values = find("Battery")->values;
    QVERIFY(values.size() >= 6);
    QCOMPARE(values[0].key, std::string("Voltage (V)"));
    QVERIFY2(std::stod(values[0].value) < 13.2, values[0].value.c_str());
    QCOMPARE(values[5].key, std::string("Charging State"));
    QCOMPARE(values[5].value, std::string("Not Charging"));

    QVERIFY(m_twin.reset());  // all four cells again, at the start charge
    QTRY_VERIFY_WITH_TIMEOUT(statusIs("Battery", kOk, "Healthy"), kStartUpMs);
    QVERIFY2(std::stod(find("Battery")->values[0].value) > 14.0,
             find("Battery")->values[0].value.c_str());
}

void TestBridgeDiagnostics::wallSensorWarnsWhenTheBumperIsPressed()
{
    QTRY_VERIFY_WITH_TIMEOUT(statusIs("Wall Sensor", kOk, "All right"), kStartUpMs);
    // The room's wall is 1.7 m ahead of the start (where the reset put the twin).
    QTimer commands;
    connect(&commands, &QTimer::timeout, this, [this] { m_fast->sendVelocity(0.3, 0); });
    commands.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(statusIs("Wall Sensor", kWarn, "Wall Hit!"), kMotionMs);
    commands.stop();
    const auto &values = find("Wall Sensor")->values;
    QCOMPARE(values.size(), std::size_t(3));
    QCOMPARE(values[1].key, std::string("Center"));
    QCOMPARE(values[1].value, std::string("YES"));
}

void TestBridgeDiagnostics::cleanupTestCase()
{
    m_diagnostics.reset();
    m_fast.reset();
    QVERIFY(m_bridge.terminate(15000));
    QVERIFY(m_twin.stop(15000));
}

QTEST_GUILESS_MAIN(TestBridgeDiagnostics)

}  // namespace tst_bridge_diagnostics
#include "tst_bridge_diagnostics.moc"
