// Several robots on one ROS 2 domain, one bridge each (a namespace per robot), in one process:
// two virtual Kobukis behind two RosBridge objects in the same domain on the loopback
// interface. A peer per namespace sees its own robot's odometry, and commands sent to one
// robot's namespace move that robot only. The bridge that made the process's DDS domain can
// end first: the other bridge, its peer and a peer joining later carry on.
#include "DdsTestPeer.h"
#include "OdometryWatch.h"

#include "RobotSession.h"
#include "bridge/RosBridge.h"
#include "link/RobotLink.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "DdsTestDomain.h"

#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_bridge_fleet {  // this file's names, apart in a unity batch

using robodash::bridge::BridgeOptions;
using robodash::bridge::RosBridge;

namespace {

constexpr int kTimeoutMs = 30000;  // twins starting and DDS discovery, sanitized and loaded
constexpr int kRobots = 2;

}  // namespace

class TestBridgeFleet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void eachPeerSeesItsOwnRobot();
    void commandsMoveOnlyTheRobotOfTheirNamespace();
    void theFirstBridgeCanEndFirst();
    void cleanupTestCase();

private:
    // The newest odometry robot `robot`'s peer has received so far (kept: QTRY_VERIFY
    // evaluates its condition once more after it held).
    const std::optional<OdometryView> &odometry(int robot)
    {
        if (auto newest = m_peers[robot]->takeOdometry())
            m_latest[robot] = newest;
        return m_latest[robot];
    }
    std::int16_t speed(int robot) const
    {
        return m_sessions[robot]->virtualKobuki()->lastBaseControl().speed;
    }

    // Made in this order; ended in the same order (DdsParticipant shares the domain counted).
    std::vector<std::unique_ptr<robodash::app::RobotSession>> m_sessions;
    std::vector<std::unique_ptr<RosBridge>> m_bridges;
    std::vector<std::unique_ptr<DdsTestPeer>> m_peers;
    std::optional<OdometryView> m_latest[kRobots];
    int m_domain = 0;
};

void TestBridgeFleet::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_domain = domain;
    for (int robot = 0; robot < kRobots; ++robot) {
        m_sessions.push_back(std::make_unique<robodash::app::RobotSession>("kobuki"));
        m_sessions.back()->link().connectTo(QStringLiteral("sim:"));
        BridgeOptions options;
        options.domain = domain;
        options.interfaceName = "lo";
        options.rosNamespace = QStringLiteral("/fleet%1_%2").arg(robot).arg(getpid()).toStdString();
        m_bridges.push_back(std::make_unique<RosBridge>(m_sessions.back()->link(), options));
        std::string error;
        QVERIFY2(m_bridges.back()->start(&error), error.c_str());
    }
    for (int robot = 0; robot < kRobots; ++robot) {
        m_peers.push_back(std::make_unique<DdsTestPeer>(domain, m_bridges[robot]->options().rosNamespace));
        QVERIFY2(m_peers.back()->isValid(), m_peers.back()->error().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(m_sessions[robot]->link().isOnline(), kTimeoutMs);
    }
}

void TestBridgeFleet::eachPeerSeesItsOwnRobot()
{
    for (int robot = 0; robot < kRobots; ++robot) {
        QTRY_VERIFY_WITH_TIMEOUT(odometry(robot).has_value(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_peers[robot]->latestNode().has_value(), kTimeoutMs);
        QCOMPARE(m_peers[robot]->latestNode()->rosNamespace, m_bridges[robot]->options().rosNamespace);
    }
}

void TestBridgeFleet::commandsMoveOnlyTheRobotOfTheirNamespace()
{
    QTimer teleop;
    connect(&teleop, &QTimer::timeout, this, [this] { m_peers[0]->sendVelocity(0.2, 0); });
    teleop.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(speed(0) > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(m_bridges[0]->isNetworkDriving(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(odometry(0) && odometry(0)->linear > 0.1, kTimeoutMs);
    QTest::qWait(500);
    QCOMPARE(speed(1), std::int16_t(0));
    QVERIFY(!m_bridges[1]->isNetworkDriving());
    m_latest[1].reset();
    QTRY_VERIFY_WITH_TIMEOUT(odometry(1).has_value(), kTimeoutMs);  // a fresh one
    QVERIFY(std::abs(odometry(1)->linear) < 0.005);
    QVERIFY(std::abs(odometry(1)->x) < 0.005);
    teleop.stop();
    QTRY_COMPARE_WITH_TIMEOUT(speed(0), std::int16_t(0), kTimeoutMs);  // the 0.6 s timeout
}

void TestBridgeFleet::theFirstBridgeCanEndFirst()
{
    // Bridge 0's participant made the domain (with the loopback configuration).
    m_bridges[0].reset();
    m_latest[1].reset();
    QTRY_VERIFY_WITH_TIMEOUT(odometry(1).has_value(), kTimeoutMs);  // bridge 1 still publishes
    DdsTestPeer lateJoiner(m_domain, m_bridges[1]->options().rosNamespace);
    QVERIFY2(lateJoiner.isValid(), lateJoiner.error().c_str());
    OdometryWatch lateOdometry(lateJoiner);
    QTRY_VERIFY_WITH_TIMEOUT(lateOdometry.any(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(lateJoiner.latestNode().has_value(), kTimeoutMs);
}

void TestBridgeFleet::cleanupTestCase()
{
    // In the order they were made: the first participants of the domain go first.
    while (!m_bridges.empty())
        m_bridges.erase(m_bridges.begin());
    while (!m_peers.empty())
        m_peers.erase(m_peers.begin());
    m_sessions.clear();
}

QTEST_GUILESS_MAIN(TestBridgeFleet)

}  // namespace tst_bridge_fleet
#include "tst_bridge_fleet.moc"
