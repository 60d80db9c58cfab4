// End to end: the app's Rover Pro session (RoverDriver in the real link) against the
// virtual Rover Pro that `sim:` starts, over its pseudo-terminal. Driving moves the twin's
// tracks; releasing stops them, as the twin sees it.
#include "RobotSession.h"

#include "sim/rover/VirtualRover.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_rover_twin_link {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::link::RobotLink;
using robodash::sim::VirtualRover;

namespace {
constexpr int kTimeoutMs = 10000;
}

class TestRoverTwinLink : public QObject {
    Q_OBJECT

    std::unique_ptr<RobotSession> m_session;

    std::shared_ptr<VirtualRover> twin() const
    {
        return std::dynamic_pointer_cast<VirtualRover>(m_session->virtualRobot());
    }

private slots:
    void init()
    {
        m_session = std::make_unique<RobotSession>("rover");
        QSignalSpy online(&m_session->link(), &RobotLink::onlineChanged);
        m_session->link().connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->link().isOnline(), kTimeoutMs);
        QVERIFY(twin() != nullptr);
    }

    void cleanup() { m_session.reset(); }

    void drivingMovesTheTracksAndReleasingStopsThem()
    {
        RobotLink *link = &m_session->link();
        // A held joystick: the link's dead-man wants the intent repeated.
        QTimer joystick;
        connect(&joystick, &QTimer::timeout, link, [link] { link->drive(0.3, 0); });
        joystick.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(twin()->lastMotorBytes().left > 125, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(twin()->leftTrackSpeed() > 0.2, kTimeoutMs);
        QVERIFY(twin()->rightTrackSpeed() > 0.2);
        QVERIFY(!twin()->motorsStoppedByWatchdog());

        joystick.stop();
        link->drive(0, 0);
        QTRY_VERIFY_WITH_TIMEOUT(twin()->lastMotorBytes().isStop(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(twin()->leftTrackSpeed(), 0.0, kTimeoutMs);
        // Stopped by the host, not by silence: the driver keeps the packets coming.
        QVERIFY(!twin()->motorsStoppedByWatchdog());
        QCOMPARE(twin()->counters().watchdogStops, std::uint64_t{0});
        QCOMPARE(twin()->counters().flashWrites, std::uint64_t{0});
        QCOMPARE(twin()->counters().badChecksums, std::uint64_t{0});
    }

    void theDriverReadsTheTwinsFirmwareAndEveryRegisterItPolls()
    {
        QTRY_VERIFY_WITH_TIMEOUT(twin()->counters().replies > 40, kTimeoutMs);
        QCOMPARE(twin()->counters().unanswered, std::uint64_t{0});
        QCOMPARE(twin()->counters().unknownCommands, std::uint64_t{0});
    }
};

QTEST_GUILESS_MAIN(TestRoverTwinLink)

}  // namespace tst_rover_twin_link
#include "tst_rover_twin_link.moc"
