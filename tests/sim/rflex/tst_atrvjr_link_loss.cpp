// End to end: the app's rFLEX session (the real link and RflexDriver) against the virtual
// ATRV-Jr on its pty, for what tst_atrvjr_session leaves out: the reports lost while a pad
// is held (the host goes offline, sends zero and sets the brake, and the held pad moves
// nothing until the user enables the motors again), and quitting while driving (the
// session's end stops the base, sets the brake and switches the reports off).
// No timing is asserted: every wait is on a condition the twin reports.
#include "RobotSession.h"
#include "core/FamilyCommand.h"
#include "link/RobotLink.h"
#include "rflex/RflexCommands.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace tst_atrvjr_link_loss {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::RobotLink;
using robodash::sim::VirtualAtrvJr;

namespace {

constexpr int kTimeoutMs = 15000;

void enableMotors(RobotLink &link)
{
    link.setMotorsEnabled(true);
    link.sendCommand(core::FamilyCommand(rflex::SetMotorsEnabledCommand{true}));
}

double translationVelocity(const VirtualAtrvJr &twin)
{
    return twin.withSimulation([](const sim::AtrvJrSimulation &s) { return s.translationVelocity(); });
}

int count(const std::vector<std::string> &names, const char *name)
{
    return int(std::count(names.begin(), names.end(), std::string(name)));
}

}  // namespace

class TestAtrvJrLinkLoss : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<VirtualAtrvJr> m_twin;
    std::unique_ptr<app::RobotSession> m_session;
    QTimer m_pad;  // a held pad: the link's dead-man wants the intent repeated

    RobotLink &link() { return m_session->link(); }

    // Connected, motors enabled, and driving forward with the pad held.
    void startDriving()
    {
        m_twin = std::make_unique<VirtualAtrvJr>(
            sim::VirtualAtrvJrOptions{{}, 1, 1.0, m_dir.filePath(QStringLiteral("atrvjr")).toStdString(), {}});
        std::string error;
        QVERIFY2(m_twin->start(&error), error.c_str());
        m_session = std::make_unique<app::RobotSession>("rflex");
        link().connectTo(QString::fromStdString(m_twin->options().linkPath));
        QTRY_VERIFY_WITH_TIMEOUT(link().isOnline(), kTimeoutMs);
        enableMotors(link());
        QTRY_VERIFY_WITH_TIMEOUT(!m_twin->brakeEngaged(), kTimeoutMs);
        m_pad.disconnect();
        connect(&m_pad, &QTimer::timeout, &link(), [this] { link().drive(0.3, 0); });
        m_pad.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(translationVelocity(*m_twin) > 0.1, kTimeoutMs);
    }

private slots:
    void cleanup()
    {
        m_pad.stop();
        m_session.reset();
        m_twin.reset();
    }

    void lostReportsStopTheBaseAndSetTheBrake()
    {
        startDriving();
        sim::Faults lost;
        lost.dropFrameFraction = 1.0;  // the base hears the host; the host hears nothing
        m_twin->setFaults(lost);
        QTRY_VERIFY_WITH_TIMEOUT(!link().isOnline(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->brakeEngaged(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(translationVelocity(*m_twin), 0.0, kTimeoutMs);

        // The pad is still held: whatever the host sends from now on releases nothing.
        m_twin->clearReceivedCommands();
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->receivedCommands().size() >= 3, kTimeoutMs);
        QCOMPARE(count(m_twin->receivedCommands(), "mot_brake_release"), 0);
        QVERIFY(m_twin->brakeEngaged());
        QCOMPARE(translationVelocity(*m_twin), 0.0);

        // The base comes back: reports again, but the brake stays set until the user
        // enables the motors once more.
        m_twin->setFaults(sim::Faults{});
        QTRY_VERIFY_WITH_TIMEOUT(link().isOnline(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(count(m_twin->receivedCommands(), "sys_status") >= 1, kTimeoutMs);
        QVERIFY(m_twin->brakeEngaged());
        QCOMPARE(count(m_twin->receivedCommands(), "mot_brake_release"), 0);
        QCOMPARE(translationVelocity(*m_twin), 0.0);
    }

    void quittingWhileDrivingStopsTheBaseAndSetsTheBrake()
    {
        startDriving();
        m_pad.stop();
        m_session.reset();  // the program quits with the pad held: no release came first
        QTRY_VERIFY_WITH_TIMEOUT(m_twin->brakeEngaged(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(translationVelocity(*m_twin), 0.0, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_twin->motionReportPeriod(), std::uint32_t(0), kTimeoutMs);
        QVERIFY(!m_twin->sonarOn());
        QCOMPARE(m_twin->motionTimeouts(), std::uint64_t(0));  // stopped by the host, not by silence
    }
};

QTEST_GUILESS_MAIN(TestAtrvJrLinkLoss)

}  // namespace tst_atrvjr_link_loss
#include "tst_atrvjr_link_loss.moc"
