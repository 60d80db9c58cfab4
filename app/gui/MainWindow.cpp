#include "MainWindow.h"

#include "BatteryView.h"
#include "CliffPlot.h"
#include "ConnectionBar.h"
#include "DockIrView.h"
#include "DockLayout.h"
#include "DriveLimitsPanel.h"
#include "EventLog.h"
#include "Gamepad.h"
#include "GamepadPanel.h"
#include "GyroView.h"
#include "InputsView.h"
#include "JoystickPad.h"
#include "KeyboardDriveFilter.h"
#include "LinkStatusLabel.h"
#include "MapView.h"
#include "MotorsView.h"
#include "OutputsPanel.h"
#include "PidEditor.h"
#include "RobotSession.h"
#include "RefreshGate.h"
#include "RobotView.h"
#include "SafetyPanel.h"
#include "SessionLogControls.h"
#include "SoundPanel.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "TimePlot.h"
#include "VersionInfoView.h"
#include "link/LinkClock.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QScreen>
#include <QShortcut>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

using robodash::link::RobotLink;
using namespace robodash::widgets;
namespace kobuki = robodash::kobuki;

MainWindow::MainWindow(const DashboardOptions &options, QWidget *parent)
    : QMainWindow(parent),
      m_session(std::make_unique<robodash::app::RobotSession>(options.robot.toStdString())),
      m_link(&m_session->link()),
      m_startMs(robodash::link::linkClockMs())
{
    showSourceInTitle(QString());
    createWidgets();
    createDocks();
    createMenus();
    createShortcuts();
    connectFeedback();
    connectEvents();
    connectLinkState();
    connectControls();
    connectDriving();
    connectSafety();
    restoreSettings();
    // After restoreSettings(): the replay bar appears while a log plays, never from a saved layout.
    m_sessionLog = new SessionLogControls(this, m_link);
    m_sessionLog->addMenuActions(menuBar()->actions().constFirst()->menu());
    m_sessionLog->addPlotSaveActions();

    m_connectionBar->setPorts(robodash::link::PortDiscovery::availablePorts(), options.port);
    if (options.autoReconnect) m_connectionBar->setAutoReconnect(true);
    m_link->setAutoReconnect(m_connectionBar->autoReconnect());
    if (!options.replayPath.isEmpty()) m_link->openReplay(options.replayPath);
    else m_link->connectTo(options.port);
    if (!options.recordPath.isEmpty()) m_sessionLog->startRecording(options.recordPath);
    qApp->installEventFilter(new KeyboardDriveFilter(this, m_pad, this));
    showReadingsLive(false);  // nothing has arrived yet
    updateControlsForLink();
    m_pad->setFocus();
}

MainWindow::~MainWindow() = default;

RobotLink *MainWindow::link() const
{
    return m_link;
}

void MainWindow::createWidgets()
{
    m_connectionBar = new ConnectionBar(this);
    m_banner = new QLabel(this);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel { background: #fdecea; color: #8e0000; border: 1px solid #e57373;"
        " border-radius: 4px; padding: 6px 10px; font-weight: bold; }"));
    m_banner->hide();
    m_statusLabel = new LinkStatusLabel(this);
    m_robot = new RobotView(this);
    m_pad = new JoystickPad(this);
    m_cliff = new CliffPlot(this);
    m_dockIr = new DockIrView(this);
    m_gyro = new GyroView(this);
    m_battery = new BatteryView(this);
    m_versions = new VersionInfoView(this);
    m_motors = new MotorsView(this);
    m_inputs = new InputsView(this);
    m_outputs = new OutputsPanel(this);
    m_sound = new SoundPanel(this);
    m_pid = new PidEditor(this);
    m_events = new EventLog(this);
    m_driveLimits = new DriveLimitsPanel(this);
    m_map = new MapView(this);
    m_gamepad = new Gamepad(this);
    m_gamepadPanel = new GamepadPanel(m_gamepad, this);
    m_safety = new SafetyPanel(this);

    auto *top = new QToolBar(tr("Connection"), this);
    top->setObjectName(QStringLiteral("connectionToolBar"));
    top->setMovable(false);
    top->addWidget(m_connectionBar);
    addToolBar(Qt::TopToolBarArea, top);

    setCentralWidget(createCentralArea());
    // No stretch: the status bar's messages need the room on its left.
    statusBar()->addPermanentWidget(m_statusLabel);
}

QWidget *MainWindow::createCentralArea()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_banner);
    auto *row = new QHBoxLayout;
    // What a person driving watches: the robot, the pad under their hand, where it went.
    row->addWidget(m_robot, 1);
    row->addWidget(m_pad, 1);
    row->addWidget(m_map, 1);
    layout->addLayout(row, 1);
    return central;
}

void MainWindow::createDocks()
{
    setDockNestingEnabled(true);
    const auto dock = [this](QWidget *content, const QString &title, const QString &name) {
        auto *widget = new QDockWidget(title, this);
        widget->setObjectName(name);  // saveState() and DockLayout find a dock by its name
        widget->setWidget(content);
        addDockWidget(Qt::RightDockWidgetArea, widget);
    };
    dock(m_battery, tr("Battery"), QStringLiteral("batteryDock"));
    dock(m_motors, tr("Motors"), QStringLiteral("motorsDock"));
    dock(m_inputs, tr("Inputs"), QStringLiteral("inputsDock"));
    dock(m_versions, tr("Versions"), QStringLiteral("versionsDock"));
    dock(m_events, tr("Events"), QStringLiteral("eventsDock"));
    dock(m_gyro, tr("Gyro"), QStringLiteral("gyroDock"));
    dock(m_cliff, tr("Cliff sensors"), QStringLiteral("cliffDock"));
    dock(m_outputs, tr("Outputs"), QStringLiteral("outputsDock"));
    dock(m_pid, tr("Wheel PID"), QStringLiteral("pidDock"));
    dock(m_sound, tr("Sound"), QStringLiteral("soundDock"));
    dock(m_driveLimits, tr("Drive limits"), QStringLiteral("driveLimitsDock"));
    dock(m_gamepadPanel, tr("Gamepad"), QStringLiteral("gamepadDock"));
    dock(m_dockIr, tr("Dock IR"), QStringLiteral("dockIrDock"));
    dock(m_safety, tr("Safety"), QStringLiteral("safetyDock"));
    DockLayout(this).apply(DockLayout::Arrangement::Wide);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Save &screenshot…"), QKeySequence(tr("Ctrl+Shift+S")), this, &MainWindow::saveScreenshot);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *robot = menuBar()->addMenu(tr("&Robot"));
    robot->addAction(tr("&Emergency stop"), this, &MainWindow::emergencyStop);
    robot->addAction(tr("&Read wheel gains"), this, [this] {
        m_pid->readGains();
        if (!m_pid->isLinkAvailable()) statusBar()->showMessage(tr("Not connected: cannot read the wheel gains"), 5000);
    });
    robot->addAction(tr("Reset the &virtual robot"), this, &MainWindow::resetVirtualRobot);
    robot->addSeparator();
    robot->addAction(tr("&Disconnect"), m_link, &RobotLink::disconnectFromRobot);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *pause = m_viewMenu->addAction(tr("&Pause plots"));
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(tr("Ctrl+P")));
    connect(pause, &QAction::toggled, this, &MainWindow::setPlotsPaused);
    m_viewMenu->addSeparator();
    for (QDockWidget *dockWidget : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dockWidget->toggleViewAction());
    m_viewMenu->addSeparator();
    QMenu *layouts = m_viewMenu->addMenu(tr("Panel &layout"));
    for (DockLayout::Arrangement arrangement : {DockLayout::Arrangement::Wide, DockLayout::Arrangement::TwoColumns,
                                                DockLayout::Arrangement::OneColumn})
        layouts->addAction(DockLayout::name(arrangement), this, [this, arrangement] { arrangeDocks(arrangement); });
    m_viewMenu->addAction(tr("&Restore default layout"), this, [this] { arrangeDocks(arrangementForScreen()); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), QKeySequence::HelpContents, this, &MainWindow::showShortcuts);
    help->addAction(tr("&About RoboDash"), this, &MainWindow::showAbout);
}

void MainWindow::createShortcuts()
{
    // Escape stops from anywhere in the window; Space too, except while typing in a field
    // (line edits take Space through ShortcutOverride, so a gain can still be typed).
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::Key_Space)}) {
        auto *shortcut = new QShortcut(key, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &MainWindow::emergencyStop);
    }
}

double MainWindow::secondsSinceStart(qint64 receivedMs) const
{
    return double(receivedMs - m_startMs) / 1000.0;
}

void MainWindow::connectFeedback()
{
    robodash::app::KobukiFeed *kobuki = &m_session->kobuki();
    using robodash::app::KobukiFeed;
    connect(kobuki, &KobukiFeed::basicSensors, this, [this](const kobuki::BasicSensors &v, qint64 ms) {
        const double t = secondsSinceStart(ms);
        m_robot->setBasicSensors(v);
        m_cliff->setBasicSensors(v, t);
        m_motors->setBasicSensors(v);
    });
    connect(kobuki, &KobukiFeed::cliff, this, [this](const kobuki::Cliff &v, qint64 ms) {
        m_cliff->setCliff(v, secondsSinceStart(ms));
    });
    connect(kobuki, &KobukiFeed::inertia, this, [this](const kobuki::Inertia &v, qint64 ms) {
        m_gyro->setInertia(v, secondsSinceStart(ms));
    });
    connect(kobuki, &KobukiFeed::rawGyro, this, [this](const kobuki::RawGyro &v, qint64 ms) {
        m_gyro->setRawGyro(v, secondsSinceStart(ms));
    });
    connect(kobuki, &KobukiFeed::dockIr, m_dockIr, &DockIrView::setDockIr);
    connect(kobuki, &KobukiFeed::current, m_motors, &MotorsView::setCurrent);
    connect(kobuki, &KobukiFeed::generalPurposeInput, m_inputs, &InputsView::setGeneralPurposeInput);
    connect(kobuki, &KobukiFeed::hardwareVersion, m_versions, &VersionInfoView::setHardwareVersion);
    connect(kobuki, &KobukiFeed::firmwareVersion, m_versions, &VersionInfoView::setFirmwareVersion);
    connect(kobuki, &KobukiFeed::udid, m_versions, &VersionInfoView::setUdid);
    connect(kobuki, &KobukiFeed::controllerInfo, m_pid, &PidEditor::setControllerInfo);
    connect(&m_session->kobukiControl(), &robodash::app::KobukiControl::outputWordChanged, m_outputs,
            &OutputsPanel::setOutputWord);
    connect(m_link, &RobotLink::statistics, m_statusLabel, &LinkStatusLabel::setStatistics);
}

// The event log reads the telemetry core's events: the same words for every family.
void MainWindow::connectEvents()
{
    connect(m_link, &RobotLink::telemetry, this, [this](const robodash::core::TelemetrySample &sample) {
        for (const robodash::core::RobotEvent &event : sample.core.events)
            m_events->addEntry(QString::fromStdString(event.text),
                               event.warning ? EventLog::Severity::Warning : EventLog::Severity::Info);
    });
}

void MainWindow::connectLinkState()
{
    RobotLink *link = m_link;
    connect(link, &RobotLink::connected, this, [this](const QString &port) {
        hideBanner();
        m_connectionBar->showConnected(port);
        const QString replayName = robodash::link::PortAddress::replayFileName(port);
        if (replayName.isEmpty()) m_statusLabel->showConnected();
        else m_statusLabel->showReplay(replayName);
        showSourceInTitle(replayName);
        m_events->addEntry(replayName.isEmpty() ? tr("Connected to %1").arg(port)
                                                : tr("Replaying %1").arg(replayName));
        updateControlsForLink();
    });
    connect(link, &RobotLink::connectionFailed, this, [this](const QString &message) {
        m_pad->stop();
        m_connectionBar->showDisconnected();
        showBanner(tr("Could not connect: %1").arg(message));
        m_events->addEntry(tr("Could not connect: %1").arg(message), EventLog::Severity::Error);
    });
    // Not a connection failure: the live link, if any, goes on untouched.
    connect(link, &RobotLink::replayFailed, this, [this](const QString &message) {
        showBanner(tr("Could not replay: %1").arg(message));
        m_events->addEntry(tr("Could not replay: %1").arg(message), EventLog::Severity::Error);
    });
    connect(link, &RobotLink::disconnected, this, [this](const QString &reason) {
        m_pad->stop();  // the link already sent zero; the pad must not keep asking
        m_connectionBar->showDisconnected();
        m_statusLabel->showDisconnected();
        showReadingsLive(false);
        showSourceInTitle(QString());
        updateControlsForLink();
        if (reason == QLatin1String(robodash::link::kClosedOnRequestReason)) {
            m_events->addEntry(tr("Disconnected"));  // the user asked: nothing was lost
            return;
        }
        m_events->addEntry(tr("Link lost: %1").arg(reason), EventLog::Severity::Error);
        showBanner(tr("Link lost: %1").arg(reason));
    });
    connect(link, &RobotLink::onlineChanged, this, [this](bool online) {
        m_connectionBar->showOnline(online);
        m_statusLabel->setOnline(online);
        showReadingsLive(online);
        m_events->addEntry(online ? tr("Robot online") : tr("Robot offline: no data"),
                           online ? EventLog::Severity::Info : EventLog::Severity::Warning);
        if (!online) m_pad->stop();
        else hideBanner();
    });
    connect(link, &RobotLink::warning, this, [this](const QString &message) {
        showBanner(message);
        m_events->addEntry(message, EventLog::Severity::Warning);
    });
}

void MainWindow::connectControls()
{
    RobotLink *link = m_link;
    connect(m_connectionBar, &ConnectionBar::connectRequested, link, &RobotLink::connectTo);
    connect(m_connectionBar, &ConnectionBar::disconnectRequested, link, &RobotLink::disconnectFromRobot);
    connect(m_connectionBar, &ConnectionBar::autoReconnectChanged, link, &RobotLink::setAutoReconnect);
    connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, link, &RobotLink::setMotorsEnabled);
    connect(m_connectionBar, &ConnectionBar::motorsEnabledChanged, this, &MainWindow::updateControlsForLink);
    connect(link, &RobotLink::replayOpened, this, &MainWindow::updateControlsForLink);
    connect(m_connectionBar, &ConnectionBar::emergencyStopRequested, this, &MainWindow::emergencyStop);

    connect(m_pad, &JoystickPad::velocityRequested, link, &RobotLink::drive);
    connect(m_pad, &JoystickPad::stopRequested, link, &RobotLink::stop);
    robodash::app::KobukiControl *control = &m_session->kobukiControl();
    using robodash::app::KobukiControl;
    connect(m_outputs, &OutputsPanel::outputWordRequested, control, &KobukiControl::setOutputWord);
    connect(m_sound, &SoundPanel::soundSequenceRequested, control,
            [control](int sequence) { control->playSoundSequence(kobuki::SoundSequence(sequence)); });
    connect(m_sound, &SoundPanel::soundRequested, control, &KobukiControl::playSound);
    connect(m_pid, &PidEditor::readGainsRequested, control, &KobukiControl::requestControllerGains);
    connect(m_pid, &PidEditor::writeGainsRequested, control, &KobukiControl::setControllerGains);
    connect(m_pid, &PidEditor::factoryGainsRequested, control, &KobukiControl::restoreFactoryGains);
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state != Qt::ApplicationActive) emergencyStop();
    });
}

// Every input (pad, keys, gamepad) reaches the robot through RobotLink::drive, where the
// limits apply; the inputs also scale to the top speeds so that full deflection means them.
void MainWindow::connectDriving()
{
    RobotLink *link = m_link;
    connect(m_driveLimits, &DriveLimitsPanel::limitsChanged, this, &MainWindow::applyDriveLimits);
    connect(m_gamepad, &Gamepad::velocityRequested, link, &RobotLink::drive);
    connect(m_gamepad, &Gamepad::stopRequested, link, &RobotLink::stop);
    connect(m_gamepad, &Gamepad::connectionChanged, this, [this](bool connected, const QString &name) {
        m_events->addEntry(connected ? tr("Gamepad connected: %1").arg(name)
                                     : tr("Gamepad unplugged: %1").arg(name),
                           connected ? EventLog::Severity::Info : EventLog::Severity::Warning);
    });
    if (!m_gamepad->isAvailable())
        m_events->addEntry(m_gamepad->errorString(), EventLog::Severity::Warning);

    // Odometry runs in the family's driver; the map shows the telemetry core's.
    connect(link, &RobotLink::telemetry, this, [this](const robodash::core::TelemetrySample &sample) {
        if (sample.core.odometry)
            showOdometry(*sample.core.odometry);
        if (sample.core.battery)  // the common battery view reads only the core
            m_battery->setBattery(*sample.core.battery, secondsSinceStart(sample.receivedMs));
    });
    // Another robot, or the same one after a power cycle, counts from other encoder values;
    // and where the robot went while no one listened is unknown. A new connection starts the
    // map and the distance again from the origin (the driver does the same) rather than draw
    // a jump.
    connect(link, &RobotLink::connected, this, [this] { m_map->reset(); });
    connect(m_map, &MapView::resetRequested, this, [this] {
        m_odometry = robodash::core::OdometryState{};
        m_link->resetOdometry();
    });
}

void MainWindow::showSourceInTitle(const QString &replayName)
{
    setWindowTitle(replayName.isEmpty() ? tr("RoboDash — Kobuki") : tr("RoboDash — replay of %1").arg(replayName));
}

QList<QWidget *> MainWindow::readingWidgets() const
{
    return {m_robot, m_cliff, m_dockIr, m_gyro, m_battery, m_motors, m_inputs, m_map};
}

void MainWindow::showReadingsLive(bool live)
{
    // Faded, not hidden: the last values stay readable but cannot pass for live ones. The
    // effect costs a pixmap per paint, so it is only on while nothing arrives (and then
    // nothing repaints).
    for (QWidget *reading : readingWidgets()) {
        auto *fade = qobject_cast<QGraphicsOpacityEffect *>(reading->graphicsEffect());
        if (!fade) {
            if (live) continue;
            fade = new QGraphicsOpacityEffect(reading);
            fade->setOpacity(kStaleOpacity);
            reading->setGraphicsEffect(fade);
        }
        fade->setEnabled(!live);
        reading->setToolTip(live ? QString() : tr("No data from the robot: these are the last values received"));
    }
}

bool MainWindow::readingsLookLive() const
{
    for (QWidget *reading : readingWidgets()) {
        const QGraphicsEffect *fade = reading->graphicsEffect();
        if (fade && fade->isEnabled()) return false;
    }
    return true;
}

void MainWindow::updateControlsForLink()
{
    const bool connected = m_link->isConnected();
    const bool replaying = m_link->isReplaying();
    const bool live = connected && !replaying;
    const bool motors = m_connectionBar->motorsEnabled();
    m_pad->setDisabledReason(!connected  ? tr("Off: not connected")
                             : replaying ? tr("Off: a replay sends nothing")
                                         : tr("Motors are off: tick Motors"));
    m_pad->setEnabled(live && motors);  // disabling it zeroes its command
    m_outputs->setEnabled(live);
    m_sound->setEnabled(live);
    m_pid->setLinkAvailable(live);
}

// The safety layer lives in the link; here it is tuned, and what it does is shown where the
// user looks: the banner and the event log when a stop starts or ends, the pad while it
// refuses what the pad asks. Overrides arrive as the link's warnings (banner and log).
void MainWindow::connectSafety()
{
    RobotLink *link = m_link;
    connect(m_safety, &SafetyPanel::settingsChanged, link, &RobotLink::setSafetySettings);
    connect(link, &RobotLink::safetyChanged, m_safety, &SafetyPanel::setStatus);
    connect(link, &RobotLink::safetyChanged, this, [this](const robodash::core::SafetyStatus &status) {
        const QString reason = QString::fromStdString(status.reason);
        m_pad->setRefusal(status.refusing ? reason : QString());
        if (status.enforced.bits() == m_announcedSafetyStops) return;  // the same stop, no news
        m_announcedSafetyStops = status.enforced.bits();
        if (!status.enforced.empty()) {
            showBanner(tr("Safety stop: %1").arg(reason));
            m_events->addEntry(tr("Safety stop: %1").arg(reason), EventLog::Severity::Warning);
            return;
        }
        if (bannerText().startsWith(tr("Safety stop"))) hideBanner();
        m_events->addEntry(tr("Safety: clear, driving allowed"));
    });
}

void MainWindow::applyDriveLimits(const robodash::link::DriveLimits &limits)
{
    m_link->setDriveLimits(limits);
    m_pad->setMaxLinearSpeed(limits.maxLinearMps);
    m_pad->setMaxAngularSpeed(limits.maxAngularRadps);
    m_gamepad->setMaxSpeeds(limits.maxLinearMps, limits.maxAngularRadps);
}

void MainWindow::showOdometry(const robodash::core::OdometryState &odometry)
{
    m_odometry = odometry;
    m_map->setPose(odometry.pose);
    m_map->setTravel(odometry.distanceMetres, odometry.velocity.linearMps, odometry.velocity.angularRadps);
}

void MainWindow::emergencyStop()
{
    // Both: the link sends zero at once, the pad forgets what it was holding.
    m_link->stop();
    m_pad->stop();
    m_gamepad->stop();  // latched: the dead-man must be let go and pressed again
    statusBar()->showMessage(tr("Stopped"), 2000);
}

void MainWindow::resetVirtualRobot()
{
    const std::shared_ptr<robodash::sim::VirtualRobot> twin = m_session->virtualRobot();
    if (!twin) {
        statusBar()->showMessage(tr("Not connected to the virtual robot (sim:): nothing to reset"), 5000);
        return;
    }
    twin->reset();
    m_map->reset();
    QString done = tr("Virtual robot reset: at the origin, charged, no faults");
    if (const auto kobuki = m_session->virtualKobuki())
        done = tr("Virtual Kobuki reset: at the origin, battery %1 V, no faults").arg(kobuki->batteryVolts(), 0, 'f', 1);
    m_events->addEntry(done);
    statusBar()->showMessage(done, 5000);
}

void MainWindow::setPlotsPaused(bool paused)
{
    for (TimePlot *plot : findChildren<TimePlot *>()) plot->setPaused(paused);
    statusBar()->showMessage(paused ? tr("Plots paused (data still arrives)") : tr("Plots running"), 3000);
}

void MainWindow::changeEvent(QEvent *event)
{
    // A teleop window that loses focus must not leave the robot driving: the key or mouse
    // release may never reach us.
    if (event->type() == QEvent::ActivationChange && !isActiveWindow()) emergencyStop();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    emergencyStop();
    saveSettings();
    event->accept();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    const bool placed = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        DockLayout(this).apply(arrangementForScreen());
    if (!placed) {
        // The first show lays the docks out at their size hints and may grow the window past
        // the screen; size it once that is done.
        resize(defaultSize());
        QTimer::singleShot(0, this, [this] { arrangeDocks(arrangementForScreen()); });
    } else {
        // A layout saved on a big monitor may not fit the laptop it is opened on now.
        QTimer::singleShot(0, this, [this] {
            if (!fitsScreen()) arrangeDocks(arrangementForScreen());
        });
    }
    m_connectionBar->setAutoReconnect(settings.value(QStringLiteral("link/autoReconnect"), false).toBool());
    m_driveLimits->loadSettings(settings);
    applyDriveLimits(m_driveLimits->limits());
    m_safety->loadSettings(settings);
    m_link->setSafetySettings(m_safety->settings());
    m_gamepad->setMapping(GamepadMapping::load(settings));
    m_gamepadPanel->showMapping(m_gamepad->mapping());
}

DockLayout::Arrangement MainWindow::arrangementForScreen() const
{
    // Offscreen (tests, --screenshot, benchmarks) has a nominal 800x600 screen: keep the
    // wide arrangement there, the one every panel is open in.
    const QScreen *display = screen();
    if (!display || QGuiApplication::platformName() == QLatin1String("offscreen"))
        return DockLayout::Arrangement::Wide;
    return DockLayout::arrangementFor(display->availableGeometry().size());
}

bool MainWindow::fitsScreen() const
{
    const QScreen *display = screen();
    if (!display || QGuiApplication::platformName() == QLatin1String("offscreen")) return true;
    const QSize frame = frameGeometry().size() - geometry().size();
    const QSize needed = minimumSizeHint().expandedTo(minimumSize()) + frame;
    const QSize available = display->availableGeometry().size();
    return needed.width() <= available.width() && needed.height() <= available.height();
}

void MainWindow::arrangeDocks(DockLayout::Arrangement arrangement)
{
    DockLayout(this).apply(arrangement);
    resize(defaultSize());
    // Re-docking grows the window towards the docks' preferred sizes once the layout runs;
    // size it again after that. Dock widths only take once the window has its new size.
    QTimer::singleShot(0, this, [this, arrangement] {
        resize(defaultSize());
        DockLayout layout(this);
        layout.showWholeTabTitles();
        if (arrangement == DockLayout::Arrangement::Wide) layout.sizeWide();
    });
}

QSize MainWindow::defaultSize() const
{
    QSize size(1600, 1000);
    // Offscreen (tests, --screenshot) has a nominal 800x600 screen: keep the full size there.
    const QScreen *display = screen();
    if (display && QGuiApplication::platformName() != QLatin1String("offscreen"))
        size = size.boundedTo(display->availableGeometry().size() * 0.95);
    return size;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("link/lastPort"), m_connectionBar->selectedPort());
    settings.setValue(QStringLiteral("link/autoReconnect"), m_connectionBar->autoReconnect());
    m_driveLimits->saveSettings(settings);
    m_safety->saveSettings(settings);
    m_gamepad->mapping().save(settings);
}

QString MainWindow::bannerText() const { return m_banner->isVisible() ? m_banner->text() : QString(); }

void MainWindow::showBanner(const QString &text)
{
    m_banner->setText(text);
    m_banner->show();
    statusBar()->showMessage(text, 10000);
}

void MainWindow::hideBanner() { m_banner->hide(); }

void MainWindow::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save screenshot"),
                                                      QStringLiteral("robodash.png"), tr("PNG images (*.png)"));
    if (path.isEmpty()) return;
    RefreshGate::flushAll(*this);  // the picture shows the newest values, not 33 ms old ones
    if (!grab().save(path, "PNG"))
        QMessageBox::warning(this, tr("Screenshot not saved"), tr("Could not write %1.").arg(path));
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

void MainWindow::showShortcuts()
{
    QMessageBox::information(this, tr("Keyboard shortcuts"), tr(
        "<table cellpadding=3>"
        "<tr><td><b>Space</b>, <b>Esc</b></td><td>Emergency stop</td></tr>"
        "<tr><td><b>Arrow keys</b></td><td>Drive while held; release stops (not while typing in a field)</td></tr>"
        "<tr><td><b>Ctrl+P</b></td><td>Pause / resume plots</td></tr>"
        "<tr><td><b>Ctrl+Shift+S</b></td><td>Save a screenshot</td></tr>"
        "<tr><td><b>F1</b></td><td>This help</td></tr>"
        "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr></table>"
        "<p>The robot also stops when the window loses focus and when the link drops.</p>"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RoboDash"), tr(
        "<h3>RoboDash %1</h3><p>Drive a Kobuki base and watch every sensor it reports, live, "
        "without ROS.</p><p>Start with no robot: the built-in virtual Kobuki (<tt>sim:</tt>) "
        "speaks the real serial protocol over a pseudo-terminal.</p>").arg(QStringLiteral(ROBODASH_VERSION)));
}
