// The core drive loop on a real X server, one robot family per run (ROBODASH_XTEST_FAMILY):
// the real robodash against its family's virtual robot (robodash-cli sim), keys and clicks
// through XTEST so the server's own auto-repeat is in play, and what the robot truly did read
// from the twin's trace. Every wait is for a state, with a generous deadline.
#include "DashboardRun.h"
#include "ScreenSearch.h"
#include "TwinTrace.h"
#include "WaitFor.h"
#include "XConnection.h"
#include "XTestInput.h"
#include "XvfbServer.h"

#include "link/VelocityLimiter.h"

#include <QtTest>

#include <memory>

using namespace robodash::xtest;

namespace {

constexpr QRgb kStopRed = 0xc62828;  // ConnectionBar's STOP button
// The speed limit the dashboard drives at out of the box (no saved settings in a run).
const double kLimitMps = robodash::link::DriveLimits{}.maxLinearMps;
constexpr double kStillMps = 0.005;

}  // namespace

class TestXvfbDrive : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void holdingUpDrivesAtTheLimitAndLettingGoStops();
    void stopWithAKeyHeldKeepsTheRobotStill();

private:
    void releaseTheRflexBrake();
    void enableTheMotors();
    bool waitForSpeed(double atLeast, int timeoutMs = kGenerousMs);
    bool waitUntilStill(int timeoutMs = kGenerousMs);
    QPoint stopButtonCentre();
    QString failure(const QString &what);

    QString m_family;
    XvfbServer m_server;
    XConnection m_x;
    std::unique_ptr<XTestInput> m_input;
    std::unique_ptr<DashboardRun> m_run;
    std::unique_ptr<TwinTrace> m_trace;
    XWindowId m_window = 0;
};

void TestXvfbDrive::initTestCase()
{
    m_family = qEnvironmentVariable("ROBODASH_XTEST_FAMILY", QStringLiteral("kobuki"));
    QString error;
    QVERIFY2(m_server.start(XvfbServer::Options{}, &error), qPrintable(error));
    QVERIFY2(m_x.open(m_server.display(), &error), qPrintable(error));
    m_input = std::make_unique<XTestInput>(m_x);
    QVERIFY2(m_input->isAvailable(&error), qPrintable(error));
}

// A fresh dashboard and twin for each case: a twin reset would set the rFLEX's brake again
// behind the dashboard's back.
void TestXvfbDrive::init()
{
    QString error;
    m_run = std::make_unique<DashboardRun>();
    QVERIFY2(m_run->start({m_family, m_server.display(), {}}, &error), qPrintable(error));
    m_trace = std::make_unique<TwinTrace>(m_run->tracePath());
    QVERIFY2(waitFor([&] { return m_x.mainWindowOf(m_run->dashboardPid()).has_value(); }),
             qPrintable(failure(QStringLiteral("no dashboard window"))));
    m_window = *m_x.mainWindowOf(m_run->dashboardPid());
    m_x.focus(m_window);  // no window manager: give it the keyboard as a click would
    QVERIFY2(m_run->waitForOutput(QStringLiteral("robodash: event: Robot online"), kGenerousMs),
             qPrintable(failure(QStringLiteral("the robot never came online"))));
    if (m_family == QLatin1String("rflex"))
        releaseTheRflexBrake();
    else
        enableTheMotors();
}

// A serial port's robot connects with its motors off (the twin here is on its own
// pseudo-terminal, as a real robot would be): the operator ticks Motors enabled, here by its
// mnemonic, and the event log says so.
void TestXvfbDrive::enableTheMotors()
{
    m_input->keyDown(QStringLiteral("Alt_L"));
    m_input->tap(QStringLiteral("m"));
    m_input->keyUp(QStringLiteral("Alt_L"));
    QVERIFY2(m_run->waitForOutput(QStringLiteral("robodash: event: Motors enabled"), kGenerousMs),
             qPrintable(failure(QStringLiteral("Alt+M did not enable the motors"))));
}

// An rFLEX keeps its brake on until the operator releases it: Robot > Motors enabled, from
// the keyboard as a user may, and the twin hears the brake released.
void TestXvfbDrive::releaseTheRflexBrake()
{
    m_input->keyDown(QStringLiteral("Alt_L"));
    m_input->tap(QStringLiteral("r"));
    m_input->keyUp(QStringLiteral("Alt_L"));
    m_input->tap(QStringLiteral("m"));
    QVERIFY2(waitFor([&] {
        m_trace->refresh();
        return m_trace->hasCommand(QStringLiteral("mot_brake_release"));
    }), qPrintable(failure(QStringLiteral("Robot > Motors enabled did not release the brake"))));
}

void TestXvfbDrive::cleanup()
{
    for (const char *key : {"Up", "space", "Alt_L"})
        m_input->keyUp(QString::fromLatin1(key));
    m_run.reset();
    m_trace.reset();
}

QString TestXvfbDrive::failure(const QString &what)
{
    m_trace->refresh();
    if (!m_trace)
        return what;
    return QStringLiteral("%1 (%2): twin speed %3 m/s at t=%4 s; dashboard said:\n%5")
        .arg(what, m_family)
        .arg(m_trace->latestSpeed(), 0, 'f', 3)
        .arg(m_trace->latestTime(), 0, 'f', 1)
        .arg(m_run ? m_run->dashboardOutput().right(3000) : QString());
}

bool TestXvfbDrive::waitForSpeed(double atLeast, int timeoutMs)
{
    return waitFor([&] {
        m_trace->refresh();
        return m_trace->latestSpeed() >= atLeast;
    }, timeoutMs);
}

bool TestXvfbDrive::waitUntilStill(int timeoutMs)
{
    // Still for three pose intervals in a row, not one slow sample.
    return waitFor([&] {
        m_trace->refresh();
        return m_trace->poses().size() > 3 && m_trace->lowestSpeedOver(0.3) < kStillMps
               && m_trace->latestSpeed() < kStillMps && m_trace->distanceSince(m_trace->latestTime() - 0.35) < 0.002;
    }, timeoutMs);
}

QPoint TestXvfbDrive::stopButtonCentre()
{
    const std::optional<QRect> stop = largestPatchOf(m_x.grabScreen(), kStopRed);
    return stop ? stop->center() : QPoint(-1, -1);
}

// Held, the key auto-repeats on the server (a release and a press every 30 ms); the robot must
// still reach the limit and stay there, and stop when the key is let go.
void TestXvfbDrive::holdingUpDrivesAtTheLimitAndLettingGoStops()
{
    m_input->keyDown(QStringLiteral("Up"));
    QVERIFY2(waitForSpeed(0.9 * kLimitMps), qPrintable(failure(QStringLiteral("never reached 90 % of the limit"))));
    const double reachedAt = m_trace->latestTime();
    // Held for a second more at the limit: not a moment's peak between two restarts.
    QVERIFY2(waitFor([&] {
        m_trace->refresh();
        return m_trace->latestTime() >= reachedAt + 1.0;
    }), qPrintable(failure(QStringLiteral("the twin's clock stopped"))));
    QVERIFY2(m_trace->lowestSpeedOver(1.0) >= 0.9 * kLimitMps,
             qPrintable(failure(QStringLiteral("the speed dropped while the key was held: lowest %1 m/s")
                                    .arg(m_trace->lowestSpeedOver(1.0)))));
    m_input->keyUp(QStringLiteral("Up"));
    QVERIFY2(waitUntilStill(), qPrintable(failure(QStringLiteral("letting go did not stop the robot"))));
}

// STOP clicked while an arrow key is held (and repeating): the robot stops and stays still
// for a second of the twin's time; letting go and pressing again drives again.
void TestXvfbDrive::stopWithAKeyHeldKeepsTheRobotStill()
{
    m_input->keyDown(QStringLiteral("Up"));
    QVERIFY2(waitForSpeed(0.1), qPrintable(failure(QStringLiteral("holding Up did not drive"))));
    const QPoint stop = stopButtonCentre();
    QVERIFY2(stop.x() >= 0, "no STOP button on the screen");
    m_input->click(stop);
    QVERIFY2(waitUntilStill(), qPrintable(failure(QStringLiteral("STOP did not stop the robot"))));
    m_trace->refresh();
    const double stoppedAt = m_trace->latestTime();
    QVERIFY2(waitFor([&] {
        m_trace->refresh();
        return m_trace->latestTime() >= stoppedAt + 1.0;
    }), qPrintable(failure(QStringLiteral("the twin's clock stopped"))));
    const double crept = m_trace->distanceSince(stoppedAt);
    QVERIFY2(crept < 0.002, qPrintable(failure(QStringLiteral("the robot moved %1 m after STOP with Up held").arg(crept))));

    m_input->keyUp(QStringLiteral("Up"));  // focus is on STOP now: the keys drive from anywhere
    m_input->keyDown(QStringLiteral("Up"), 200);  // a person's let-go, not a server repeat
    QVERIFY2(waitForSpeed(0.1), qPrintable(failure(QStringLiteral("let go and pressed again, Up did not drive"))));
    m_input->keyUp(QStringLiteral("Up"));
    QVERIFY2(waitUntilStill(), qPrintable(failure(QStringLiteral("letting go did not stop the robot"))));
}

QTEST_GUILESS_MAIN(TestXvfbDrive)
#include "tst_xvfb_drive.moc"
