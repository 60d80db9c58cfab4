// STOP latches (issue 25): after a STOP from any source, an arrow key still held (and still
// repeated by the X server, as release + press pairs with one timestamp) drives nothing until
// it has been let go and pressed again; the pad, or the presentation view, says so.
#include "ConnectionBar.h"
#include "EventWaits.h"
#include "Gamepad.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "PresentationView.h"
#include "RobotSession.h"
#include "link/DriveStreamer.h"
#include "link/RobotLink.h"
#include "sim/kobuki/VirtualKobuki.h"

#include <QKeyEvent>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

namespace tst_stop_latch {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;

namespace {
constexpr int kTimeoutMs = 10000;
}

class TestStopLatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashStopLatchTests"));
    }
    void init();
    void cleanup() { m_window.reset(); }

    void aStopHoldsWhileTheKeyIsHeld_data();
    void aStopHoldsWhileTheKeyIsHeld();
    void focusLostIsNotALatch();
    void aKeyHeldOntoAPadThatIsOffIsLetGoThere();

private:
    std::shared_ptr<robodash::sim::VirtualKobuki> robot() const { return m_window->session()->virtualKobuki(); }
    JoystickPad *pad() const { return m_window->joystickPad(); }
    QWidget *keyTarget() const { return QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(); }
    // A key event as Qt's xcb plugin delivers it, to whatever has focus.
    void sendUp(QEvent::Type type, quint64 timestamp, bool autoRepeat = false)
    {
        QKeyEvent event(type, Qt::Key_Up, Qt::NoModifier, QString(), autoRepeat);
        event.setTimestamp(timestamp);
        QApplication::sendEvent(keyTarget(), &event);
    }
    void stopFrom(const QString &source);
    QString shownHint() const
    {
        return m_window->isPresenting() ? m_window->presentationView()->hintText() : pad()->hintText();
    }

    std::unique_ptr<RobotDashboard> m_window;
};

void TestStopLatch::init()
{
    DashboardOptions options;
    options.port = QStringLiteral("sim:");
    m_window = std::make_unique<RobotDashboard>(options);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get(), robodash::waits::kEventMs));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
    QVERIFY(pad()->isEnabled());
}

void TestStopLatch::stopFrom(const QString &source)
{
    if (source == QLatin1String("button"))
        QTest::mouseClick(m_window->findChild<QPushButton *>(QStringLiteral("emergencyStop")), Qt::LeftButton);
    else if (source == QLatin1String("presentation"))
        QTest::mouseClick(m_window->presentationView()->stopButton(), Qt::LeftButton);
    else if (source == QLatin1String("space"))
        QTest::keyClick(keyTarget(), Qt::Key_Space);
    else if (source == QLatin1String("escape"))
        QTest::keyClick(keyTarget(), Qt::Key_Escape);
    else if (source == QLatin1String("gamepad"))
        emit m_window->gamepad()->stopRequested();
}

void TestStopLatch::aStopHoldsWhileTheKeyIsHeld_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("presenting");
    QTest::newRow("STOP button") << QStringLiteral("button") << false;
    QTest::newRow("Space") << QStringLiteral("space") << false;
    QTest::newRow("Esc") << QStringLiteral("escape") << false;
    QTest::newRow("gamepad") << QStringLiteral("gamepad") << false;
    QTest::newRow("presentation STOP") << QStringLiteral("presentation") << true;
    QTest::newRow("presentation Space") << QStringLiteral("space") << true;
}

void TestStopLatch::aStopHoldsWhileTheKeyIsHeld()
{
    QFETCH(QString, source);
    QFETCH(bool, presenting);
    if (presenting) {
        m_window->setPresenting(true);
        QTRY_VERIFY(m_window->presentationView()->isVisible());
    }
    quint64 timestamp = 1000;
    sendUp(QEvent::KeyPress, timestamp);
    QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);

    stopFrom(source);
    QCOMPARE(pad()->linearCommand(), 0.0);
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    QVERIFY(pad()->isLatched());
    QVERIFY2(shownHint().contains(QStringLiteral("let go")), qPrintable(shownHint()));

    // The server goes on repeating the held key: unmarked pairs and marked repeats.
    for (int repeat = 0; repeat < 10; ++repeat) {
        timestamp += 30;
        sendUp(QEvent::KeyRelease, timestamp);
        sendUp(QEvent::KeyPress, timestamp);
        sendUp(QEvent::KeyPress, timestamp + 1, true);
        QTest::qWait(15);
        QCOMPARE(pad()->linearCommand(), 0.0);
    }
    QTest::qWait(3 * robodash::link::DriveStreamer::kPeriodMs);
    QCOMPARE(robot()->lastBaseControl().speed, std::int16_t(0));

    sendUp(QEvent::KeyRelease, timestamp + 100);  // let go
    QTRY_VERIFY(!pad()->isLatched());
    QVERIFY2(!shownHint().contains(QStringLiteral("let go")), qPrintable(shownHint()));
    sendUp(QEvent::KeyPress, timestamp + 500);  // and pressed again: drives
    QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
    sendUp(QEvent::KeyRelease, timestamp + 600);
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
}

// Another window taking the keyboard is not an operator's STOP: it stops, forgets the key
// (its release will not come here) and does not wait for a let-go it cannot see.
void TestStopLatch::focusLostIsNotALatch()
{
    sendUp(QEvent::KeyPress, 1000);
    QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
    QWidget other;
    other.show();
    other.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&other, robodash::waits::kEventMs));
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    QVERIFY(!pad()->isLatched());
    QVERIFY(!pad()->isHeld());
}

// A fleet's switch made with a key held onto a robot whose motors are off (its pad disabled):
// the key is let go there, the latch lifts, and once the motors are on the next press drives
// (a new user's first press after such a switch drove nothing: "let go, then press again").
void TestStopLatch::aKeyHeldOntoAPadThatIsOffIsLetGoThere()
{
    JoystickPad left;  // the pad of the robot left behind, Up held on it
    QKeyEvent held(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier);
    held.setTimestamp(900);
    QApplication::sendEvent(&left, &held);
    QVERIFY(left.isHeld());
    pad()->setEnabled(false);  // the next robot's motors are off
    pad()->takeOverHeldKeys(left);
    QVERIFY(pad()->isLatched());
    QKeyEvent letGo(QEvent::KeyRelease, Qt::Key_Up, Qt::NoModifier);
    letGo.setTimestamp(1000);
    QApplication::sendEvent(pad(), &letGo);  // as the window's drive filter forwards it
    QTRY_VERIFY(!pad()->isLatched());
    QVERIFY(!pad()->isHeld());
    pad()->setEnabled(true);  // Motors on
    sendUp(QEvent::KeyPress, 2000);
    QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
    sendUp(QEvent::KeyRelease, 2100);
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
}

QTEST_MAIN(TestStopLatch)

}  // namespace tst_stop_latch
#include "tst_stop_latch.moc"
