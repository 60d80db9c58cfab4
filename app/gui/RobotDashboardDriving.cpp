
// The dashboard's driving, stops, safety and what the link's state allows (RobotDashboard.h).
#include "RobotDashboard.h"

#include "BatteryView.h"
#include "CameraPanel.h"
#include "ConnectionBar.h"
#include "KobukiBag.h"
#include "NetworkRobotList.h"
#include "DockLayout.h"
#include "WireInspectorPanel.h"
#include "DriveLimitsPanel.h"
#include "EventLog.h"
#include "FamilyCatalog.h"
#include "Gamepad.h"
#include "GamepadPanel.h"
#include "HelpDialogs.h"
#include "ManualDialog.h"
#include "PresentationView.h"
#include "ThemeSwitcher.h"
#include "JoystickPad.h"
#include "FamilyPanels.h"
#include "KobukiPanels.h"
#include "RoverPanels.h"
#include "RosSharingControls.h"
#include "KeyboardDriveFilter.h"
#include "LinkNotices.h"
#include "LinkStatusLabel.h"
#include "MapView.h"
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "FocusHome.h"
#include "ReadingFade.h"
#include "RefreshGate.h"
#include "SafetyPanel.h"
#include "SaveFolder.h"
#include "SelfTestDialog.h"
#include "SessionLogControls.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rover/VirtualRover.h"
#include "TimePlot.h"
#include "WindowPlacement.h"
#include "link/LinkClock.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"
#include "store/CoreReadings.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>

#include <cstdio>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

using robodash::link::RobotLink;
using namespace robodash::widgets;

double RobotDashboard::secondsSinceStart(qint64 receivedMs) const
{
    return double(receivedMs - m_startMs) / 1000.0;
}

void RobotDashboard::connectFeedback()
{
    // The family's own readings are wired by its panels (FamilyPanels).
    connect(m_link, &RobotLink::statistics, m_statusLabel, &LinkStatusLabel::setStatistics);
}

void RobotDashboard::connectControls()
{
    RobotLink *link = m_link;
    connect(m_connectionBar, &ConnectionBar::connectRequested, link, &RobotLink::connectTo);
    connect(m_connectionBar, &ConnectionBar::disconnectRequested, link, &RobotLink::disconnectFromRobot);
    connect(m_connectionBar, &ConnectionBar::autoReconnectChanged, link, &RobotLink::setAutoReconnect);
    connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, link, &RobotLink::setMotorsEnabled);
    connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, this, &RobotDashboard::updateControlsForLink);
    if (m_family) {
        // A family whose motors are more than the link's gate (the rFLEX's brake) acts on the
        // switch, and turns it off when its motors go off by themselves.
        connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, m_family, &FamilyPanels::setMotorsEnabled);
        connect(m_family, &FamilyPanels::motorsEnabledShown, this, [this](bool enabled) {
            m_connectionBar->showMotorsEnabled(enabled);
            updateControlsForLink();
        });
        m_connectionBar->showMotorsEnabled(m_family->motorsEnabledAtStart());
        if (!m_family->motorsToolTip().isEmpty()) m_connectionBar->setMotorsToolTip(m_family->motorsToolTip());
    }
    link->setMotorsEnabled(m_connectionBar->motorsEnabled());
    // When the robot may drive is part of what happened (and what a test on a real X server
    // waits for after Alt+M).
    connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, this, [this](bool enabled) {
        m_events->addEntry(enabled ? tr("Motors enabled") : tr("Motors off"));
    });
    // The switch shows the link's gate whoever set it (a ROS 2 network's motor_power too).
    connect(link, &RobotLink::motorsEnabledChanged, this, [this](bool enabled) {
        m_connectionBar->showMotorsEnabled(enabled);
        updateControlsForLink();
    });
    // A watch-only link (DDS Security): the pad says so instead of pretending, until the link
    // says it is over (the banner says it too, as the link's warning).
    connect(link, &RobotLink::driveRefused, this, [this](const QString &reason) {
        // On the banner for as long as it holds, whatever else came and went there (the
        // reason says "Watch only: ..." itself).
        if (!reason.isEmpty())
            m_notices->showStandingNotice(reason);
        else if (!m_refusalNotice.isEmpty())
            m_notices->withdrawNotice(m_refusalNotice);
        m_refusalNotice = reason;
        m_connectionBar->showWatchOnly(reason);
    });
    // The controls follow the link's state as the robot's store keeps it (one place for every
    // view: the fleet's tile says the same).
    connect(&m_session->store(), &robodash::app::RobotStoreFeed::linkStateChanged, this,
            &RobotDashboard::updateControlsForLink);
    connect(m_connectionBar, &ConnectionBar::emergencyStopRequested, this, &RobotDashboard::emergencyStop);

    connect(m_pad, &JoystickPad::velocityRequested, link, &RobotLink::drive);
    connect(m_pad, &JoystickPad::stopRequested, link, &RobotLink::stop);
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state != Qt::ApplicationActive) stopLostInputs();
    });
}

// Every input (pad, keys, gamepad) reaches the robot through RobotLink::drive, where the
// limits apply; the inputs also scale to the top speeds so that full deflection means them.
void RobotDashboard::connectDriving()
{
    RobotLink *link = m_link;
    connect(m_driveLimits, &DriveLimitsPanel::limitsChanged, this, &RobotDashboard::applyDriveLimits);
    connect(m_gamepad, &Gamepad::velocityRequested, this, [this](double linearMps, double angularRadps) {
        if (!m_driven) return;  // a fleet's other robots: only the one in front is driven
        if (!m_selfTest || !m_selfTest->isRunning()) m_link->drive(linearMps, angularRadps);  // the self-test drives
    });
    // The gamepad stops (its dead-man let go while driving): keys or the knob held meanwhile
    // wait for a let-go too. The gamepad itself is let go already: it is not latched again.
    connect(m_gamepad, &Gamepad::stopRequested, this, [this] {
        m_link->stop();
        m_pad->stopAndLatch();
    });
    // A STOP's latch waits for every drive input to be let go: the pad for the dead-man, the
    // gamepad for the keys and the knob.
    connect(m_gamepad, &Gamepad::stateChanged, this, [this] { m_pad->setOtherInputHeld(m_gamepad->deadmanHeld()); });
    m_gamepad->setOtherInputHeldCheck([this] { return m_pad->isHeld(); });
    connect(m_gamepad, &Gamepad::connectionChanged, this, [this](bool connected, const QString &name) {
        m_events->addEntry(connected ? tr("Gamepad connected: %1").arg(name)
                                     : tr("Gamepad unplugged: %1").arg(name),
                           connected ? EventLog::Severity::Info : EventLog::Severity::Warning);
    });
    if (!m_gamepad->isAvailable())
        m_events->addEntry(m_gamepad->errorString(), EventLog::Severity::Warning);

    // Odometry runs in the family's driver; the map, the battery panel and the presentation
    // view show the telemetry core's readings as the robot's store keeps them.
    connect(&m_session->store(), &robodash::app::RobotStoreFeed::sampleAdded, this, &RobotDashboard::showStoredReadings);
    connect(m_presentation, &PresentationView::stopRequested, this, &RobotDashboard::emergencyStop);
    connect(m_pad, &JoystickPad::latchChanged, m_presentation, &PresentationView::showStopLatched);
    // Another robot, or the same one after a power cycle, counts from other encoder values;
    // and where the robot went while no one listened is unknown. A new connection starts the
    // map and the distance again from the origin (the driver does the same) rather than draw
    // a jump.
    connect(link, &RobotLink::connected, this, [this] {
        m_map->reset();
        m_presentation->mapView()->reset();
    });
    for (MapView *map : {m_map, m_presentation->mapView()})
        connect(map, &MapView::resetRequested, this, [this] {
            m_odometry = robodash::core::OdometryState{};
            m_link->resetOdometry();
        });
}

QList<QWidget *> RobotDashboard::readingWidgets() const
{
    QList<QWidget *> readings{m_battery, m_map, m_camera};
    if (m_family) readings += m_family->readingWidgets();
    return readings;
}

void RobotDashboard::showReadingsLive(bool live)
{
    m_fade->show(readingWidgets(), live);
    m_presentation->showLive(live);
}

bool RobotDashboard::readingsLookLive() const { return m_fade->looksLive(); }

void RobotDashboard::updateControlsForLink()
{
    using robodash::store::LinkPhase;
    const robodash::store::RobotLinkState &state = m_session->store().linkState();
    const bool replaying = state.isReplay();
    const bool connected = replaying || state.phase == LinkPhase::Online || state.phase == LinkPhase::Offline;
    const bool live = connected && !replaying;
    // A port that says nothing, or nothing in this family's frames (another robot, another
    // device), is no robot to drive: the pad stays off until data arrives.
    const bool online = state.phase == LinkPhase::Online;
    const bool motors = m_connectionBar->motorsEnabled();
    const QString refusal = QString::fromStdString(state.driveRefusal);
    QString familyBlock = !refusal.isEmpty() ? refusal
                          : m_family         ? m_family->driveBlockedReason()
                                             : QString();
    if (familyBlock.isEmpty() && m_selfTest && m_selfTest->isRunning()) familyBlock = tr("Off: the self-test is driving");
    m_pad->setDisabledReason(!connected            ? tr("Off: not connected")
                             : replaying           ? tr("Off: a replay sends nothing")
                             : !online             ? tr("Off: no %1 data coming in").arg(m_familyDisplayName)
                             : !familyBlock.isEmpty() ? familyBlock
                                                   : tr("Motors are off: tick Motors"));
    m_pad->setEnabled(live && online && motors && familyBlock.isEmpty());  // disabling it zeroes its command
    // A watch-only link: the family's switches (LEDs, outputs, sound, gains, the brake, the
    // sonar) would change on screen and reach nothing.
    if (m_family) m_family->enableControls(live, !refusal.isEmpty());
    // A robot on the network or a cable has no twin to reset.
    if (m_resetVirtual) m_resetVirtual->setEnabled(live && m_session->virtualRobot() != nullptr);
}

// The safety layer lives in the link; here it is tuned, and what it does is shown where the
// user looks: the banner and the event log when a stop starts or ends, the pad while it
// refuses what the pad asks. Overrides arrive as the link's warnings (banner and log).
void RobotDashboard::connectSafety()
{
    RobotLink *link = m_link;
    connect(m_safety, &SafetyPanel::settingsChanged, link, &RobotLink::setSafetySettings);
    connect(link, &RobotLink::safetyChanged, m_safety, &SafetyPanel::setStatus);
    connect(link, &RobotLink::safetyChanged, this, [this](const robodash::core::SafetyStatus &status) {
        m_pad->setRefusal(status.refusing ? QString::fromStdString(status.reason) : QString());
        m_notices->announceSafety(status);
    });
}

void RobotDashboard::applyDriveLimits(const robodash::link::DriveLimits &limits)
{
    m_link->setDriveLimits(limits);
    m_pad->setMaxLinearSpeed(limits.maxLinearMps);
    m_pad->setMaxAngularSpeed(limits.maxAngularRadps);
    m_gamepad->setMaxSpeeds(limits.maxLinearMps, limits.maxAngularRadps);
}

// Each reading the store's newest sample carried.
void RobotDashboard::showStoredReadings()
{
    const robodash::store::RobotStore &store = m_session->store().store();
    if (const auto odometry = robodash::store::newestOdometry(store)) showOdometry(*odometry);
    if (const auto battery = robodash::store::newestBattery(store)) {
        m_battery->setBattery(*battery, secondsSinceStart(store.lastSampleMs().value_or(m_startMs)));
        m_presentation->showBattery(*battery);
    }
    if (const auto contacts = robodash::store::newestContacts(store)) m_presentation->showContacts(*contacts);
}

void RobotDashboard::showOdometry(const robodash::core::OdometryState &odometry)
{
    m_odometry = odometry;
    m_map->setPose(odometry.pose);
    m_map->setTravel(odometry.distanceMetres, odometry.velocity.linearMps, odometry.velocity.angularRadps);
    m_presentation->showOdometry(odometry);
}

void RobotDashboard::emergencyStop()
{
    // Both: the link sends zero at once; the pad and the gamepad drive again only after all
    // that is held now has been let go (the server keeps repeating a held arrow key).
    m_link->stop();
    if (m_selfTest) m_selfTest->cancelTest(tr("STOP pressed"));
    m_pad->stopAndLatch();
    m_gamepad->stop();
    statusBar()->showMessage(tr("Stopped"), 2000);
}

void RobotDashboard::stopLostInputs()
{
    m_link->stop();
    if (m_selfTest) m_selfTest->cancelTest(tr("STOP pressed"));
    m_pad->stop();
    m_gamepad->stop();
}

void RobotDashboard::resetVirtualRobot()
{
    const std::shared_ptr<robodash::sim::VirtualRobot> twin = m_session->virtualRobot();
    if (!twin) {
        statusBar()->showMessage(tr("Not connected to the virtual robot (sim:): nothing to reset"), 5000);
        return;
    }
    twin->reset();
    m_map->reset();
    m_presentation->mapView()->reset();
    QString done = tr("Virtual robot reset: at the origin, charged, no faults");
    if (const auto kobuki = m_session->virtualKobuki())
        done = tr("Virtual Kobuki reset: at the origin, battery %1 V, no faults").arg(kobuki->batteryVolts(), 0, 'f', 1);
    m_events->addEntry(done);
    statusBar()->showMessage(done, 5000);
}

// Made with the window, hidden: its engine hears who the robot is when it connects, long
// before anyone opens the dialog.
void RobotDashboard::createSelfTest()
{
    const robodash::app::FamilyEntry &family = robodash::app::robotFamilies().entryOrDefault(m_familyName.toStdString());
    m_selfTest = new SelfTestDialog(*m_link, family.descriptor.makeDriver()->info(), {}, this);
    connect(m_selfTest, &SelfTestDialog::runningChanged, this, &RobotDashboard::updateControlsForLink);
}

SelfTestDialog *RobotDashboard::openSelfTest()
{
    m_selfTest->show();
    m_selfTest->raise();
    m_selfTest->activateWindow();
    return m_selfTest;
}
