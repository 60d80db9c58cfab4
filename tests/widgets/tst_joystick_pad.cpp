#include "JoystickPad.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <cmath>

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

private:
    QPointF above(double fraction) const
    {
        return pad_->padCentre() - QPointF(0, fraction * pad_->padRadius());
    }
    static bool near(double a, double b) { return std::abs(a - b) < 1e-6; }

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
    QVERIFY(QTest::qWaitForWindowExposed(window_));
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
    QTest::keyRelease(pad_, Qt::Key_Up);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
    QCOMPARE(velocity.last().at(1).toDouble(), 1.5);
    QTRY_VERIFY_WITH_TIMEOUT(velocity.count() >= 6, 10000);  // repeating while Left is held
    QCOMPARE(velocity.last().at(1).toDouble(), 1.5);
    QTest::keyPress(pad_, Qt::Key_Space);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
    QCOMPARE(velocity.last().at(1).toDouble(), 0.0);
    QCOMPARE(stopped.count(), 1);
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
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(velocity.last().at(0).toDouble(), 0.0);
}

void JoystickPadTest::focusLossStops()
{
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    pad_->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(pad_->hasFocus(), 5000);
    QSignalSpy velocity(pad_, &JoystickPad::velocityRequested);
    QSignalSpy stopped(pad_, &JoystickPad::stopRequested);
    QTest::keyPress(pad_, Qt::Key_Up);
    QCOMPARE(pad_->linearCommand(), 0.3);
    other_->setFocus();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, 5000);
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

QTEST_MAIN(JoystickPadTest)
#include "tst_joystick_pad.moc"
