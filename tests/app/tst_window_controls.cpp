// What the window's controls do around the link, on the virtual Kobuki: arrow keys drive from
// anywhere in the window but not while typing in a field, a key let go in a field still
// stops; the pad is off and at zero while the motors are off or no robot is connected, and
// says why; with no robot, outputs and gains are off, Read says it cannot, and an output
// word set then is never sent to the next robot.
#include "ConnectionBar.h"
#include "EventWaits.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "MapView.h"
#include "OutputsPanel.h"
#include "PidEditor.h"
#include "ValidatedField.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "kobuki/Commands.h"
#include "kobuki/Odometry.h"
#include "RobotSession.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"

#include <QCheckBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <memory>

namespace tst_window_controls {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;
using robodash::widgets::PidEditor;
namespace kobuki = robodash::kobuki;

namespace {
constexpr int kTimeoutMs = 10000;
}

class TestWindowControls : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashControlTests"));
    }
    void init();
    void cleanup() { m_window.reset(); }

    void arrowKeysDriveAfterAButtonWasClicked();
    void arrowKeysInATextFieldMoveTheCursorOnly();
    void anArrowLetGoInATextFieldStillStops();
    void motorsOffZeroesAndDisablesThePad();
    void withoutARobotControlsAreOffAndSayWhy();
    void anOutputWordSetWithoutARobotIsNeverSent();
    void reconnectingStartsTheMapAgain();
    void readingsFadeWhileNoDataArrives();
    void heldArrowKeyAutoRepeatKeepsDriving();
    void serverRepeatsAsReleaseAndPressReachTheLimit_data();
    void serverRepeatsAsReleaseAndPressReachTheLimit();
    void theVirtualRobotResetsFromTheWindow();
    void aRecordingNamesTheRobot();

private:
    std::shared_ptr<robodash::sim::VirtualKobuki> robot() const { return m_window->session()->virtualKobuki(); }
    JoystickPad *pad() const { return m_window->joystickPad(); }
    void disconnectAndWait();

    std::unique_ptr<RobotDashboard> m_window;
};

void TestWindowControls::init()
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

void TestWindowControls::disconnectAndWait()
{
    m_window->link()->disconnectFromRobot();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->link()->isConnected(), kTimeoutMs);
}

void TestWindowControls::arrowKeysDriveAfterAButtonWasClicked()
{
    QPushButton *button = m_window->pidEditor()->readButton();
    button->setFocus();
    QCOMPARE(QApplication::focusWidget(), button);
    QTest::keyPress(button, Qt::Key_Up);
    QVERIFY(pad()->linearCommand() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
    QTest::keyRelease(button, Qt::Key_Up);
    QTRY_COMPARE(pad()->linearCommand(), 0.0);  // decided on the next event-loop turn
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    QVERIFY2(pad()->hintText().contains(QStringLiteral("arrow keys")), qPrintable(pad()->hintText()));
}

void TestWindowControls::arrowKeysInATextFieldMoveTheCursorOnly()
{
    QLineEdit *gain = m_window->pidEditor()->field(0)->lineEdit();
    gain->setFocus();
    gain->setCursorPosition(0);
    QTest::keyPress(gain, Qt::Key_Right);
    QCOMPARE(gain->cursorPosition(), 1);  // the field got the key...
    QCOMPARE(pad()->angularCommand(), 0.0);  // ...and the robot did not
    QTest::keyRelease(gain, Qt::Key_Right);
    QTest::keyPress(gain, Qt::Key_Up);
    QCOMPARE(pad()->linearCommand(), 0.0);
    QTest::keyRelease(gain, Qt::Key_Up);
}

void TestWindowControls::anArrowLetGoInATextFieldStillStops()
{
    QPushButton *button = m_window->pidEditor()->readButton();
    button->setFocus();
    QTest::keyPress(button, Qt::Key_Up);
    QVERIFY(pad()->linearCommand() > 0);
    QLineEdit *gain = m_window->pidEditor()->field(0)->lineEdit();
    gain->setFocus();  // e.g. a click into the field while the key is held
    QTest::keyRelease(gain, Qt::Key_Up);
    QTRY_COMPARE(pad()->linearCommand(), 0.0);
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
}

void TestWindowControls::motorsOffZeroesAndDisablesThePad()
{
    auto *motors = m_window->connectionBar()->findChild<QCheckBox *>(QStringLiteral("motorsEnabled"));
    QVERIFY(motors);
    const QPoint centre = pad()->padCentre().toPoint();
    QTest::mousePress(pad(), Qt::LeftButton, Qt::NoModifier, centre);
    QTest::mouseMove(pad(), centre - QPoint(0, int(pad()->padRadius() * 0.8)));
    QVERIFY(pad()->linearCommand() > 0);
    motors->setChecked(false);
    QVERIFY(!pad()->isEnabled());
    QCOMPARE(pad()->linearCommand(), 0.0);
    QVERIFY2(pad()->commandText().contains(QStringLiteral("0.00")), qPrintable(pad()->commandText()));
    QVERIFY2(pad()->hintText().contains(QStringLiteral("Motors are off")), qPrintable(pad()->hintText()));
    QTest::mouseRelease(pad(), Qt::LeftButton, Qt::NoModifier, centre);
    motors->setChecked(true);
    QVERIFY(pad()->isEnabled());
}

void TestWindowControls::withoutARobotControlsAreOffAndSayWhy()
{
    disconnectAndWait();
    QVERIFY(!pad()->isEnabled());
    QVERIFY2(pad()->hintText().contains(QStringLiteral("not connected")), qPrintable(pad()->hintText()));
    QVERIFY(!m_window->outputsPanel()->isEnabled());
    PidEditor *pid = m_window->pidEditor();
    QVERIFY(!pid->readButton()->isEnabled());
    QVERIFY(!pid->writeButton()->isEnabled());
    pid->readGains();  // what the Robot menu's "Read wheel gains" does
    QVERIFY2(pid->statusText().contains(QStringLiteral("Not connected")), qPrintable(pid->statusText()));
    QVERIFY(pid->state() != PidEditor::State::Reading);

    m_window->link()->connectTo(QStringLiteral("sim:"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
    QVERIFY(pad()->isEnabled());
    QVERIFY(m_window->outputsPanel()->isEnabled());
    QVERIFY(pid->readButton()->isEnabled());
}

void TestWindowControls::anOutputWordSetWithoutARobotIsNeverSent()
{
    disconnectAndWait();
    constexpr quint16 kLed1Red = 0x0100 | 0x00F0;  // LED 1 red, rails on
    m_window->session()->kobukiControl().setOutputWord(kLed1Red);
    QSignalSpy identified(m_window->link(), &robodash::link::RobotLink::identityComplete);
    m_window->link()->connectTo(QStringLiteral("sim:"));
    // The handshake runs after the first frames; by its end anything queued would be out.
    QTRY_VERIFY_WITH_TIMEOUT(identified.count() > 0, kTimeoutMs);
    for (const robodash::sim::ReceivedCommand &command : robot()->receivedCommands())
        QVERIFY2(command.id != kobuki::kGeneralPurposeOutputId,
                 qPrintable(QStringLiteral("sent output word %1").arg(command.output.word, 4, 16)));
}

void TestWindowControls::reconnectingStartsTheMapAgain()
{
    const QPoint centre = pad()->padCentre().toPoint();
    QTest::mousePress(pad(), Qt::LeftButton, Qt::NoModifier, centre);
    QTest::mouseMove(pad(), centre - QPoint(0, int(pad()->padRadius() * 0.9)));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->odometry().distanceMetres > 0.05, kTimeoutMs);
    QTest::mouseRelease(pad(), Qt::LeftButton, Qt::NoModifier, centre);
    QVERIFY(m_window->mapView()->pose().x > 0.03);

    disconnectAndWait();
    m_window->link()->connectTo(QStringLiteral("sim:"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isConnected(), kTimeoutMs);
    QCOMPARE(m_window->odometry().distanceMetres, 0.0);
    QCOMPARE(m_window->mapView()->pose().x, 0.0);
    QCOMPARE(m_window->mapView()->pose().y, 0.0);
}

void TestWindowControls::readingsFadeWhileNoDataArrives()
{
    QVERIFY(m_window->readingsLookLive());
    robodash::sim::Faults off;
    off.silent = true;  // the robot switched off: the port stays open, nothing arrives
    robot()->setFaults(off);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->link()->isOnline(), kTimeoutMs);
    QVERIFY(!m_window->readingsLookLive());
    robot()->setFaults(robodash::sim::Faults{});
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
    QVERIFY(m_window->readingsLookLive());
    disconnectAndWait();
    QVERIFY(!m_window->readingsLookLive());
}

// With the desktop's key auto-repeat on, a held key arrives as press, then release/press
// pairs marked as auto-repeat: those are not a release, and the robot must not drop to zero.
void TestWindowControls::heldArrowKeyAutoRepeatKeepsDriving()
{
    QPushButton *button = m_window->pidEditor()->readButton();
    button->setFocus();
    QTest::keyPress(button, Qt::Key_Up);
    const double driving = pad()->linearCommand();
    QVERIFY(driving > 0);
    for (int repeat = 0; repeat < 5; ++repeat) {
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_Up, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(button, &release);
        QCOMPARE(pad()->linearCommand(), driving);
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Up, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(button, &press);
        QCOMPARE(pad()->linearCommand(), driving);
    }
    QTest::keyRelease(button, Qt::Key_Up);  // the real release
    QTRY_COMPARE(pad()->linearCommand(), 0.0);
}

// What Qt's xcb plugin delivers for a held key on a busy window: release + press pairs with
// the server's timestamp, not marked as auto-repeat. The robot must reach the speed limit
// (the ramp never restarts) whether focus is on a button or on the pad, and stop on let-go.
void TestWindowControls::serverRepeatsAsReleaseAndPressReachTheLimit_data()
{
    QTest::addColumn<bool>("focusOnPad");
    QTest::newRow("focus on a button") << false;
    QTest::newRow("focus on the pad") << true;
}

void TestWindowControls::serverRepeatsAsReleaseAndPressReachTheLimit()
{
    QFETCH(bool, focusOnPad);
    QWidget *target = focusOnPad ? static_cast<QWidget *>(pad()) : m_window->pidEditor()->readButton();
    target->setFocus();
    QSignalSpy stops(pad(), &JoystickPad::stopRequested);
    const auto send = [target](QEvent::Type type, quint64 timestamp) {
        QKeyEvent event(type, Qt::Key_Up, Qt::NoModifier, QString());
        event.setTimestamp(timestamp);
        QApplication::sendEvent(target, &event);
    };
    quint64 timestamp = 1000;
    send(QEvent::KeyPress, timestamp);
    const auto limitMmPerS = std::int16_t(std::lround(0.95 * pad()->maxLinearSpeed() * 1000));
    // The server repeats every 30 ms or so until the twin gets the limit (0.6 s of ramp).
    const bool reached = QTest::qWaitFor([&] {
        timestamp += 30;
        send(QEvent::KeyRelease, timestamp);
        send(QEvent::KeyPress, timestamp);
        return robot()->lastBaseControl().speed >= limitMmPerS;
    }, kTimeoutMs);
    QVERIFY2(reached, qPrintable(QStringLiteral("the twin got %1 mm/s").arg(robot()->lastBaseControl().speed)));
    QCOMPARE(stops.count(), 0);
    send(QEvent::KeyRelease, timestamp + 30);  // let go
    QTRY_COMPARE(pad()->linearCommand(), 0.0);
    QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
}

void TestWindowControls::theVirtualRobotResetsFromTheWindow()
{
    robot()->placeRobot(robodash::sim::Pose{0.8, -0.3, 1.0});
    robot()->setBatteryVolts(13.4);
    robot()->liftWheel(0, true);
    robodash::sim::Faults faults;
    faults.dropFrameFraction = 0.5;
    robot()->setFaults(faults);
    m_window->resetVirtualRobot();
    const robodash::sim::Pose pose = robot()->truePose();
    QCOMPARE(pose.x, 0.0);
    QCOMPARE(pose.y, 0.0);
    QCOMPARE(pose.theta, 0.0);
    QVERIFY(robot()->batteryVolts() > 15.0);
    QCOMPARE(robot()->faults().dropFrameFraction, 0.0);
    QCOMPARE(m_window->mapView()->pose().x, 0.0);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
}

void TestWindowControls::aRecordingNamesTheRobot()
{
    // The spy starts after the old connection is gone: its own identityComplete, still queued
    // from the worker when disconnecting, would otherwise pass for the new robot's and let the
    // recording start before the new robot has said who it is.
    disconnectAndWait();
    QSignalSpy identified(m_window->link(), &robodash::link::RobotLink::identityComplete);
    m_window->link()->connectTo(QStringLiteral("sim:"));
    QTRY_VERIFY_WITH_TIMEOUT(identified.count() > 0, kTimeoutMs);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("named.rdlog"));
    QSignalSpy stopped(m_window->link(), &robodash::link::RobotLink::recordingStopped);
    m_window->link()->startRecording(path);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isRecording(), kTimeoutMs);
    m_window->link()->stopRecording();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, kTimeoutMs);
    QString error;
    const auto log = robodash::link::SessionLogReader::read(path, &error);
    QVERIFY2(log, qPrintable(error));
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$")).match(log->header.firmware).hasMatch(),
             qPrintable(log->header.firmware));
    QVERIFY(!log->header.hardware.isEmpty());
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}$")).match(log->header.udid).hasMatch(),
             qPrintable(log->header.udid));
}

QTEST_MAIN(TestWindowControls)

}  // namespace tst_window_controls
#include "tst_window_controls.moc"
