#include "JoystickPad.h"
#include "EventWaits.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>

namespace tst_joystick_pad {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;

class JoystickPadTest : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void defaultsAndProperties();
    void dragForwardDrivesForwardAndReleaseStops();
    void dragSidewaysTurns();
    void deadZoneSendsZero();
    void dragIsClampedToMaximumSpeeds();
    void clickOutsideThePadOnlyTakesFocus();
    void repeatsTheCommandWhileHeld();
    void arrowKeysDriveWhileHeldAndSpaceStops();
    void releasingTheLastKeyStops();
    void focusLossStops();
    void disablingStops();
    void serverRepeatsAsReleaseAndPressKeepDriving();
    void aReleaseAndALaterPressAreBothReal();
    void stopLatchesUntilEveryKeyIsLetGo();
    void stopLatchWaitsForTheKnobAndOtherInputs();
    void stopWithNothingHeldDoesNotLatch();

private:
    QPointF above(double fraction) const
    {
        return pad_->padCentre() - QPointF(0, fraction * pad_->padRadius());
    }
    static bool near(double a, double b) { return std::abs(a - b) < 1e-6; }
    // A key event as Qt's xcb plugin delivers it: with the server's timestamp, and often not
    // marked as auto-repeat even when it is one.
    void sendKey(QEvent::Type type, int key, quint64 timestamp, bool autoRepeat = false)
    {
        QKeyEvent event(type, key, Qt::NoModifier, QString(), autoRepeat);
        event.setTimestamp(timestamp);
        QApplication::sendEvent(pad_, &event);
    }
    // One server auto-repeat: a release and a press with the same timestamp.
    void serverRepeat(int key, quint64 timestamp)
    {
        sendKey(QEvent::KeyRelease, key, timestamp);
        sendKey(QEvent::KeyPress, key, timestamp);
    }

    QWidget *window_ = nullptr;
    JoystickPad *pad_ = nullptr;
    QLineEdit *other_ = nullptr;
};

void JoystickPadTest::init()
{
    window_ = new QWidget;
    auto *layout = new QVBoxLayout(window_);
    pad_ = new JoystickPad(window_);
    other_ = new QLineEdit(window_);
    layout->addWidget(pad_);
    layout->addWidget(other_);
    window_->resize(320, 420);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_, robodash::waits::kEventMs));
}

void JoystickPadTest::cleanup()
{
    delete window_;
    window_ = nullptr;
}

void JoystickPadTest::defaultsAndProperties()
{
    QCOMPARE(pad_->maxLinearSpeed(), 0.3);
    QCOMPARE(pad_->maxAngularSpeed(), 1.5);
    QVERIFY(pad_->setProperty("maxLinearSpeed", 0.5));
    QCOMPARE(pad_->maxLinearSpeed(), 0.5);
    pad_->setMaxAngularSpeed(-1);  // refused: a maximum is positive
    QCOMPARE(pad_->maxAngularSpeed(), 1.5);
    QCOMPARE(JoystickPad::kRepeatIntervalMs, 50);
}

void JoystickPadTest::dragForwardDrivesForwardAndReleaseStops()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    QTest::mousePress(pad_, Qt::LeftButton, {}, above(0.56).toPoint());
    QVERIFY(pad_->isHeld());
    QVERIFY(!velocity.isEmpty());
    const double expected = (0.56 - pad_->deadZone()) / (1 - pad_->deadZone()) * 0.3;
    QVERIFY2(std::abs(velocity.last().at(0).toDouble() - expected) < 0.01,
             qPrintable(QString::number(velocity.last().at(0).toDouble())));
    QVERIFY(std::abs(velocity.last().at(1).toDouble()) < 0.02);
    QVERIFY(pad_->commandText().startsWith("v +0."));
    // A safety stop refusing it: what is held is said as asked, not as driven (issue 38).
    pad_->setRefusal(QStringLiteral("Bumper pressed (centre): forward refused, back away or turn"));
    QVERIFY2(pad_->commandText().startsWith("asked v +0."), qPrintable(pad_->commandText()));
    pad_->setRefusal(QString());
    QVERIFY(pad_->commandText().startsWith("v +0."));

    QTest::mouseMove(pad_, above(0.9).toPoint());
    QVERIFY(velocity.last().at(0).toDouble() > expected);

    QTest::mouseRelease(pad_, Qt::LeftButton, {}, above(0.9).toPoint());
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
    QCOMPARE(velocity.last().at(1).toDouble(), 0.0);
    QCOMPARE(stopped.count(), 1);
    QVERIFY(!pad_->isHeld());
    QCOMPARE(pad_->linearCommand(), 0.0);
}

void JoystickPadTest::dragSidewaysTurns()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    const QPointF right = pad_->padCentre() + QPointF(0.8 * pad_->padRadius(), 0);
    QTest::mousePress(pad_, Qt::LeftButton, {}, right.toPoint());
    // Right of centre turns clockwise: negative angular speed, no linear speed.
    QVERIFY(velocity.last().at(1).toDouble() < -0.5);
    QVERIFY(std::abs(velocity.last().at(0).toDouble()) < 0.01);
    const QPointF left = pad_->padCentre() - QPointF(0.8 * pad_->padRadius(), 0);
    QTest::mouseMove(pad_, left.toPoint());
    QVERIFY(velocity.last().at(1).toDouble() > 0.5);
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, left.toPoint());
}

void JoystickPadTest::deadZoneSendsZero()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QTest::mousePress(pad_, Qt::LeftButton, {}, above(pad_->deadZone() * 0.5).toPoint());
    QCOMPARE(pad_->linearCommand(), 0.0);
    QCOMPARE(pad_->angularCommand(), 0.0);
    for (const QList<QVariant> &emitted : velocity)
        QCOMPARE(emitted.at(0).toDouble(), 0.0);
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, above(0.05).toPoint());
}

void JoystickPadTest::dragIsClampedToMaximumSpeeds()
{
    pad_->setMaxLinearSpeed(0.2);
    QTest::mousePress(pad_, Qt::LeftButton, {}, above(0.5).toPoint());
    QTest::mouseMove(pad_, above(3.0).toPoint());  // dragged far beyond the pad's edge
    QVERIFY(near(pad_->linearCommand(), 0.2));
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, above(3.0).toPoint());
}

void JoystickPadTest::clickOutsideThePadOnlyTakesFocus()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    const QPoint belowThePad = (pad_->padCentre() + QPointF(0, pad_->padRadius() + 20)).toPoint();
    QVERIFY(belowThePad.y() < pad_->height());
    QTest::mousePress(pad_, Qt::LeftButton, {}, belowThePad);
    QTest::mouseMove(pad_, (pad_->padCentre() + QPointF(0, -pad_->padRadius())).toPoint());
    QVERIFY(!pad_->isHeld());
    QCOMPARE(velocity.count(), 0);
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, belowThePad);
    QCOMPARE(velocity.count(), 0);
}

void JoystickPadTest::repeatsTheCommandWhileHeld()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QTest::mousePress(pad_, Qt::LeftButton, {}, above(0.8).toPoint());
    const int afterPress = velocity.count();
    const double held = pad_->linearCommand();
    QVERIFY(held > 0);
    // No movement: only the 20 Hz repeat can add emissions.
    QTRY_VERIFY_WITH_TIMEOUT(velocity.count() >= afterPress + 4, 10000);
    for (int i = afterPress; i < velocity.count(); ++i)
        QCOMPARE(velocity.at(i).at(0).toDouble(), held);
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, above(0.8).toPoint());
    const int afterRelease = velocity.count();
    QTest::qWait(200);  // the repeat must have stopped with the release
    QCOMPARE(velocity.count(), afterRelease);
}

void JoystickPadTest::arrowKeysDriveWhileHeldAndSpaceStops()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    pad_->setFocus();
    QTest::keyPress(pad_, Qt::Key_Up);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.3);
    QCOMPARE(velocity.last().at(1).toDouble(), 0.0);
    QTest::keyPress(pad_, Qt::Key_Left);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.3);
    QCOMPARE(velocity.last().at(1).toDouble(), 1.5);
    QTest::keyRelease(pad_, Qt::Key_Up);  // decided on the next event-loop turn (HeldKeys)
    QTRY_COMPARE(velocity.last().at(0).toDouble(), 0.0);
    QCOMPARE(velocity.last().at(1).toDouble(), 1.5);
    QTRY_VERIFY_WITH_TIMEOUT(velocity.count() >= 6, 10000);  // repeating while Left is held
    QCOMPARE(velocity.last().at(1).toDouble(), 1.5);
    QTest::keyPress(pad_, Qt::Key_Space);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
    QCOMPARE(velocity.last().at(1).toDouble(), 0.0);
    QCOMPARE(stopped.count(), 1);
    QVERIFY(pad_->isLatched());  // Left is still held: it must be let go first
    QTest::keyRelease(pad_, Qt::Key_Left);
    QTRY_VERIFY(!pad_->isLatched());
    QVERIFY(!pad_->isHeld());
    QTest::keyPress(pad_, Qt::Key_Down);
    QCOMPARE(velocity.last().at(0).toDouble(), -0.3);
    QTest::keyPress(pad_, Qt::Key_Right);
    QCOMPARE(velocity.last().at(1).toDouble(), -1.5);
    QTest::keyPress(pad_, Qt::Key_Space);
    QCOMPARE(stopped.count(), 2);
}

void JoystickPadTest::releasingTheLastKeyStops()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    QTest::keyPress(pad_, Qt::Key_Down);
    QTest::keyRelease(pad_, Qt::Key_Down);
    QTRY_COMPARE(stopped.count(), 1);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
}

void JoystickPadTest::focusLossStops()
{
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_, robodash::waits::kEventMs));
    pad_->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(pad_->hasFocus(), robodash::waits::kEventMs);
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    QTest::keyPress(pad_, Qt::Key_Up);
    QCOMPARE(pad_->linearCommand(), 0.3);
    other_->setFocus();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, robodash::waits::kEventMs);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
    QVERIFY(!pad_->isHeld());
}

void JoystickPadTest::disablingStops()
{
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    QTest::keyPress(pad_, Qt::Key_Up);
    pad_->setEnabled(false);
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(pad_->linearCommand(), 0.0);
}

// What the X server sends for a held key on a busy window: release + press pairs with one
// timestamp, not marked as auto-repeat. None of them is a let-go: no zero, no stop, and the
// events between them (the next event-loop turns) change nothing.
void JoystickPadTest::serverRepeatsAsReleaseAndPressKeepDriving()
{
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1000);
    QCOMPARE(pad_->linearCommand(), 0.3);
    for (quint64 t = 1500; t < 1800; t += 30) {
        serverRepeat(Qt::Key_Up, t);
        QTest::qWait(5);  // other events and timers run between two repeats
        QCOMPARE(pad_->linearCommand(), 0.3);
    }
    QCOMPARE(stopped.count(), 0);
    for (const QList<QVariant> &command : velocity)
        QCOMPARE(command.at(0).toDouble(), 0.3);
    sendKey(QEvent::KeyRelease, Qt::Key_Up, 1900);  // let go: no press follows
    QTRY_COMPARE(stopped.count(), 1);
    QCOMPARE(pad_->linearCommand(), 0.0);
    QVERIFY(!pad_->isHeld());
}

void JoystickPadTest::aReleaseAndALaterPressAreBothReal()
{
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1000);
    sendKey(QEvent::KeyRelease, Qt::Key_Up, 1100);
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1160);  // before the release was decided: a new press
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(pad_->linearCommand(), 0.3);
    QVERIFY(pad_->isHeld());
}

void JoystickPadTest::stopLatchesUntilEveryKeyIsLetGo()
{
    QSignalSpy latch(pad_, &JoystickPad::latchChanged);
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1000);
    sendKey(QEvent::KeyPress, Qt::Key_Left, 1010);
    pad_->stopAndLatch();
    QVERIFY(pad_->isLatched());
    QCOMPARE(latch.count(), 1);
    QVERIFY2(pad_->hintText().contains(QStringLiteral("let go")), qPrintable(pad_->hintText()));
    serverRepeat(Qt::Key_Up, 1500);
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1530, true);  // a repeat Qt did mark
    sendKey(QEvent::KeyPress, Qt::Key_Down, 1540);       // a new key while stopped
    QTest::qWait(20);
    QCOMPARE(pad_->linearCommand(), 0.0);
    QCOMPARE(pad_->angularCommand(), 0.0);
    sendKey(QEvent::KeyRelease, Qt::Key_Up, 1600);
    sendKey(QEvent::KeyRelease, Qt::Key_Left, 1610);
    QTest::qWait(3 * robodash::widgets::HeldKeys::kReleaseGraceMs);  // let those releases stand
    QVERIFY(pad_->isLatched());  // Down is still held
    sendKey(QEvent::KeyRelease, Qt::Key_Down, 1620);
    QTRY_VERIFY(!pad_->isLatched());
    QCOMPARE(latch.count(), 2);
    QVERIFY(!pad_->hintText().contains(QStringLiteral("let go")));
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1700);  // pressed again: drives
    QCOMPARE(pad_->linearCommand(), 0.3);
}

void JoystickPadTest::stopLatchWaitsForTheKnobAndOtherInputs()
{
    QTest::mousePress(pad_, Qt::LeftButton, {}, above(0.8).toPoint());
    QVERIFY(pad_->linearCommand() > 0);
    pad_->stopAndLatch();
    QCOMPARE(pad_->linearCommand(), 0.0);
    QTest::mouseMove(pad_, above(0.9).toPoint());
    QCOMPARE(pad_->linearCommand(), 0.0);
    QTest::mouseRelease(pad_, Qt::LeftButton, {}, above(0.9).toPoint());
    QVERIFY(!pad_->isLatched());

    pad_->setOtherInputHeld(true);  // a gamepad's dead-man
    pad_->stopAndLatch();
    QVERIFY(pad_->isLatched());
    sendKey(QEvent::KeyPress, Qt::Key_Up, 2000);
    QCOMPARE(pad_->linearCommand(), 0.0);
    sendKey(QEvent::KeyRelease, Qt::Key_Up, 2100);
    QTRY_VERIFY(!pad_->isHeld());
    QVERIFY(pad_->isLatched());  // the dead-man is still held
    pad_->setOtherInputHeld(false);
    QVERIFY(!pad_->isLatched());
    sendKey(QEvent::KeyPress, Qt::Key_Up, 2200);
    QCOMPARE(pad_->linearCommand(), 0.3);
}

void JoystickPadTest::stopWithNothingHeldDoesNotLatch()
{
    pad_->stopAndLatch();
    QVERIFY(!pad_->isLatched());
    sendKey(QEvent::KeyPress, Qt::Key_Up, 1000);
    QCOMPARE(pad_->linearCommand(), 0.3);
}

QTEST_MAIN(JoystickPadTest)

}  // namespace tst_joystick_pad
#include "tst_joystick_pad.moc"
