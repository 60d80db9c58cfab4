// The presentation view in the real window against the virtual Kobuki: F11 shows it full
// screen and Esc brings the dashboard back as it was; its STOP stops the robot as the main
// STOP does; its readouts show the telemetry core and are large.
#include "ConnectionBar.h"
#include "EventWaits.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "MapView.h"
#include "PresentationView.h"
#include "RobotSession.h"
#include "link/RobotLink.h"
#include "sim/kobuki/VirtualKobuki.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

namespace tst_presentation_view {  // this file's names, apart in a unity batch

namespace {
constexpr int kTimeoutMs = 10000;

QWidget *keyTarget(QWidget *window)
{
    return QApplication::focusWidget() ? QApplication::focusWidget() : window;
}
}  // namespace

class TestPresentationView : public QObject {
    Q_OBJECT

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
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get(), robodash::waits::kEventMs));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
    }
    void cleanup() { m_window.reset(); }

    void f11ShowsThePresentationAndEscapeReturns()
    {
        const int docksShown = visibleDocks();
        QVERIFY(docksShown > 0);
        QTest::keyClick(keyTarget(m_window.get()), Qt::Key_F11);
        QVERIFY(m_window->isPresenting());
        QVERIFY(m_window->presentationView()->isVisible());
        QVERIFY(!m_window->joystickPad()->isVisible());
        QVERIFY(!m_window->menuBar()->isVisible());
        QCOMPARE(visibleDocks(), 0);
        QVERIFY(m_window->windowState() & Qt::WindowFullScreen);

        QTest::keyClick(keyTarget(m_window.get()), Qt::Key_Escape);
        QVERIFY(!m_window->isPresenting());
        QVERIFY(!m_window->presentationView()->isVisible());
        QVERIFY(m_window->joystickPad()->isVisible());
        QVERIFY(m_window->menuBar()->isVisible());
        QCOMPARE(visibleDocks(), docksShown);
        QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
    }

    void f11AgainAlsoReturns()
    {
        QTest::keyClick(keyTarget(m_window.get()), Qt::Key_F11);
        QVERIFY(m_window->isPresenting());
        QTest::keyClick(keyTarget(m_window.get()), Qt::Key_F11);
        QVERIFY(!m_window->isPresenting());
    }

    void itsStopStopsTheRobot()
    {
        m_window->setPresenting(true);
        QTRY_VERIFY(m_window->presentationView()->isVisible());
        QTest::keyPress(keyTarget(m_window.get()), Qt::Key_Up);  // the arrow keys drive here too
        QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
        QTest::mouseClick(m_window->presentationView()->stopButton(), Qt::LeftButton);
        QCOMPARE(m_window->joystickPad()->linearCommand(), 0.0);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        QTest::keyRelease(keyTarget(m_window.get()), Qt::Key_Up);
    }

    void losingFocusStopsTheRobotInIt()
    {
        m_window->setPresenting(true);
        QTest::keyPress(keyTarget(m_window.get()), Qt::Key_Up);
        QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
        QWidget other;
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other, robodash::waits::kEventMs));
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }

    void readoutsShowTheTelemetryCoreLarge()
    {
        m_window->resize(1920, 1080);
        m_window->setPresenting(true);
        PresentationView *view = m_window->presentationView();
        QTRY_VERIFY_WITH_TIMEOUT(view->batteryText().endsWith(QStringLiteral("%")), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(view->speedText().endsWith(QStringLiteral("m/s")), kTimeoutMs);
        QVERIFY2(view->headingText().endsWith(QStringLiteral("°")), qPrintable(view->headingText()));
        QCOMPARE(view->contactsText(), QStringLiteral("clear"));  // the twin starts in open floor
        view->resize(1920, 1080);
        QVERIFY2(view->valuePixelSize() >= 48, qPrintable(QString::number(view->valuePixelSize())));
    }

private:
    std::shared_ptr<robodash::sim::VirtualKobuki> robot() const { return m_window->session()->virtualKobuki(); }
    int visibleDocks() const
    {
        int shown = 0;
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) shown += dock->isVisible() ? 1 : 0;
        return shown;
    }

    std::unique_ptr<RobotDashboard> m_window;
};

QTEST_MAIN(TestPresentationView)

}  // namespace tst_presentation_view
#include "tst_presentation_view.moc"
