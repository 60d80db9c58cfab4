// Two `robodash-cli bridge sim:` processes at once on one machine: two virtual Kobukis, two
// namespaces, one domain, every participant on the loopback interface. Each process takes a
// participant index of its own; a peer per namespace here sees its robot's node and odometry,
// and commands to one namespace move that robot while the other stays where it is.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "OdometryWatch.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <memory>
#include <unistd.h>

namespace tst_bridge_processes {  // this file's names, apart in a unity batch

namespace {

constexpr int kStartUpMs = 30000;  // two sanitized bridges starting twins and DDS discovery
constexpr int kRobots = 2;
constexpr double kCommandMps = 0.2;

}  // namespace

class TestBridgeProcesses : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void eachNamespaceShowsItsRobot();
    void commandsMoveOnlyTheirRobot();
    void cleanupTestCase();

private:
    QString m_namespaces[kRobots];
    BridgeProcess m_bridges[kRobots];
    std::unique_ptr<DdsTestPeer> m_peers[kRobots];
    std::unique_ptr<OdometryWatch> m_odometry[kRobots];
};

void TestBridgeProcesses::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    for (int robot = 0; robot < kRobots; ++robot) {
        m_namespaces[robot] = QStringLiteral("/process%1_%2").arg(robot).arg(getpid());
        QVERIFY(m_bridges[robot].start(domain, m_namespaces[robot]));
    }
    for (int robot = 0; robot < kRobots; ++robot) {
        m_peers[robot] = std::make_unique<DdsTestPeer>(domain, m_namespaces[robot].toStdString());
        QVERIFY2(m_peers[robot]->isValid(), m_peers[robot]->error().c_str());
        m_odometry[robot] = std::make_unique<OdometryWatch>(*m_peers[robot]);
    }
}

void TestBridgeProcesses::eachNamespaceShowsItsRobot()
{
    for (int robot = 0; robot < kRobots; ++robot) {
        QTRY_VERIFY_WITH_TIMEOUT(m_odometry[robot]->any(), kStartUpMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_peers[robot]->latestNode().has_value(), kStartUpMs);
        QCOMPARE(QString::fromStdString(m_peers[robot]->latestNode()->rosNamespace),
                 m_namespaces[robot]);
        QCOMPARE(m_peers[robot]->latestNode()->name, std::string("kobuki_ros_node"));
    }
}

void TestBridgeProcesses::commandsMoveOnlyTheirRobot()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry[1]->still(), kStartUpMs);
    const OdometryView before = *m_odometry[1]->latest();
    QTimer teleop;
    connect(&teleop, &QTimer::timeout, this, [this] { m_peers[0]->sendVelocity(kCommandMps, 0); });
    teleop.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry[0]->where([](const OdometryView &o) {
                                 return o.linear > kCommandMps / 2 && o.x > 0.05;
                             }),
                             kStartUpMs);
    teleop.stop();
    QTRY_VERIFY_WITH_TIMEOUT(m_odometry[0]->still(), kStartUpMs);  // the 0.6 s timeout
    // Robot 1, read afresh all the while: still where it was.
    QVERIFY(m_odometry[1]->where([&](const OdometryView &o) {
        return std::abs(o.linear) < 0.005 && std::abs(o.x - before.x) < 0.005
               && std::abs(o.y - before.y) < 0.005;
    }));
}

void TestBridgeProcesses::cleanupTestCase()
{
    for (int robot = 0; robot < kRobots; ++robot) {
        m_odometry[robot].reset();
        m_peers[robot].reset();
    }
    for (BridgeProcess &bridge : m_bridges)
        QVERIFY(bridge.terminate(15000));
}

QTEST_GUILESS_MAIN(TestBridgeProcesses)

}  // namespace tst_bridge_processes
#include "tst_bridge_processes.moc"
