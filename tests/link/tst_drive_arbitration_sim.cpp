// The operator wins over a remote source (a ROS 2 network through the bridge), end to end:
// RobotLink on `sim:`, the virtual Kobuki's received base controls are the truth.
#include "sim/kobuki/VirtualKobuki.h"

#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_drive_arbitration_sim {  // this file's names, apart in a unity batch

using robodash::link::DriveArbiter;
using robodash::link::RobotLink;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr double kNetworkSpeed = 0.2;    // m/s forwards
constexpr double kOperatorSpeed = -0.1;  // m/s backwards: which one the robot obeys shows
constexpr int kRenewMs = 50;             // as the bridge renews a held network command

}  // namespace

class TestDriveArbitrationSim : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<robodash::app::RobotSession> m_session;
    RobotLink *m_link = nullptr;
    QTimer m_network;  // a network command held: driveRemote() every 50 ms, as the relay does
    QTimer m_stick;    // the operator holding the stick: drive() every 50 ms, as the pad does
    double m_networkLinear = 0;
    DriveArbiter::Verdict m_lastVerdict = DriveArbiter::Verdict::Accepted;

    std::int16_t lastSpeed() const { return m_session->virtualKobuki()->lastBaseControl().speed; }
    void networkHolds(double linear)
    {
        m_networkLinear = linear;
        m_lastVerdict = m_link->driveRemote(linear, 0);
        m_network.start();
    }
    void networkTimesOut()
    {
        m_network.stop();
        m_link->releaseRemote();
    }
    // Nothing moves for a while: generous, a robot that moved would show it at once.
    void expectStillFor(int ms)
    {
        QTest::qWait(ms);
        QCOMPARE(lastSpeed(), std::int16_t(0));
    }

private slots:
    void initTestCase()
    {
        m_network.setInterval(kRenewMs);
        connect(&m_network, &QTimer::timeout, this,
                [this] { m_lastVerdict = m_link->driveRemote(m_networkLinear, 0); });
        m_stick.setInterval(kRenewMs);
        connect(&m_stick, &QTimer::timeout, this, [this] { m_link->drive(kOperatorSpeed, 0); });
    }
    void init()
    {
        m_session = std::make_unique<robodash::app::RobotSession>("kobuki");
        m_link = &m_session->link();
        m_link->connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline() && m_session->virtualKobuki(), kTimeoutMs);
    }
    void cleanup()
    {
        m_network.stop();
        m_stick.stop();
        m_session.reset();
        m_link = nullptr;
    }

    void networkDrivesAndSaysSo()
    {
        QSignalSpy remote(m_link, &RobotLink::remoteDrivingChanged);
        networkHolds(kNetworkSpeed);
        QCOMPARE(m_lastVerdict, DriveArbiter::Verdict::Accepted);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        QVERIFY(m_link->isRemoteDriving());
        QCOMPARE(remote.size(), 1);
        QCOMPARE(remote.at(0).at(0).toBool(), true);
        networkTimesOut();
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kTimeoutMs);
        QCOMPARE(remote.size(), 2);
        QCOMPARE(remote.at(1).at(0).toBool(), false);
    }

    void operatorDriveWinsAndTheNetworkTimeoutDoesNotCancelIt()
    {
        networkHolds(kNetworkSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        m_link->drive(kOperatorSpeed, 0);
        m_stick.start();
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() < 0, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_lastVerdict, DriveArbiter::Verdict::OperatorDriving, kTimeoutMs);
        QVERIFY(!m_link->isRemoteDriving());
        // The network's command expires while the operator still drives: no zero is sent.
        networkTimesOut();
        QTest::qWait(300);
        QVERIFY(lastSpeed() < 0);
        m_stick.stop();
        m_link->drive(0, 0);
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kTimeoutMs);
    }

    void stopLatchesTheNetworkOutUntilItSendsZero()
    {
        networkHolds(kNetworkSpeed);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        m_link->stop();
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kTimeoutMs);
        // The network keeps renewing the same command: refused, the robot stays stopped.
        expectStillFor(DriveArbiter::kOperatorHoldMs + 500);
        QCOMPARE(m_lastVerdict, DriveArbiter::Verdict::StoppedByOperator);
        QVERIFY(!m_link->isRemoteDriving());
        // The network lets go (zero) and commands again: it drives.
        m_network.stop();
        QCOMPARE(m_link->driveRemote(0, 0), DriveArbiter::Verdict::Accepted);
        networkHolds(kNetworkSpeed);
        QCOMPARE(m_lastVerdict, DriveArbiter::Verdict::Accepted);
        QTRY_VERIFY_WITH_TIMEOUT(lastSpeed() > 0, kTimeoutMs);
        networkTimesOut();
        QTRY_COMPARE_WITH_TIMEOUT(lastSpeed(), std::int16_t(0), kTimeoutMs);
    }
};

QTEST_GUILESS_MAIN(TestDriveArbitrationSim)

}  // namespace tst_drive_arbitration_sim
#include "tst_drive_arbitration_sim.moc"
