// The dashboard's widgets, docks, menus, shortcuts and presentation view (RobotDashboard.h).
#include "RobotDashboard.h"

#include "BatteryView.h"
#include "CameraPanel.h"
#include "ConnectionBar.h"
#include "KobukiBag.h"
#include "NetworkRobotList.h"
#include "DockLayout.h"
#include "PlotDocks.h"
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
#include "FamilyPanelsFactory.h"
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
#include "PanelScroller.h"
#include "WindowPlacement.h"
#include "link/LinkClock.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QActionGroup>
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
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>

#include <cstdio>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

using robodash::link::RobotLink;
using namespace robodash::widgets;

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
    m_camera = new CameraPanel(this);
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
    // A network robot's camera over its map: where it drives, then where it has been.
    auto *mapColumn = new QSplitter(Qt::Vertical, central);
    mapColumn->setObjectName(QStringLiteral("cameraAndMap"));
    mapColumn->setChildrenCollapsible(false);
    mapColumn->addWidget(m_camera);
    mapColumn->addWidget(m_map);
    row->addWidget(mapColumn, 1);
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
        widget->setWidget(new PanelScroller(panel.content));  // it scrolls in a short dock
        DockLayout::setFamilyDockArea(widget, panel.area);
        addDockWidget(Qt::RightDockWidgetArea, widget);
    }
    createWireInspector();
    m_plotDocks = new PlotDocks(this, m_session->store(), *m_link,
                                QString::fromStdString(m_dashboard.layoutKey) + QStringLiteral("Plots"),
                                [this](QDockWidget *dock) { placeOverLowerPart(dock); });
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
    placeOverLowerPart(dock);
}

void RobotDashboard::placeOverLowerPart(QDockWidget *dock)
{
    const QSize wanted = dock->widget()->sizeHint().expandedTo(QSize(width() * 2 / 3, height() * 2 / 5));
    const QRect available = screen()->availableGeometry();
    const QSize size = wanted.boundedTo(available.size());
    dock->setFloating(true);
    dock->resize(size);
    const QRect frame(mapToGlobal(QPoint(0, 0)), QWidget::size());
    // Above the status bar, which says what the link and a recording do ("● REC", "Recorded
    // … to …"): a new user's Plots panel hid it at 1366x768 and 1024x600.
    const int bottom = statusBar()->isVisible() ? statusBar()->mapToGlobal(QPoint(0, 0)).y() - 1 : frame.bottom();
    QRect place(QPoint(frame.left() + (frame.width() - size.width()) / 2, bottom - size.height() + 1), size);
    place.moveRight(std::min(place.right(), available.right()));  // on the screen, never off it
    place.moveLeft(std::max(place.left(), available.left()));
    place.moveBottom(std::min(place.bottom(), available.bottom()));
    place.moveTop(std::max(place.top(), available.top()));  // its title bar stays reachable
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
    robot->addAction(tr("&STOP the robot"), this, &RobotDashboard::emergencyStop);
    if (m_family) m_family->addRobotActions(robot);
    m_resetVirtual = robot->addAction(tr("Reset the &virtual robot"), this, &RobotDashboard::resetVirtualRobot);
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
    m_plotDocks->addMenuActions(m_viewMenu);
    m_viewMenu->addSeparator();
    QMenu *layouts = m_viewMenu->addMenu(tr("Panel &layout"));
    // The arrangement last applied is marked (none after a layout saved by an older RoboDash).
    auto *choices = new QActionGroup(layouts);
    choices->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    for (DockLayout::Arrangement arrangement : {DockLayout::Arrangement::Wide, DockLayout::Arrangement::TwoColumns,
                                                DockLayout::Arrangement::OneColumn}) {
        QAction *choice = layouts->addAction(QLatin1Char('&') + DockLayout::name(arrangement), this,  // W, T, O
                                             [this, arrangement] { m_placement->arrange(arrangement, WindowPlacement::Request::Chosen); });
        choice->setCheckable(true);
        choice->setData(int(arrangement));
        choices->addAction(choice);
    }
    connect(layouts, &QMenu::aboutToShow, this, [this, choices] {
        const std::optional<DockLayout::Arrangement> current = m_placement->current();
        for (QAction *choice : choices->actions())
            choice->setChecked(current && choice->data().toInt() == int(*current));
    });
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
    m_presentationAction = new QAction(tr("Presentation &view"), this);
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
