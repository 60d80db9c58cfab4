// End to end for both Rover Pro firmware lines (1.0.9 and 1.3.0): the app's session (the
// real link and RoverDriver) against a virtual Rover Pro of that line on its pty. The twin
// says what happened: the tracks run while a held pad drives and stop when it lets go; when
// the robot's replies are lost the host goes offline and its packets, still arriving, carry
// stop (the twin's own 333 ms watchdog never has to act); after the port vanishes a new
// robot at the same path is found again, identified again and driven again.
// No timing is asserted: every wait is on a condition.
#include "RobotSession.h"

#include "link/RobotLink.h"
#include "rover/RoverFrame.h"
#include "sim/rover/VirtualRover.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace robodash;
using robodash::link::RobotLink;
using robodash::sim::RoverFirmwareVersion;
using robodash::sim::VirtualRover;

Q_DECLARE_METATYPE(robodash::sim::RoverFirmwareVersion)

namespace tst_rover_lines_session {  // this file's names, apart in a unity batch

namespace {

constexpr int kTimeoutMs = 15000;

// The pad held forward: the link's dead-man wants the intent repeated.
class HeldPad {
public:
    HeldPad(RobotLink &link, double linear, double angular)
    {
        QObject::connect(&m_timer, &QTimer::timeout, &link, [&link, linear, angular] {
            link.drive(linear, angular);
        });
        m_timer.start(50);
    }
    void release(RobotLink &link)
    {
        m_timer.stop();
        link.drive(0, 0);
    }

private:
    QTimer m_timer;
};

}  // namespace

class TestRoverLinesSession : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<VirtualRover> m_twin;
    std::unique_ptr<app::RobotSession> m_session;
    rover::FirmwareLine m_seenLine = rover::FirmwareLine::Unknown;

    QString linkPath() const { return m_dir.filePath(QStringLiteral("rover")); }

    bool startTwin(RoverFirmwareVersion firmware)
    {
        sim::VirtualRoverOptions options;
        options.firmware = firmware;
        options.linkPath = linkPath().toStdString();
        m_twin = std::make_unique<VirtualRover>(options);
        std::string error;
        if (!m_twin->start(&error)) {
            qWarning("%s", error.c_str());
            return false;
        }
        return true;
    }

    RobotLink &link() { return m_session->link(); }

    void connectSession()
    {
        m_session = std::make_unique<app::RobotSession>("rover");
        connect(&link(), &RobotLink::telemetry, this, [this](const core::TelemetrySample &sample) {
            if (const auto *frame = sample.frameAs<rover::RoverFrame>(); frame && frame->identified)
                m_seenLine = frame->firmware.line;
        });
        link().connectTo(linkPath());
    }

    static rover::FirmwareLine lineOf(RoverFirmwareVersion firmware)
    {
        return firmware == RoverFirmwareVersion::V1_0_9 ? rover::FirmwareLine::Older
                                                         : rover::FirmwareLine::Newer;
    }

    bool tracksRunForward() const { return m_twin->leftTrackSpeed() > 0.2 && m_twin->rightTrackSpeed() > 0.2; }
    bool tracksStopped() const { return m_twin->leftTrackSpeed() == 0.0 && m_twin->rightTrackSpeed() == 0.0; }

    void firmwareLines()
    {
        QTest::addColumn<RoverFirmwareVersion>("firmware");
        QTest::newRow("1.0.9") << RoverFirmwareVersion::V1_0_9;
        QTest::newRow("1.3.0") << RoverFirmwareVersion::V1_3_0;
    }

private slots:
    void cleanup()
    {
        m_session.reset();  // stops the robot and closes the port first
        m_twin.reset();
        m_seenLine = rover::FirmwareLine::Unknown;
    }

    void drivesAndStopsOnRelease_data() { firmwareLines(); }
    void drivesAndStopsOnRelease()
    {
        QFETCH(RoverFirmwareVersion, firmware);
        QVERIFY(startTwin(firmware));
        connectSession();
        QTRY_VERIFY_WITH_TIMEOUT(link().isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_seenLine, lineOf(firmware), kTimeoutMs);

        HeldPad pad(link(), 0.3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->lastMotorBytes().left > rover::kMotorStop, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(tracksRunForward(), kTimeoutMs);
        pad.release(link());
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->lastMotorBytes().isStop(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(tracksStopped(), kTimeoutMs);
        // Stopped by the host's packets, not by silence; nothing it sent was refused.
        const sim::RoverFirmwareCounters counters = m_twin->counters();
        QCOMPARE(counters.watchdogStops, std::uint64_t(0));
        QCOMPARE(counters.badChecksums, std::uint64_t(0));
        QCOMPARE(counters.flashWrites, std::uint64_t(0));
        QCOMPARE(counters.unknownCommands, std::uint64_t(0));
        QCOMPARE(counters.unanswered, std::uint64_t(0));  // nothing asked that the line lacks
    }

    void lostRepliesStopTheRobotFromTheHost_data() { firmwareLines(); }
    void lostRepliesStopTheRobotFromTheHost()
    {
        QFETCH(RoverFirmwareVersion, firmware);
        QVERIFY(startTwin(firmware));
        connectSession();
        QTRY_COMPARE_WITH_TIMEOUT(m_seenLine, lineOf(firmware), kTimeoutMs);

        HeldPad pad(link(), 0.3, 0);  // held through the loss: the link must not obey it
        QTRY_VERIFY_WITH_TIMEOUT(tracksRunForward(), kTimeoutMs);
        sim::Faults lost;
        lost.dropFrameFraction = 1.0;  // the robot hears the host; the host hears nothing
        m_twin->setFaults(lost);
        QTRY_VERIFY_WITH_TIMEOUT(!link().isOnline(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->lastMotorBytes().isStop(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(tracksStopped(), kTimeoutMs);
        // The host keeps talking (asking who is there), so the stop is its own, and the pad,
        // still held, moves nothing while no robot answers.
        const std::uint64_t packets = m_twin->counters().packets;
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->counters().packets > packets + 10, kTimeoutMs);
        QVERIFY(m_twin->lastMotorBytes().isStop());
        QVERIFY(!m_twin->motorsStoppedByWatchdog());
        QCOMPARE(m_twin->counters().watchdogStops, std::uint64_t(0));

        pad.release(link());
        m_twin->setFaults(sim::Faults{});
        QTRY_VERIFY_WITH_TIMEOUT(link().isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_seenLine, lineOf(firmware), kTimeoutMs);
    }

    void reconnectsToTheRobotAtTheSamePath_data() { firmwareLines(); }
    void reconnectsToTheRobotAtTheSamePath()
    {
        QFETCH(RoverFirmwareVersion, firmware);
        QVERIFY(startTwin(firmware));
        connectSession();
        link().setAutoReconnect(true);
        QTRY_COMPARE_WITH_TIMEOUT(m_seenLine, lineOf(firmware), kTimeoutMs);
        QSignalSpy connected(&link(), &RobotLink::connected);
        QSignalSpy disconnected(&link(), &RobotLink::disconnected);
        QSignalSpy identified(&link(), &RobotLink::identityComplete);

        m_twin->stop();  // unplugged: the pty goes away
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QVERIFY(!link().isOnline());
        m_seenLine = rover::FirmwareLine::Unknown;
        m_twin.reset();
        QVERIFY(startTwin(firmware));  // plugged in again: a new pty at the same path
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(link().isOnline(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(identified.count() >= 1, kTimeoutMs);  // asked register 40 again
        QTRY_COMPARE_WITH_TIMEOUT(m_seenLine, lineOf(firmware), kTimeoutMs);

        HeldPad pad(link(), 0.3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(tracksRunForward(), kTimeoutMs);
        pad.release(link());
        QTRY_VERIFY_WITH_TIMEOUT(tracksStopped(), kTimeoutMs);
        QCOMPARE(m_twin->counters().watchdogStops, std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestRoverLinesSession)

}  // namespace tst_rover_lines_session
#include "tst_rover_lines_session.moc"
