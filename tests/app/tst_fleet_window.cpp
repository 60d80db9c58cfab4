// A fleet in one window, end to end: three twins of the three families behind their own
// ptys, each with its own link and worker thread. What the twins saw is the truth: a robot
// not in front records no motion, the robot left behind stops, STOP ALL zeroes every one.
#include "AddRobotDialog.h"
#include "ConnectionBar.h"
#include "DriveLimitsPanel.h"
#include "FleetBar.h"
#include "FleetRoster.h"
#include "FleetView.h"
#include "FleetWindow.h"
#include "Gamepad.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "RobotSession.h"
#include "RobotTile.h"
#include "link/RobotLink.h"
#include "rover/MotorBytes.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rflex/VirtualAtrvJr.h"
#include "sim/rover/VirtualRover.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

#include <SDL.h>

#include <cmath>

using robodash::widgets::JoystickPad;

namespace {

constexpr int kTimeoutMs = 15000;

bool moved(const robodash::sim::Pose &pose) { return std::hypot(pose.x, pose.y) > 0.05; }
bool atOrigin(const robodash::sim::Pose &pose) { return pose.x == 0 && pose.y == 0 && pose.theta == 0; }

}  // namespace

class TestFleetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void threeFamiliesShareOneWindow();
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
    void namesAndSettingsPerRobotSurviveARestart();
    void theSamePortTwiceIsRefusedNamingItsTile();
    void aFailingPortSaysWhyOnItsTileAndTheOthersGoOn();
    void thirtyRobotsStayUsable();
    void oneRobotLooksAsItAlwaysDid();
    void everyMenuKeepsItsMnemonicsDistinct();
    void aRobotsPresentationViewKeepsStopAllInViewAndEndsOnASwitch();

private:
    void openFleet();
    void holdPadForward(RobotDashboard *dashboard);
    std::shared_ptr<robodash::sim::VirtualKobuki> kobuki() const { return m_window->dashboard(0)->session()->virtualKobuki(); }
    std::shared_ptr<robodash::sim::VirtualRover> rover() const { return m_window->dashboard(1)->session()->virtualRover(); }
    std::shared_ptr<robodash::sim::VirtualAtrvJr> rflex() const { return m_window->dashboard(2)->session()->virtualAtrvJr(); }
    bool roverDriven() const { return !(rover()->lastMotorBytes() == robodash::rover::MotorBytes{}); }

    std::unique_ptr<FleetWindow> m_window;
};

void TestFleetWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDashFleetTests"));
}

void TestFleetWindow::init() { QSettings().clear(); }

void TestFleetWindow::cleanup() { m_window.reset(); }

void TestFleetWindow::openFleet()
{
    QString error;
    const auto options = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--fleet"), QStringLiteral("kobuki,rover,rflex")}, &error);
    QVERIFY2(options, qPrintable(error));
    m_window = std::make_unique<FleetWindow>(*options);
    m_window->show();
    QCOMPARE(m_window->robotCount(), 3);
    for (int i = 0; i < 3; ++i)
        QTRY_VERIFY_WITH_TIMEOUT(m_window->dashboard(i)->link()->isOnline(), kTimeoutMs);
    QVERIFY(kobuki() && rover() && rflex());
}

void TestFleetWindow::holdPadForward(RobotDashboard *dashboard)
{
    JoystickPad *pad = dashboard->joystickPad();
    QTRY_VERIFY_WITH_TIMEOUT(pad->isEnabled(), kTimeoutMs);
    const QPoint centre = pad->padCentre().toPoint();
    QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, centre);
    QTest::mouseMove(pad, centre - QPoint(0, int(pad->padRadius() * 0.8)));
}

void TestFleetWindow::threeFamiliesShareOneWindow()
{
    openFleet();
    QVERIFY(!m_window->front());  // a demonstration opens on the overview
    QCOMPARE(m_window->fleetView()->tiles().size(), 3);
    QCOMPARE(m_window->fleetBar()->robotButtons().size(), 3);
    QVERIFY(m_window->fleetBar()->isVisible());
    QVERIFY(m_window->fleetBar()->stopAllButton()->isVisible());
    const QStringList names{QStringLiteral("Kobuki"), QStringLiteral("Rover Pro"), QStringLiteral("rFLEX")};
    for (int i = 0; i < 3; ++i) {
        RobotTile *tile = m_window->tile(i);
        QCOMPARE(tile->name(), names[i]);
        QTRY_COMPARE_WITH_TIMEOUT((tile->refreshNow(), tile->stateText()), QStringLiteral("Online"), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT((tile->refreshNow(), tile->batteryText().contains(QStringLiteral(" V)"))), kTimeoutMs);
    }
    // Three links, three worker threads, three twins on three ptys.
    QVERIFY(m_window->dashboard(0)->link() != m_window->dashboard(1)->link());
    QVERIFY(kobuki()->devicePath() != rover()->devicePath());
    QVERIFY(rover()->devicePath() != rflex()->devicePath());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("fleet of 3")));
}

void TestFleetWindow::drivingReachesOnlyTheRobotInFront()
{
    openFleet();
    m_window->showRobot(1);
    QCOMPARE(m_window->front(), m_window->dashboard(1));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("driving Rover Pro")));
    QVERIFY(m_window->dashboard(1)->isDriven());
    QVERIFY(!m_window->dashboard(0)->isDriven() && !m_window->dashboard(2)->isDriven());
    holdPadForward(m_window->dashboard(1));
    QTRY_VERIFY_WITH_TIMEOUT(moved(rover()->truePose()), kTimeoutMs);
    QCOMPARE(kobuki()->lastBaseControl().speed, 0);
    QVERIFY(atOrigin(kobuki()->truePose()));
    QVERIFY(atOrigin(rflex()->truePose()));
    QTest::mouseRelease(m_window->dashboard(1)->joystickPad(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
}

void TestFleetWindow::theArrowKeysDriveOnlyTheRobotInFront()
{
    openFleet();
    m_window->showRobot(0);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    JoystickPad *pad = m_window->dashboard(0)->joystickPad();
    QTRY_VERIFY_WITH_TIMEOUT(pad->isEnabled(), kTimeoutMs);
    QTest::keyPress(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(kobuki()->truePose()), kTimeoutMs);
    QVERIFY(!roverDriven());
    QVERIFY(atOrigin(rover()->truePose()));
    QVERIFY(atOrigin(rflex()->truePose()));
    QTest::keyRelease(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(), Qt::Key_Up);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

void TestFleetWindow::switchingStopsTheRobotLeftBehind()
{
    openFleet();
    m_window->showRobot(0);
    holdPadForward(m_window->dashboard(0));
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    m_window->fleetBar()->robotButtons().at(2)->click();  // the operator picks the rFLEX, the pad still held
    QCOMPARE(m_window->front(), m_window->dashboard(2));
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    QVERIFY(!m_window->dashboard(0)->joystickPad()->isHeld());
    QCOMPARE(m_window->dashboard(2)->findChild<QLabel *>(QStringLiteral("drivenRobotName"))->text(),
             QStringLiteral("Driving rFLEX"));
}

// The X server repeats a held key as presses the next robot's pad would take for a new
// press: held across the switch, the key counts as held there, latched, until let go.
void TestFleetWindow::aKeyHeldAcrossASwitchDrivesTheNextRobotOnlyOncePressedAgain()
{
    openFleet();
    m_window->showRobot(0);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->dashboard(0)->joystickPad()->isEnabled(), kTimeoutMs);
    const auto focus = [this]() -> QWidget * { return QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(); };
    QTest::keyPress(focus(), Qt::Key_Up);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    m_window->fleetBar()->robotButtons().at(1)->click();  // Up still held
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    JoystickPad *roverPad = m_window->dashboard(1)->joystickPad();
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
void TestFleetWindow::theGamepadDrivesOnlyTheRobotInFront()
{
    openFleet();
    m_window->showRobot(0);
    Gamepad *kobukiPad = m_window->dashboard(0)->gamepad();
    QVERIFY2(kobukiPad->isAvailable(), qPrintable(kobukiPad->errorString()));
    const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                                SDL_CONTROLLER_BUTTON_MAX, 0);
    QVERIFY2(index >= 0, SDL_GetError());
    SDL_Joystick *stick = SDL_JoystickOpen(index);
    QVERIFY(stick);
    QTRY_VERIFY_WITH_TIMEOUT(kobukiPad->isConnected(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->dashboard(0)->joystickPad()->isEnabled(), kTimeoutMs);
    SDL_JoystickSetVirtualAxis(stick, SDL_CONTROLLER_AXIS_LEFTY, -32768);
    SDL_JoystickSetVirtualButton(stick, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(kobuki()->truePose()), kTimeoutMs);
    QVERIFY(!roverDriven() && atOrigin(rover()->truePose()) && atOrigin(rflex()->truePose()));

    m_window->showRobot(1);  // the dead-man and the stick still held
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    Gamepad *roverPad = m_window->dashboard(1)->gamepad();
    QTRY_VERIFY_WITH_TIMEOUT(roverPad->isConnected(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->dashboard(1)->joystickPad()->isEnabled(), kTimeoutMs);
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

void TestFleetWindow::stopAllZeroesEveryRobot()
{
    openFleet();
    // The rFLEX starts with its brake set: released as its operator would, by its Motors switch.
    m_window->dashboard(2)->connectionBar()->findChild<QCheckBox *>(QStringLiteral("motorsEnabled"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!rflex()->brakeEngaged(), kTimeoutMs);
    // The Kobuki driven by its operator's pad, the others as a network client or a self-test
    // can drive them: the link's own path.
    m_window->showRobot(0);
    holdPadForward(m_window->dashboard(0));
    QTimer remote;  // a client's commands keep coming, as a joystick's do (the rFLEX stops after 1 s without)
    connect(&remote, &QTimer::timeout, this, [this] {
        for (int i = 1; i < 3; ++i) m_window->dashboard(i)->link()->drive(0.2, 0);
    });
    remote.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(moved(rflex()->truePose()), kTimeoutMs);
    remote.stop();
    const std::uint64_t rflexTimeouts = rflex()->motionTimeouts();
    m_window->fleetBar()->stopAllButton()->click();
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
    QVERIFY(m_window->dashboard(0)->joystickPad()->isLatched());
}

void TestFleetWindow::aKilledTwinLeavesTheOthersRunning()
{
    openFleet();
    rover()->stop();  // its port vanishes
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->dashboard(1)->link()->isOnline(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT((m_window->tile(1)->refreshNow(), m_window->tile(1)->stateText() != QStringLiteral("Online")),
                             kTimeoutMs);
    const auto framesBefore = kobuki()->feedbackFramesSent();
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->feedbackFramesSent() > framesBefore + 20, kTimeoutMs);
    QVERIFY(m_window->dashboard(0)->link()->isOnline());
    QVERIFY(m_window->dashboard(2)->link()->isOnline());
    m_window->dashboard(0)->link()->drive(0.2, 0);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    // STOP ALL from the keyboard, with the robot that went away in front.
    m_window->showRobot(1);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_Escape, Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

// Each dashboard has its own Space and Esc: only the one in front has them live, or they
// would be ambiguous and none would fire.
void TestFleetWindow::spaceAndEscapeStopTheRobotInFront()
{
    openFleet();
    m_window->showRobot(2);
    m_window->showRobot(0);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    for (const Qt::Key key : {Qt::Key_Space, Qt::Key_Escape}) {
        m_window->dashboard(0)->link()->drive(0.2, 0);
        QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
        QTest::keyClick(m_window.get(), key);
        QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
    }
    // On the overview, Space stops them all.
    m_window->showOverview();
    m_window->dashboard(0)->link()->drive(0.2, 0);
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QTRY_COMPARE_WITH_TIMEOUT(kobuki()->lastBaseControl().speed, 0, kTimeoutMs);
}

void TestFleetWindow::losingFocusStopsTheRobotInFront()
{
    openFleet();
    m_window->showRobot(1);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    holdPadForward(m_window->dashboard(1));
    QTRY_VERIFY_WITH_TIMEOUT(roverDriven(), kTimeoutMs);
    // The mouse is still down: only the deactivation can stop the robot (a user's alt-tab).
    QWidget otherWindow;
    otherWindow.show();
    otherWindow.activateWindow();
    QTRY_VERIFY_WITH_TIMEOUT(otherWindow.isActiveWindow(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!roverDriven(), kTimeoutMs);
    QVERIFY(!m_window->dashboard(1)->joystickPad()->isHeld());
}

void TestFleetWindow::removingTheDrivenRobotStopsItFirst()
{
    openFleet();
    m_window->showRobot(0);
    holdPadForward(m_window->dashboard(0));
    QTRY_VERIFY_WITH_TIMEOUT(kobuki()->lastBaseControl().speed > 0, kTimeoutMs);
    const std::shared_ptr<robodash::sim::VirtualKobuki> twin = kobuki();  // outlives its dashboard
    m_window->removeRobot(0);
    QCOMPARE(m_window->robotCount(), 2);
    QCOMPARE(m_window->fleetView()->tiles().size(), 2);
    QCOMPARE(m_window->tile(0)->name(), QStringLiteral("Rover Pro"));
    QTRY_COMPARE_WITH_TIMEOUT(twin->lastBaseControl().speed, 0, kTimeoutMs);
    QVERIFY(!m_window->front());  // the overview, not another robot driven unasked
}

void TestFleetWindow::namesAndSettingsPerRobotSurviveARestart()
{
    openFleet();
    robodash::link::DriveLimits slow = m_window->dashboard(1)->driveLimitsPanel()->limits();
    slow.maxLinearMps = 0.11;
    m_window->dashboard(1)->driveLimitsPanel()->setLimits(slow);
    m_window->renameRobot(2, QStringLiteral("atrv-east"));
    const double kobukiDefault = m_window->dashboard(0)->driveLimitsPanel()->limits().maxLinearMps;
    QVERIFY(kobukiDefault > 0.2);
    m_window->close();
    m_window.reset();

    m_window = std::make_unique<FleetWindow>(DashboardOptions{});  // a plain start: the fleet of last time
    QCOMPARE(m_window->robotCount(), 3);
    QCOMPARE(m_window->tile(2)->name(), QStringLiteral("atrv-east"));
    QCOMPARE(m_window->members().at(1).robot, QStringLiteral("rover"));
    QCOMPARE(m_window->dashboard(1)->driveLimitsPanel()->limits().maxLinearMps, 0.11);
    QCOMPARE(m_window->dashboard(0)->driveLimitsPanel()->limits().maxLinearMps, kobukiDefault);
}

void TestFleetWindow::theSamePortTwiceIsRefusedNamingItsTile()
{
    openFleet();
    const QString port = QStringLiteral("tcp://127.0.0.1:9");
    QVERIFY(m_window->addRobot({QStringLiteral("lab-bridge"), QStringLiteral("kobuki"), port, {}}).isEmpty());
    const QString why = m_window->addRobot({QString(), QStringLiteral("kobuki"), port, {}});
    QVERIFY2(why.contains(QStringLiteral("\"lab-bridge\"")), qPrintable(why));
    QCOMPARE(m_window->robotCount(), 4);
    // The dialog says it and keeps what was typed.
    AddRobotDialog *dialog = m_window->openAddRobot();
    dialog->portBox()->setEditText(port);
    dialog->nameField()->setText(QStringLiteral("again"));
    dialog->accept();
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->problem().contains(QStringLiteral("lab-bridge")));
    QCOMPARE(dialog->nameField()->text(), QStringLiteral("again"));
    // Twins are each their own: sim: twice is two robots.
    dialog->portBox()->setEditText(QStringLiteral("sim:"));
    dialog->accept();
    QCOMPARE(m_window->robotCount(), 5);
    QCOMPARE(m_window->front(), m_window->dashboard(4));
}

void TestFleetWindow::aFailingPortSaysWhyOnItsTileAndTheOthersGoOn()
{
    openFleet();
    QVERIFY(m_window->addRobot({QStringLiteral("gone"), QStringLiteral("kobuki"), QStringLiteral("/dev/robodash-no-such-port"), {}})
                .isEmpty());
    RobotTile *tile = m_window->tile(3);
    QTRY_COMPARE_WITH_TIMEOUT((tile->refreshNow(), tile->stateText()), QStringLiteral("Failed"), kTimeoutMs);
    QVERIFY2(tile->lastEventText().contains(QStringLiteral("robodash-no-such-port")), qPrintable(tile->lastEventText()));
    for (int i = 0; i < 3; ++i) QVERIFY(m_window->dashboard(i)->link()->isOnline());
}

// 30 robots on ports that fail at once (30 twins are the bench's business): the tiles keep
// their size in columns and the view scrolls; the strip scrolls sideways, STOP ALL stays.
void TestFleetWindow::thirtyRobotsStayUsable()
{
    DashboardOptions options;
    for (int i = 0; i < FleetRoster::kTestedRobots; ++i)
        options.fleet.append({QString(), QStringLiteral("kobuki"), QStringLiteral("tcp://127.0.0.1:%1").arg(i + 1), {}});
    m_window = std::make_unique<FleetWindow>(options);
    m_window->resize(1366, 768);
    m_window->show();
    QCOMPARE(m_window->robotCount(), FleetRoster::kTestedRobots);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->fleetView()->columns() >= 4, kTimeoutMs);
    QVERIFY(m_window->fleetView()->verticalScrollBar()->maximum() > 0);
    QVERIFY(m_window->tile(29)->width() >= m_window->tile(29)->minimumWidth());
    QVERIFY(m_window->fleetBar()->stopAllButton()->isVisible());
    QVERIFY(m_window->fleetBar()->stopAllButton()->geometry().right() <= m_window->fleetBar()->width());
    QCOMPARE(m_window->tile(29)->name(), QStringLiteral("Kobuki 30"));
    m_window->showRobot(29);
    QCOMPARE(m_window->front(), m_window->dashboard(29));
}

void TestFleetWindow::oneRobotLooksAsItAlwaysDid()
{
    DashboardOptions options;
    options.portGiven = true;
    m_window = std::make_unique<FleetWindow>(options);
    m_window->show();
    QCOMPARE(m_window->robotCount(), 1);
    QVERIFY(!m_window->fleetBar()->isVisible());
    QCOMPARE(m_window->front(), m_window->dashboard(0));
    QVERIFY(m_window->dashboard(0)->isDriven());
    QVERIFY(!m_window->dashboard(0)->findChild<QLabel *>(QStringLiteral("drivenRobotName"))->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->windowTitle().startsWith(QStringLiteral("RoboDash — Kobuki")), kTimeoutMs);
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("fleet")));
    QStringList menus;
    for (QAction *menu : m_window->menuBar()->actions()) menus << menu->text();
    QCOMPARE(menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&Robot"), QStringLiteral("&View"),
                                 QStringLiteral("F&leet"), QStringLiteral("&Help")}));
    QVERIFY(!m_window->dashboard(0)->menuBar()->isVisible());  // one menu bar, the window's
    // A plain window that never was a fleet leaves the remembered fleet alone.
    m_window->close();
    QVERIFY(FleetRoster::load().isEmpty());
}

void TestFleetWindow::aRobotsPresentationViewKeepsStopAllInViewAndEndsOnASwitch()
{
    openFleet();
    m_window->showRobot(0);
    m_window->dashboard(0)->setPresenting(true);
    QVERIFY(!m_window->menuBar()->isVisible());
    QVERIFY(m_window->fleetBar()->stopAllButton()->isVisible());
    m_window->showRobot(1);
    QVERIFY(!m_window->dashboard(0)->isPresenting());
    QVERIFY(!m_window->dashboard(1)->isPresenting());
    QVERIFY(m_window->menuBar()->isVisible());
    // The overview's own presentation: large print, STOP ALL still there.
    m_window->showOverview();
    m_window->setPresentingFleet(true);
    QVERIFY(m_window->isPresentingFleet());
    QVERIFY(!m_window->menuBar()->isVisible());
    QVERIFY(m_window->fleetBar()->stopAllButton()->isVisible());
    m_window->showRobot(2);  // a tile clicked in the room: the dashboard, not the big print
    QVERIFY(!m_window->isPresentingFleet());
    QVERIFY(m_window->menuBar()->isVisible());
}

// Alt+R, M releases an rFLEX's brake (tst_xvfb_drive on a real X server): a fleet's own
// entries in a robot's menus must not take a letter the robot's entries have, or the
// keyboard only moves between the two.
void TestFleetWindow::everyMenuKeepsItsMnemonicsDistinct()
{
    openFleet();
    const auto mnemonic = [](const QString &text) {
        const int at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        return at < 0 ? QChar() : text.at(at + 1).toLower();
    };
    const auto checkDistinct = [&](const QList<QAction *> &actions, const QString &where) {
        QHash<QChar, QString> taken;
        for (const QAction *action : actions) {
            const QChar letter = mnemonic(action->text());
            if (letter.isNull() || !action->isVisible()) continue;
            QVERIFY2(!taken.contains(letter), qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4")
                                                              .arg(where, taken.value(letter), action->text(), letter)));
            taken.insert(letter, action->text());
        }
    };
    for (int i = 0; i < 3; ++i) {
        m_window->showRobot(i);
        const QList<QAction *> menus = m_window->menuBar()->actions();
        checkDistinct(menus, m_window->members().at(i).robot + QStringLiteral(" menu bar"));
        for (const QAction *menu : menus)
            if (menu->menu()) checkDistinct(menu->menu()->actions(), m_window->members().at(i).robot + QStringLiteral(" ") + menu->text());
    }
}

QTEST_MAIN(TestFleetWindow)
#include "tst_fleet_window.moc"
