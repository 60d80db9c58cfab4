// The safety layer as the user sees it in the real window: the banner, the event log, the
// drive pad and the Safety panel, with the virtual Kobuki driven into a wall.
#include "EventLog.h"
#include "EventWaits.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "SafetyPanel.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

namespace tst_main_window_safety {  // this file's names, apart in a unity batch

using robodash::core::Hazard;
using robodash::widgets::JoystickPad;
using robodash::widgets::SafetyPanel;

namespace {

constexpr int kTimeoutMs = 10000;
const robodash::sim::Pose kBeforeFrontWall{1.4, 0.0, 0.0};  // 0.125 m before the bumper meets it

}  // namespace

class TestMainWindowSafety : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<RobotDashboard> m_window;

    std::shared_ptr<robodash::sim::VirtualKobuki> robot() const { return m_window->session()->virtualKobuki(); }
    JoystickPad *pad() const { return m_window->joystickPad(); }
    QPoint padAhead() const { return pad()->padCentre().toPoint() - QPoint(0, int(pad()->padRadius() * 0.6)); }
    void pressPadForward()
    {
        QTest::mousePress(pad(), Qt::LeftButton, Qt::NoModifier, pad()->padCentre().toPoint());
        QTest::mouseMove(pad(), padAhead());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
    }
    void init()
    {
        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        m_window = std::make_unique<RobotDashboard>(options);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get(), robodash::waits::kEventMs));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline() && robot(), kTimeoutMs);
    }
    void cleanup() { m_window.reset(); }

    void aBumpIsShownOnTheBannerTheLogAndThePad()
    {
        robot()->placeRobot(kBeforeFrontWall);
        pressPadForward();
        QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
        QVERIFY(pad()->refusal().isEmpty());

        QTRY_VERIFY_WITH_TIMEOUT(m_window->bannerText().startsWith(QLatin1String("Safety stop: Bumper pressed")),
                                 kTimeoutMs);
        QVERIFY(m_window->eventLog()->hasEntryContaining(QStringLiteral("Safety stop: Bumper pressed")));
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        // The pad is still held forward: it says the request is refused, and why.
        QTRY_VERIFY_WITH_TIMEOUT(pad()->refusal().contains(QLatin1String("forward refused")), kTimeoutMs);
        QVERIFY(m_window->safetyPanel()->statusText().contains(QLatin1String("Bumper pressed")));

        // Pulling back is allowed: the refusal goes, the robot backs off, the stop ends.
        QTest::mouseMove(pad(), pad()->padCentre().toPoint() + QPoint(0, int(pad()->padRadius() * 0.6)));
        QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed < 0, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(pad()->refusal().isEmpty(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->eventLog()->hasEntryContaining(QStringLiteral("Safety: clear")), kTimeoutMs);
        QVERIFY(!m_window->bannerText().startsWith(QLatin1String("Safety stop")));
        QTest::mouseRelease(pad(), Qt::LeftButton, Qt::NoModifier);
    }

    void anOverrideFromThePanelIsLoggedAndLetsThePadPush()
    {
        robot()->placeRobot(kBeforeFrontWall);
        SafetyPanel *panel = m_window->safetyPanel();
        panel->setOverrideConfirmation([](const QString &) { return true; });
        // Pushing a wall stalls the motors: give the over-current stop its longest time, so a
        // slow machine still sees the push before that stop.
        panel->findChild<QSpinBox *>(QStringLiteral("overCurrentHoldMs"))->setValue(3000);
        panel->findChild<QCheckBox *>(QStringLiteral("override_%1").arg(int(Hazard::Bumper)))->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->eventLog()->hasEntryContaining(QStringLiteral("Expert override on: bumper")),
                                 kTimeoutMs);

        pressPadForward();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->safetyStatus().active.has(Hazard::Bumper), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->eventLog()->hasEntryContaining(QStringLiteral("drove through bumper")), kTimeoutMs);
        QVERIFY(robot()->lastBaseControl().speed > 0);
        QVERIFY(pad()->refusal().isEmpty());
        QVERIFY(!m_window->eventLog()->hasEntryContaining(QStringLiteral("Safety stop: Bumper")));
        QTest::mouseRelease(pad(), Qt::LeftButton, Qt::NoModifier);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }
};

QTEST_MAIN(TestMainWindowSafety)

}  // namespace tst_main_window_safety
#include "tst_main_window_safety.moc"
