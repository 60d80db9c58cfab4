// A fleet in one window, driving it: what the twins saw is the truth. A robot not in front
// records no motion, the robot left behind stops, a key or dead-man held across a switch
// waits to be pressed again, STOP ALL zeroes every one, every stop path stops the one in front.
#include "FleetFixture.h"
#include "EventWaits.h"
#include "ConnectionBar.h"
#include "FleetBar.h"
#include "FleetView.h"
#include "Gamepad.h"
#include "RobotTile.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

#include <SDL.h>

namespace tst_fleet_driving {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;

class TestFleetDriving : public QObject, public FleetFixture {
    Q_OBJECT
private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { QSettings().clear(); }
    void cleanup() { window.reset(); }
    void drivingReachesOnlyTheRobotInFront();
    void theArrowKeysDriveOnlyTheRobotInFront();
    void switchingStopsTheRobotLeftBehind();
    void aKeyHeldAcrossASwitchDrivesTheNextRobotOnlyOncePressedAgain();
    void theGamepadDrivesOnlyTheRobotInFront();
    void stopAllZeroesEveryRobot();
    void aKilledTwinLeavesTheOthersRunning();
    void spaceAndEscapeStopTheRobotInFront();
    void losingFocusStopsTheRobotInFront();
    void removingTheDrivenRobotStopsItFirst();
};

void TestFleetDriving::drivingReachesOnlyTheRobotInFront()
{
    openFleet();
    window->showRobot(1);
    QCOMPARE(window->front(), window->dashboard(1));
    QVERIFY(window->windowTitle().contains(QStringLiteral("driving Rover Pro")));
    QVERIFY(window->dashboard(1)->isDriven());
    QVERIFY(!window->dashboard(0)->isDriven() && !window->dashboard(2)->isDriven());
    holdPadForward(window->dashboard(1));
    QTRY_VERIFY_WITH_TIMEOUT(moved(rover()->truePose()), kTimeoutMs);
    QCOMPARE(kobuki()->lastBaseControl().speed, 0);
    QVERIFY(atOrigin(kobuki()->truePose()));
    QVERIFY(atOrigin(rflex()->truePose()));
    QTest::mouseRelease(window->dashboard(1)->joystickPad(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
}

void TestFleetDriving::theArrowKeysDriveOnlyTheRobotInFront()
{
    openFleet();
    window->showRobot(0);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
    JoystickPad *pad = window->dashboard(0)->joystickPad();
    QTRY_VERIFY_WITH_TIMEOUT(pad->isEnabled(), kTimeoutMs);
    QTest::keyPress(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(kobuki()->truePose()), kTimeoutMs);
    QVERIFY(!roverDriven());
    QVERIFY(atOrigin(rover()->truePose()));
    QVERIFY(atOrigin(rflex()->truePose()));
    QTest::keyRelease(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(), Qt::Key_Up);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

void TestFleetDriving::switchingStopsTheRobotLeftBehind()
{
    openFleet();
    window->showRobot(0);
    holdPadForward(window->dashboard(0));
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    window->fleetBar()->robotButtons().at(2)->click();  // the operator picks the rFLEX, the pad still held
    QCOMPARE(window->front(), window->dashboard(2));
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    QVERIFY(!window->dashboard(0)->joystickPad()->isHeld());
    QCOMPARE(window->dashboard(2)->findChild<QLabel *>(QStringLiteral("drivenRobotName"))->text(),
             QStringLiteral("Driving rFLEX"));
}

// The X server repeats a held key as presses the next robot's pad would take for a new
// press: held across the switch, the key counts as held there, latched, until let go.
void TestFleetDriving::aKeyHeldAcrossASwitchDrivesTheNextRobotOnlyOncePressedAgain()
{
    openFleet();
    window->showRobot(0);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
    QTRY_VERIFY_WITH_TIMEOUT(window->dashboard(0)->joystickPad()->isEnabled(), kTimeoutMs);
    const auto focus = [this]() -> QWidget * { return QApplication::focusWidget() ? QApplication::focusWidget() : window.get(); };
    QTest::keyPress(focus(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    window->fleetBar()->robotButtons().at(1)->click();  // Up still held
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    JoystickPad *roverPad = window->dashboard(1)->joystickPad();
    QTRY_VERIFY_WITH_TIMEOUT(roverPad->isEnabled(), kTimeoutMs);
    QVERIFY(roverPad->isLatched());
    QTest::keyPress(focus(), Qt::Key_Up);  // the server's repeat, unmarked
    QTest::qWait(200);
    QVERIFY(!roverDriven());
    QCOMPARE(roverPad->linearCommand(), 0.0);
    QTest::keyRelease(focus(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(!roverPad->isLatched(), kTimeoutMs);
    QTest::keyPress(focus(), Qt::Key_Up);  // pressed again: now it drives
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    QTest::keyRelease(focus(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
}

// One gamepad, one robot: the front one's; a dead-man held across a switch drives the next
// robot only once pressed again.
void TestFleetDriving::theGamepadDrivesOnlyTheRobotInFront()
{
    openFleet();
    window->showRobot(0);
    Gamepad *kobukiPad = window->dashboard(0)->gamepad();
    QVERIFY2(kobukiPad->isAvailable(), qPrintable(kobukiPad->errorString()));
    const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                                SDL_CONTROLLER_BUTTON_MAX, 0);
    QVERIFY2(index >= 0, SDL_GetError());
    SDL_Joystick *stick = SDL_JoystickOpen(index);
    QVERIFY(stick);
    QTRY_VERIFY_WITH_TIMEOUT(kobukiPad->isConnected(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(window->dashboard(0)->joystickPad()->isEnabled(), kTimeoutMs);
    SDL_JoystickSetVirtualAxis(stick, SDL_CONTROLLER_AXIS_LEFTY, -32768);
    SDL_JoystickSetVirtualButton(stick, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(kobuki()->truePose()), kTimeoutMs);
    QVERIFY(!roverDriven() && atOrigin(rover()->truePose()) && atOrigin(rflex()->truePose()));

    window->showRobot(1);  // the dead-man and the stick still held
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    Gamepad *roverPad = window->dashboard(1)->gamepad();
    QTRY_VERIFY_WITH_TIMEOUT(roverPad->isConnected(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(window->dashboard(1)->joystickPad()->isEnabled(), kTimeoutMs);
    QVERIFY(roverPad->isLatched());
    QTest::qWait(300);  // a few polls with the dead-man held: still latched, nothing sent
    QVERIFY(!roverDriven());
    SDL_JoystickSetVirtualButton(stick, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 0);
    QTRY_VERIFY_WITH_TIMEOUT(!roverPad->deadmanHeld(), kTimeoutMs);
    SDL_JoystickSetVirtualButton(stick, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1);
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    QCOMPARE(kobuki()->lastBaseControl().speed, 0);
    SDL_JoystickSetVirtualButton(stick, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 0);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
    SDL_JoystickDetachVirtual(index);
    SDL_JoystickClose(stick);
}

void TestFleetDriving::stopAllZeroesEveryRobot()
{
    openFleet();
    // The rFLEX starts with its brake set: released as its operator would, by its Motors switch.
    window->dashboard(2)->connectionBar()->findChild<QCheckBox *>(QStringLiteral("motorsEnabled"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!rflex()->brakeEngaged(), kTimeoutMs);
    // The Kobuki driven by its operator's pad, the others as a network client or a self-test
    // can drive them: the link's own path.
    window->showRobot(0);
    holdPadForward(window->dashboard(0));
    QTimer remote;  // a client's commands keep coming, as a joystick's do (the rFLEX stops after 1 s without)
    connect(&remote, &QTimer::timeout, this, [this] {
        for (int i = 1; i < 3; ++i) window->dashboard(i)->link()->drive(0.2, 0);
    });
    remote.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(rflex()->truePose()), kTimeoutMs);
    remote.stop();
    const std::uint64_t rflexTimeouts = rflex()->motionTimeouts();
    window->fleetBar()->stopAllButton()->click();
    // Each twin's last command is zero: the Kobuki's and the Rover's say so themselves.
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
    // The rFLEX holds still, stopped by the zero command, not by its own 1 s watchdog.
    const auto still = [this] {
        const robodash::sim::Pose before = rflex()->truePose();
        QTest::qWait(100);
        return std::hypot(rflex()->truePose().x - before.x, rflex()->truePose().y - before.y) < 1e-6;
    };
    QTRY_VERIFY_WITH_TIMEOUT(still(), kTimeoutMs);
    QCOMPARE(rflex()->motionTimeouts(), rflexTimeouts);
    // Latched as the robot's own STOP: the pad still held drives nothing until it is let go.
    QVERIFY(window->dashboard(0)->joystickPad()->isLatched());
}

void TestFleetDriving::aKilledTwinLeavesTheOthersRunning()
{
    openFleet();
    rover()->stop();  // its port vanishes
    QTRY_VERIFY_WITH_TIMEOUT(!window->dashboard(1)->link()->isOnline(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT((window->tile(1)->refreshNow(), window->tile(1)->stateText() != QStringLiteral("Online")),
                             kTimeoutMs);
    const auto framesBefore = kobuki()->feedbackFramesSent();
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->feedbackFramesSent() > framesBefore + 20, kTimeoutMs);
    QVERIFY(window->dashboard(0)->link()->isOnline());
    QVERIFY(window->dashboard(2)->link()->isOnline());
    window->dashboard(0)->link()->drive(0.2, 0);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    // STOP ALL from the keyboard, with the robot that went away in front.
    window->showRobot(1);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
    QTest::keyClick(window.get(), Qt::Key_Escape, Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

// Each dashboard has its own Space and Esc: only the one in front has them live, or they
// would be ambiguous and none would fire.
void TestFleetDriving::spaceAndEscapeStopTheRobotInFront()
{
    openFleet();
    window->showRobot(2);
    window->showRobot(0);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
    // The drive is asked again at every look, as a held control asks: a stop that a late
    // focus change sends after one lone command must not leave the robot still (CI, Debian 13).
    const auto drivenForward = [this] {
        window->dashboard(0)->link()->drive(0.2, 0);
        return kobuki()->lastBaseControl().speed > 0;
    };
    for (const Qt::Key key : {Qt::Key_Space, Qt::Key_Escape}) {
        QTRY_VERIFY_WITH_TIMEOUT(drivenForward(), kTimeoutMs);
        QTest::keyClick(window.get(), key);
        QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    }
    // On the overview, Space stops them all.
    window->showOverview();
    QTRY_VERIFY_WITH_TIMEOUT(drivenForward(), kTimeoutMs);
    QTest::keyClick(window.get(), Qt::Key_Space);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

void TestFleetDriving::losingFocusStopsTheRobotInFront()
{
    openFleet();
    window->showRobot(1);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
    holdPadForward(window->dashboard(1));
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    // The mouse is still down: only the deactivation can stop the robot (a user's alt-tab).
    QWidget otherWindow;
    otherWindow.show();
    otherWindow.activateWindow();
    QTRY_VERIFY_WITH_TIMEOUT(otherWindow.isActiveWindow(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
    QVERIFY(!window->dashboard(1)->joystickPad()->isHeld());
}

void TestFleetDriving::removingTheDrivenRobotStopsItFirst()
{
    openFleet();
    window->showRobot(0);
    holdPadForward(window->dashboard(0));
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    const std::shared_ptr<robodash::sim::VirtualKobuki> twin = kobuki();  // outlives its dashboard
    window->removeRobot(0);
    QCOMPARE(window->robotCount(), 2);
    QCOMPARE(window->fleetView()->tiles().size(), 2);
    QCOMPARE(window->tile(0)->name(), QStringLiteral("Rover Pro"));
    QTRY_COMPARE_WITH_TIMEOUT(twin->lastBaseControl().speed, 0, kTimeoutMs);
    QVERIFY(!window->front());  // the overview, not another robot driven unasked
}

QTEST_MAIN(TestFleetDriving)

}  // namespace tst_fleet_driving
#include "tst_fleet_driving.moc"
