#include "RobotDashboard.h"

#include "BatteryView.h"
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
    if (!options.firmware.isEmpty()) useVirtualRoverFirmware(options.firmware);
    m_placement = std::make_unique<WindowPlacement>(this, QString::fromStdString(family.dashboard.layoutKey));
    if (options.logEvents)  // a test waits for a panel layout switch to be done
        m_placement->setWhenArranged([](DockLayout::Arrangement arrangement) {
            std::fprintf(stderr, "robodash: panel layout: %s\n", qPrintable(DockLayout::name(arrangement)));
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

    m_connectionBar->setVirtualRobotName(QString::fromStdString(family.descriptor.displayName));
    m_connectionBar->setPorts(robodash::link::PortDiscovery::availablePorts(), options.port);
    QString discoveryError;
    if (!NetworkRobotList::startFor(m_connectionBar, this, &discoveryError) && !discoveryError.isEmpty())
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
// per family. The Kobuki keeps the group it had before there were families.
void RobotDashboard::useFamilySafetyLimits(const robodash::app::FamilyEntry &family)
{
    const robodash::core::RobotInfo info = family.descriptor.makeDriver()->info();
    m_safety->setFamilyLimits(info.overCurrentAmperes, info.overCurrentCeilingAmperes);
    if (family.descriptor.name != "kobuki")
        m_safety->setSettingsGroup(QStringLiteral("safety/%1").arg(QString::fromStdString(family.descriptor.name)));
}

// --firmware: `sim:` starts a virtual Rover running that line (options are checked on parsing).
void RobotDashboard::useVirtualRoverFirmware(const QString &version)
{
    const auto line = robodash::sim::parseRoverFirmwareVersion(version.toStdString());
    if (!line) return;
    robodash::sim::VirtualRoverOptions twin;
    twin.firmware = *line;
    m_session->twins().setTwinMaker([twin] { return std::make_shared<robodash::sim::VirtualRover>(twin); });
}

void RobotDashboard::createWidgets()
{
    m_connectionBar = new ConnectionBar(this);
    m_banner = LinkNotices::makeBanner(this);
    m_statusLabel = new LinkStatusLabel(this);
    m_pad = new JoystickPad(this);
    new FocusHome(m_pad);  // no text field takes the arrow keys unless the user puts the focus there
    m_family = makeFamilyPanels(m_dashboard.panels, this, *m_session, m_startMs);
    m_battery = new BatteryView(this);
    m_events = new EventLog(this);
    m_driveLimits = new DriveLimitsPanel(this);
    m_map = new MapView(this);
    m_gamepad = new Gamepad(this);
    m_gamepadPanel = new GamepadPanel(m_gamepad, this);
    m_safety = new SafetyPanel(this);
    m_presentation = new PresentationView(this);

    auto *top = new QToolBar(tr("Connection"), this);
    top->setObjectName(QStringLiteral("connectionToolBar"));
    top->setMovable(false);
    top->addWidget(m_connectionBar);
    addToolBar(Qt::TopToolBarArea, top);

    m_centralStack = new QStackedWidget(this);
    m_centralStack->addWidget(createCentralArea());
    m_centralStack->addWidget(m_presentation);
    setCentralWidget(m_centralStack);
    // No stretch: the status bar's messages need the room on its left.
    statusBar()->addPermanentWidget(m_statusLabel);
}

QWidget *RobotDashboard::createCentralArea()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_banner);
    auto *row = new QHBoxLayout;
    // What a person driving watches: the robot, the pad under their hand, where it went.
    if (m_family && m_family->centralView()) row->addWidget(m_family->centralView(), 1);
    auto *padColumn = new QVBoxLayout;
    m_drivenName = new QLabel(central);
    m_drivenName->setObjectName(QStringLiteral("drivenRobotName"));
    m_drivenName->setAlignment(Qt::AlignCenter);
    QFont bold = m_drivenName->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    m_drivenName->setFont(bold);
    m_drivenName->hide();
    padColumn->addWidget(m_drivenName);
    padColumn->addWidget(m_pad, 1);
    row->addLayout(padColumn, 1);
    row->addWidget(m_map, 1);
    layout->addLayout(row, 1);
    return central;
}

void RobotDashboard::createDocks()
{
    setDockNestingEnabled(true);
    QList<DockPanel> panels = {
        {m_battery, tr("Battery"), QStringLiteral("batteryDock")},
        {m_events, tr("Events"), QStringLiteral("eventsDock")},
        {m_driveLimits, tr("Drive limits"), QStringLiteral("driveLimitsDock")},
        {m_gamepadPanel, tr("Gamepad"), QStringLiteral("gamepadDock")},
        {m_safety, tr("Safety"), QStringLiteral("safetyDock")},
    };
    if (m_family) panels += m_family->panels();
    // Made in one order whatever the family, the order of the View menu.
    const QStringList order = DockLayout::dockOrder();
    // A family's docks the layout does not name come after the others, in the family's order.
    const auto rank = [&order](const DockPanel &panel) {
        const auto index = order.indexOf(panel.name);
        return index < 0 ? order.size() : index;
    };
    std::stable_sort(panels.begin(), panels.end(),
                     [&rank](const auto &a, const auto &b) { return rank(a) < rank(b); });
    for (const DockPanel &panel : panels) {
        auto *widget = new QDockWidget(panel.title, this);
        widget->setObjectName(panel.name);  // saveState() and DockLayout find a dock by its name
        widget->setWidget(panel.content);
        DockLayout::setFamilyDockArea(widget, panel.area);
        addDockWidget(Qt::RightDockWidgetArea, widget);
    }
    createWireInspector();
    DockLayout(this).apply(DockLayout::Arrangement::Wide);
}

// Hidden by default; the link's tap is on only while it is visible.
void RobotDashboard::createWireInspector()
{
    m_wireInspector = new WireInspectorPanel(this);
    auto *dock = new QDockWidget(tr("Wire inspector"), this);
    dock->setObjectName(QStringLiteral("wireInspectorDock"));
    dock->setWidget(m_wireInspector);
    DockLayout::keepOutOfArrangements(dock);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    connect(dock, &QDockWidget::visibilityChanged, m_link, &RobotLink::setWireTapEnabled);
    // Every docked place is shared with the dashboard's panels and would leave a frame's bytes
    // a few columns wide: the first time it opens it floats over the window's lower part at
    // its own size. Docking it back (double-click its title) is the user's choice and is kept.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock, placed = false](bool visible) mutable {
        if (!visible || placed) return;
        placed = true;
        QTimer::singleShot(0, this, [this, dock] { floatOverLowerPart(dock); });
    });
    // The tap may run for another reader (a shared Kobuki's debug topics): a hidden inspector
    // keeps nothing, as it would have received nothing.
    connect(m_link, &RobotLink::wireFrames, m_wireInspector, [this, dock](const robodash::link::WireBatch &batch) {
        if (dock->isVisible()) m_wireInspector->appendBatch(batch);
    });
}

void RobotDashboard::floatOverLowerPart(QDockWidget *dock)
{
    if (dock->isFloating()) return;  // a saved layout already placed it
    const QSize wanted = m_wireInspector->sizeHint().expandedTo(QSize(width() * 2 / 3, height() * 2 / 5));
    const QRect available = screen()->availableGeometry();
    const QSize size = wanted.boundedTo(available.size());
    dock->setFloating(true);
    dock->resize(size);
    const QRect frame(mapToGlobal(QPoint(0, 0)), QWidget::size());
    QRect place(QPoint(frame.left() + (frame.width() - size.width()) / 2, frame.bottom() - size.height()), size);
    place.moveRight(std::min(place.right(), available.right()));  // on the screen, never off it
    place.moveLeft(std::max(place.left(), available.left()));
    place.moveBottom(std::min(place.bottom(), available.bottom()));
    dock->move(place.topLeft());
}

QPixmap RobotDashboard::screenshot(QWidget *whole)
{
    if (!whole) whole = this;
    RefreshGate::flushAll(*whole);  // the picture shows the newest values, not 50 ms old ones
    QPixmap picture = whole->grab();
    // What the user sees: a floating dock (the wire inspector) over the window, where it is.
    QPainter painter(&picture);
    const QPoint origin = whole->mapToGlobal(QPoint(0, 0));
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (!dock->isFloating() || !dock->isVisible()) continue;
        const QRect place(dock->geometry().topLeft() - origin, dock->size());
        painter.drawPixmap(place.topLeft(), dock->grab());
        painter.setPen(palette().color(QPalette::Shadow));  // its edge, as its own window has
        painter.drawRect(place.adjusted(0, 0, -1, -1));
    }
    return picture;
}

void RobotDashboard::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Save &screenshot…"), QKeySequence(tr("Ctrl+Shift+S")), this, &RobotDashboard::saveScreenshot);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, [this] { window()->close(); });

    QMenu *robot = menuBar()->addMenu(tr("&Robot"));
    m_robotMenu = robot;
    robot->addAction(tr("&Emergency stop"), this, &RobotDashboard::emergencyStop);
    if (m_family) m_family->addRobotActions(robot);
    robot->addAction(tr("Reset the &virtual robot"), this, &RobotDashboard::resetVirtualRobot);
    robot->addAction(tr("Self-&test…"), this, &RobotDashboard::openSelfTest);
    robot->addSeparator();
    robot->addAction(tr("&Disconnect"), m_link, &RobotLink::disconnectFromRobot);
    m_rosSharing->addMenuActions(robot);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *pause = m_viewMenu->addAction(tr("&Pause plots"));
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(tr("Ctrl+P")));
    connect(pause, &QAction::toggled, this, &RobotDashboard::setPlotsPaused);
    m_viewMenu->addSeparator();
    for (QDockWidget *dockWidget : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dockWidget->toggleViewAction());
    m_viewMenu->addSeparator();
    QMenu *layouts = m_viewMenu->addMenu(tr("Panel &layout"));
    for (DockLayout::Arrangement arrangement : {DockLayout::Arrangement::Wide, DockLayout::Arrangement::TwoColumns,
                                                DockLayout::Arrangement::OneColumn})
        layouts->addAction(QLatin1Char('&') + DockLayout::name(arrangement), this,  // W, T, O from the keyboard
                           [this, arrangement] { arrangeDocks(arrangement); });
    m_viewMenu->addAction(tr("&Restore default layout"), this,
                          [this] { arrangeDocks(m_placement->arrangementForScreen()); });
    m_viewMenu->addSeparator();
    createPresentationActions();
    m_viewMenu->addAction(m_presentationAction);
    m_viewMenu->addMenu(m_theme->makeMenu(this));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("User &manual"), this, [this] { showUserManual(this); });
    help->addAction(tr("&Keyboard shortcuts"), QKeySequence::HelpContents, this,
                    [this] { showKeyboardShortcuts(this); });
    help->addAction(tr("&About RoboDash"), this, [this] { showAboutRoboDash(this); });
}

void RobotDashboard::createShortcuts()
{
    // Escape stops from anywhere in the window; Space too, except while typing in a field
    // (line edits take Space through ShortcutOverride, so a gain can still be typed).
    auto *space = new QShortcut(QKeySequence(Qt::Key_Space), this);
    space->setContext(Qt::WindowShortcut);
    connect(space, &QShortcut::activated, this, &RobotDashboard::emergencyStop);
    // Esc also leaves the presentation view (after stopping, as everywhere).
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        emergencyStop();
        setPresenting(false);
    });
}

// A window action, not only a menu's: its F11 still works while the menu bar is hidden.
void RobotDashboard::createPresentationActions()
{
    m_presentationAction = new QAction(tr("P&resentation view"), this);
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_presentationAction->setShortcutContext(Qt::WindowShortcut);
    m_presentationAction->setToolTip(tr("Full screen with large readouts and a large STOP for a room; "
                                        "Esc or F11 to come back"));
    addAction(m_presentationAction);
    connect(m_presentationAction, &QAction::toggled, this, &RobotDashboard::setPresenting);
}

bool RobotDashboard::isPresenting() const { return m_centralStack->currentWidget() == m_presentation; }

void RobotDashboard::setPresenting(bool presenting)
{
    if (presenting == isPresenting()) return;
    // Held keys or a held pad may lose their release while the window changes under them.
    stopLostInputs();
    if (presenting) {
        m_dockStateBeforePresenting = saveState();
        for (QDockWidget *dockWidget : findChildren<QDockWidget *>()) dockWidget->hide();
        for (QToolBar *toolBar : findChildren<QToolBar *>()) toolBar->hide();
        menuBar()->hide();
        statusBar()->hide();
        m_centralStack->setCurrentWidget(m_presentation);
        m_windowStateBeforePresenting = window()->windowState();
        window()->showFullScreen();
    } else {
        m_centralStack->setCurrentIndex(0);
        menuBar()->setVisible(isWindow());  // a fleet's window shows the menus of the robot in front
        statusBar()->show();
        restoreState(m_dockStateBeforePresenting);
        window()->setWindowState(m_windowStateBeforePresenting);
        m_pad->setFocus();
    }
    m_presentationAction->setChecked(presenting);
    emit presentingChanged(presenting);
}

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
    connect(link, &RobotLink::replayOpened, this, &RobotDashboard::updateControlsForLink);
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

    // Odometry runs in the family's driver; the map shows the telemetry core's.
    connect(link, &RobotLink::telemetry, this, [this](const robodash::core::TelemetrySample &sample) {
        if (sample.core.odometry)
            showOdometry(*sample.core.odometry);
        if (sample.core.battery) {  // the common battery view reads only the core
            m_battery->setBattery(*sample.core.battery, secondsSinceStart(sample.receivedMs));
            m_presentation->showBattery(*sample.core.battery);
        }
        if (sample.core.contacts) m_presentation->showContacts(*sample.core.contacts);
    });
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
    QList<QWidget *> readings{m_battery, m_map};
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
    const bool connected = m_link->isConnected();
    const bool replaying = m_link->isReplaying();
    const bool live = connected && !replaying;
    // A port that says nothing, or nothing in this family's frames (another robot, another
    // device), is no robot to drive: the pad stays off until data arrives.
    const bool online = m_link->isOnline();
    const bool motors = m_connectionBar->motorsEnabled();
    QString familyBlock = m_family ? m_family->driveBlockedReason() : QString();
    if (familyBlock.isEmpty() && m_selfTest && m_selfTest->isRunning()) familyBlock = tr("Off: the self-test is driving");
    m_pad->setDisabledReason(!connected            ? tr("Off: not connected")
                             : replaying           ? tr("Off: a replay sends nothing")
                             : !online             ? tr("Off: no %1 data from this port").arg(m_familyDisplayName)
                             : !familyBlock.isEmpty() ? familyBlock
                                                   : tr("Motors are off: tick Motors"));
    m_pad->setEnabled(live && online && motors && familyBlock.isEmpty());  // disabling it zeroes its command
    if (m_family) m_family->setLinkLive(live);
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
    if (m_selfTest) m_selfTest->cancelTest(tr("emergency stop"));
    m_pad->stopAndLatch();
    m_gamepad->stop();
    statusBar()->showMessage(tr("Stopped"), 2000);
}

void RobotDashboard::stopLostInputs()
{
    m_link->stop();
    if (m_selfTest) m_selfTest->cancelTest(tr("emergency stop"));
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

void RobotDashboard::setPlotsPaused(bool paused)
{
    for (TimePlot *plot : findChildren<TimePlot *>()) plot->setPaused(paused);
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
}

// A fleet's robot keeps its own settings (limits, safety, layout) in its own group; the
// gamepad's mapping belongs to the gamepad, and the one robot of a plain window keeps the
// keys it always had.
void RobotDashboard::setDrivenName(const QString &name)
{
    m_drivenName->setText(tr("Driving %1").arg(name));
    m_drivenName->setVisible(!name.isEmpty());
}

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
    m_placement->restore(settings);
    m_connectionBar->setAutoReconnect(settings.value(QStringLiteral("link/autoReconnect"), false).toBool());
    m_driveLimits->loadSettings(settings);
    applyDriveLimits(m_driveLimits->limits());
    m_safety->loadSettings(settings);
    m_link->setSafetySettings(m_safety->settings());
}

void RobotDashboard::arrangeDocks(DockLayout::Arrangement arrangement) { m_placement->arrange(arrangement); }

void RobotDashboard::saveSettings() const
{
    QSettings settings;
    m_gamepad->mapping().save(settings);
    enterRobotGroup(settings);
    m_placement->save(settings);
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
