#include "RobotDashboard.h"

#include "BatteryView.h"
#include "ConnectionBar.h"
#include "KobukiBag.h"
#include "NetworkRobotList.h"
#include "DockLayout.h"
#include "PlotDocks.h"
#include "SensorViews.h"
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
#include "FocusHome.h"
#include "ReadingFade.h"
#include "RefreshGate.h"
#include "SafetyPanel.h"
#include "SaveFolder.h"
#include "SelfTestDialog.h"
#include "SessionLogControls.h"
#include "sim/core/TwinOptions.h"
#include "TimePlot.h"
#include "PlacementReport.h"
#include "WindowPlacement.h"
#include "link/LinkClock.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"

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
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdio>

using robodash::link::RobotLink;
using namespace robodash::widgets;

RobotDashboard::RobotDashboard(const DashboardOptions &options, QWidget *shell)
    : QMainWindow(shell),
      m_session(std::make_unique<robodash::app::RobotSession>(options.robot.toStdString(), options.rflexDescription)),
      m_link(&m_session->link()),
      m_startMs(robodash::link::linkClockMs()),
      m_settingsGroup(options.settingsGroup)
{
    // In a fleet's window the dashboard is a page of it: a widget with docks, not a window.
    if (shell) setWindowFlags(Qt::Widget);
    const robodash::app::FamilyEntry &family =
        robodash::app::robotFamilies().entryOrDefault(options.robot.toStdString());
    m_dashboard = family.dashboard;
    m_familyName = QString::fromStdString(family.descriptor.name);
    m_familyDisplayName = QString::fromStdString(family.descriptor.displayName);
    if (!options.firmware.isEmpty()) useVirtualRobotFirmware(options.firmware);
    m_placement = std::make_unique<WindowPlacement>(this, QString::fromStdString(family.dashboard.layoutKey));
    if (options.logEvents) {  // a test waits for a panel layout switch to be done
        m_placement->setWhenArranged([](DockLayout::Arrangement arrangement) {
            std::fprintf(stderr, "robodash: panel layout: %s\n", qPrintable(DockLayout::name(arrangement)));
        });
        // and checks that what must stay in view is on the screen (tests/xvfb/tst_xvfb_fit.cpp)
        m_placement->setWhenPlaced([this, report = QPointer<PlacementReport>()]() mutable {
            if (report) {
                report->reportSoon();  // said again even if nothing moved
                return;
            }
            report = new PlacementReport(window(),
                                {{QStringLiteral("STOP"), m_connectionBar->emergencyStopButton()},
                                 {QStringLiteral("pad"), m_pad},
                                 {QStringLiteral("connection bar"), m_connectionBar},
                                 {QStringLiteral("status bar"), statusBar()}},
                                this);
        });
    }
    m_placement->setWhenNarrowed([this](DockLayout::Arrangement wanted, DockLayout::Arrangement used) {
        sayPlacement(tr("%1 needs a larger screen than this one: the panels are in %2 instead.")
                         .arg(DockLayout::name(wanted), DockLayout::name(used).toLower()));
    });
    m_placement->setWhenCramped([this](DockLayout::Arrangement chosen) {
        sayPlacement(tr("%1 is laid out for a larger screen than this one: some panels may need "
                        "scrolling (%2 fits it).")
                         .arg(DockLayout::name(chosen), DockLayout::name(m_placement->arrangementForScreen())));
    });
    m_theme = new ThemeSwitcher(this);  // before the widgets: they start in the chosen colours
    m_fade = new ReadingFade(this);
    createWidgets();
    m_events->setEchoToStandardError(options.logEvents);
    m_statusLabel->setEchoToStandardError(options.logEvents);
    m_fade->setEcho(options.logEvents);
    if (options.logEvents)  // a test waits for a message to be shown, or gone
        connect(statusBar(), &QStatusBar::messageChanged, this, [](const QString &message) {
            std::fprintf(stderr, "robodash: status: %s\n", qPrintable(message));
        });
    useFamilySafetyLimits(family);
    createDocks();
    m_rosSharing = new RosSharingControls(this, m_link, family.descriptor.name);
    m_rosSharing->setRflexDescription(m_session->rflexDescription());
    connect(m_rosSharing, &RosSharingControls::message, this, [this](const QString &text, bool problem) {
        m_events->addEntry(text, problem ? EventLog::Severity::Warning : EventLog::Severity::Info);
    });
    createMenus();
    createShortcuts();
    connectFeedback();
    auto *sensorViews = new SensorViews(*m_link, m_camera, {m_map, m_presentation->mapView()}, this);
    sensorViews->addCameraView(m_presentation->cameraView());
    m_notices = new LinkNotices(this, m_link, QString::fromStdString(family.descriptor.displayName),
                                {m_banner, m_connectionBar, m_statusLabel, m_events});
    connect(m_notices, &LinkNotices::stopDriving, m_pad, &JoystickPad::stop);
    connect(m_notices, &LinkNotices::readingsLive, this, &RobotDashboard::showReadingsLive);
    connect(m_notices, &LinkNotices::linkChanged, this, &RobotDashboard::updateControlsForLink);
    if (m_family) connect(m_family, &FamilyPanels::driveBlockChanged, this, &RobotDashboard::updateControlsForLink);
    connectControls();
    createSelfTest();
    connectDriving();
    connectSafety();
    restoreSettings();
    // After restoreSettings(): the replay bar appears while a log plays, never from a saved layout.
    m_sessionLog = new SessionLogControls(this, m_link, m_familyName);
    m_sessionLog->addMenuActions(menuBar()->actions().constFirst()->menu());
    m_sessionLog->addPlotSaveActions();
    m_sessionLog->setLivePort(options.port);  // Back to live, after a replay the window opened on
    // A paused replay, or one at its end, is not live: its readings fade and the status says so.
    connect(m_sessionLog, &SessionLogControls::replayMoved, this, [this] {
        m_map->clearTrail();
        m_presentation->mapView()->clearTrail();
    });
    connect(m_sessionLog, &SessionLogControls::replayHeld, this, [this](const QString &why) {
        m_statusLabel->showReplayHeld(why);
        showReadingsLive(why.isEmpty() && m_link->isOnline());
    });

    m_connectionBar->setVirtualRobotName(QString::fromStdString(family.descriptor.displayName));
    m_connectionBar->setFamily(m_familyName);
    connect(m_connectionBar, &ConnectionBar::otherFamilyChosen, m_sessionLog, &SessionLogControls::openRobotInItsFamilysWindow);
    m_connectionBar->setPorts(robodash::link::PortDiscovery::availablePorts(), options.port);
    QString discoveryError;
    if (NetworkRobotList *networkRobots = NetworkRobotList::startFor(m_connectionBar, window(), &discoveryError))
        connect(m_link, &RobotLink::connectionRequested, networkRobots, &NetworkRobotList::followPort);
    else if (!discoveryError.isEmpty())
        statusBar()->showMessage(discoveryError, 10000);
    if (options.autoReconnect) m_connectionBar->setAutoReconnect(true);
    if (options.showWireInspector) m_wireInspector->parentWidget()->show();
    m_link->setAutoReconnect(m_connectionBar->autoReconnect());
    if (!options.bagNamespace.isEmpty()) robodash::bridge::KobukiBag::setNamespace(options.bagNamespace);
    if (!options.replayPath.isEmpty()) m_link->openReplay(options.replayPath);
    else m_link->connectTo(options.port);
    if (!options.recordPath.isEmpty()) m_sessionLog->startRecording(options.recordPath);
    qApp->installEventFilter(new KeyboardDriveFilter(this, m_pad, this));
    showReadingsLive(false);  // nothing has arrived yet
    updateControlsForLink();
    m_pad->setFocus();
    // --presentation: once the window has its first arrangement (WindowPlacement lays the
    // docks out in a zero timer that posts one more), so that F11 brings that layout back.
    if (options.presentation)
        QTimer::singleShot(0, this, [this] { QTimer::singleShot(0, this, [this] { setPresenting(true); }); });
}

RobotDashboard::~RobotDashboard()
{
    delete m_rosSharing;  // the bridge lets go of the link before the session takes the link away
    delete m_selfTest;  // before the session: it stops the robot through the session's link
}

RobotLink *RobotDashboard::link() const
{
    return m_link;
}

KobukiPanels *RobotDashboard::kobukiPanels() const { return qobject_cast<KobukiPanels *>(m_family); }

RoverPanels *RobotDashboard::roverPanels() const { return qobject_cast<RoverPanels *>(m_family); }

OutputsPanel *RobotDashboard::outputsPanel() const { return kobukiPanels() ? kobukiPanels()->outputsPanel() : nullptr; }

PidEditor *RobotDashboard::pidEditor() const { return kobukiPanels() ? kobukiPanels()->pidEditor() : nullptr; }

// The over-current stop is the family's (core::RobotInfo): its default and range, saved apart
// per family (DashboardProfile::safetySettingsGroup).
void RobotDashboard::useFamilySafetyLimits(const robodash::app::FamilyEntry &family)
{
    const robodash::core::RobotInfo info = family.descriptor.makeDriver()->info();
    m_safety->setFamilyLimits(info.overCurrentAmperes, info.overCurrentCeilingAmperes);
    if (!family.dashboard.safetySettingsGroup.empty())
        m_safety->setSettingsGroup(QString::fromStdString(family.dashboard.safetySettingsGroup));
}

// --firmware: `sim:` starts the family's twin running that firmware (checked on parsing).
void RobotDashboard::useVirtualRobotFirmware(const QString &version)
{
    robodash::sim::TwinOptions twin;
    twin.firmware = version.toStdString();
    std::string unused;
    if (auto maker = robodash::app::robotFamilies().twinMakerWith(m_familyName.toStdString(), twin, &unused))
        m_session->twins().setTwinMaker(std::move(maker));
}

void RobotDashboard::setPlotsPaused(bool paused)
{
    for (TimePlot *plot : findChildren<TimePlot *>()) plot->setPaused(paused);
    m_plotDocks->setPaused(paused);
    statusBar()->showMessage(paused ? tr("Plots paused (data still arrives)") : tr("Plots running"), 3000);
}

void RobotDashboard::changeEvent(QEvent *event)
{
    // A teleop window that loses focus must not leave the robot driving: the key or mouse
    // release may never reach us.
    if (event->type() == QEvent::ActivationChange && !isActiveWindow()) stopLostInputs();
    QMainWindow::changeEvent(event);
}

void RobotDashboard::closeEvent(QCloseEvent *event)
{
    prepareToClose();
    event->accept();
}

void RobotDashboard::prepareToClose()
{
    stopLostInputs();
    setPresenting(false);  // the dashboard's layout is what is saved, not the bare presentation
    saveSettings();
}

void RobotDashboard::releaseInputs() { stopLostInputs(); }

void RobotDashboard::setDriven(bool driven)
{
    if (!driven) stopLostInputs();  // the robot left behind stops before another is driven
    m_driven = driven;
    m_gamepad->setActive(driven);
    // Behind another robot or the overview no one sees its panels: they keep every sample
    // and draw once they are in front again (robodash-bench-fleet's hidden robots).
    RefreshGate::setSuspendedAll(*this, !driven);
}

void RobotDashboard::setDrivenName(const QString &name)
{
    m_drivenName->setText(tr("Driving %1").arg(name));
    m_drivenName->setVisible(!name.isEmpty());
}

// A fleet's robot keeps its own settings (limits, safety, layout) in its own group; the
// gamepad's mapping belongs to the gamepad, and the one robot of a plain window keeps the
// keys it always had.
void RobotDashboard::enterRobotGroup(QSettings &settings) const
{
    if (!m_settingsGroup.isEmpty()) settings.beginGroup(m_settingsGroup);
}

void RobotDashboard::restoreSettings()
{
    QSettings settings;
    m_gamepad->setMapping(GamepadMapping::load(settings));
    m_gamepadPanel->showMapping(m_gamepad->mapping());
    enterRobotGroup(settings);
    m_plotDocks->restore(settings);  // before the dock layout: it places the plots' docks too
    m_placement->restore(settings);
    m_connectionBar->setAutoReconnect(settings.value(QStringLiteral("link/autoReconnect"), false).toBool());
    m_driveLimits->loadSettings(settings);
    applyDriveLimits(m_driveLimits->limits());
    m_safety->loadSettings(settings);
    m_link->setSafetySettings(m_safety->settings());
}

void RobotDashboard::arrangeDocks(DockLayout::Arrangement arrangement) { m_placement->arrange(arrangement); }
void RobotDashboard::fitScreen() { m_placement->fitScreen(); }

// What the panel layout did that the user asked otherwise: in the status bar, and kept in the
// event log once the status bar has moved on.
void RobotDashboard::sayPlacement(const QString &text)
{
    statusBar()->showMessage(text, 10000);
    if (m_events) m_events->addEntry(text, EventLog::Severity::Info);
}

void RobotDashboard::saveSettings() const
{
    QSettings settings;
    m_gamepad->mapping().save(settings);
    enterRobotGroup(settings);
    m_placement->save(settings);
    m_plotDocks->save(settings);
    settings.setValue(QStringLiteral("link/lastPort"), m_connectionBar->selectedPort());
    settings.setValue(QStringLiteral("link/autoReconnect"), m_connectionBar->autoReconnect());
    m_driveLimits->saveSettings(settings);
    m_safety->saveSettings(settings);
}

QString RobotDashboard::bannerText() const { return m_notices->bannerText(); }

void RobotDashboard::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save screenshot"),
                                                      SaveFolder::suggest(QStringLiteral("robodash.png")),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    SaveFolder::remember(path);
    if (!screenshot().save(path, "PNG"))
        QMessageBox::warning(this, tr("Screenshot not saved"), tr("Could not write %1.").arg(path));
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}
