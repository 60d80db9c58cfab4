#include "FleetWindow.h"

#include "AddRobotDialog.h"
#include "FamilyCatalog.h"
#include "FleetBar.h"
#include "FleetRoster.h"
#include "FleetView.h"
#include "HelpDialogs.h"
#include "JoystickPad.h"
#include "RefreshGate.h"
#include "RobotDashboard.h"
#include "RobotTile.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QCloseEvent>
#include <QMenuBar>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include <cstdio>

namespace {

QString displayNameOf(const QString &family)
{
    return QString::fromStdString(robodash::app::robotFamilies().entryOrDefault(family.toStdString()).descriptor.displayName);
}

}  // namespace

FleetWindow::FleetWindow(const DashboardOptions &options, QWidget *parent) : QMainWindow(parent), m_options(options)
{
    setObjectName(QStringLiteral("fleetWindow"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_bar = new FleetBar(central);
    m_stack = new QStackedWidget(central);
    m_view = new FleetView(m_stack);
    m_stack->addWidget(m_view);
    layout->addWidget(m_bar);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);
    connect(m_stack, &QStackedWidget::currentChanged, this, &FleetWindow::sizeByFrontPage);
    connect(m_bar, &FleetBar::overviewRequested, this, &FleetWindow::showOverview);
    connect(m_bar, &FleetBar::robotRequested, this, &FleetWindow::showRobot);
    connect(m_bar, &FleetBar::stopAllRequested, this, &FleetWindow::stopAll);
    createFleetActions();
    createOverviewMenus();
    startRobots(options);
}

FleetWindow::~FleetWindow()
{
    disconnect(m_stack, nullptr, this, nullptr);  // pages about to go are not arranged again
    qDeleteAll(m_dashboards);  // each stops its robot and lets its link go
}

// --fleet or several --port: every robot, the overview in front. A plain start reopens the
// fleet of last time when it had several robots; otherwise one robot, as always.
void FleetWindow::startRobots(const DashboardOptions &options)
{
    QList<FleetMember> fleet = options.fleet;
    if (fleet.isEmpty() && !options.portGiven && options.replayPath.isEmpty()) {
        const QList<FleetMember> remembered = FleetRoster::load();
        if (remembered.size() > 1) fleet = remembered;
    }
    if (fleet.isEmpty()) {
        addRobot({displayNameOf(options.robot), options.robot, options.port, QString()});
        showRobot(0);
        return;
    }
    for (const FleetMember &member : fleet) {
        const QString why = addRobot(member);
        if (!why.isEmpty()) std::fprintf(stderr, "robodash: %s\n", qPrintable(why));
    }
    if (m_dashboards.isEmpty()) addRobot({displayNameOf(options.robot), options.robot, QStringLiteral("sim:"), {}});
    if (isFleet()) showOverview();
    else showRobot(0);
    // --presentation with a fleet: the overview in large print, once the window is shown.
    if (options.presentation && isFleet()) QTimer::singleShot(0, this, [this] { setPresentingFleet(true); });
}

DashboardOptions FleetWindow::optionsFor(const FleetMember &member) const
{
    DashboardOptions options = m_options;
    options.port = member.port;
    options.robot = member.robot;
    options.settingsGroup = member.settingsGroup;
    if (!m_dashboards.isEmpty() || !m_options.fleet.isEmpty()) {
        // What the command line asked of its robot is not asked again of every robot added.
        options.replayPath.clear();
        options.recordPath.clear();
        options.presentation = false;
        options.showWireInspector = false;
    }
    if (member.robot != m_options.robot) options.firmware.clear();
    return options;
}

QString FleetWindow::addRobot(FleetMember member)
{
    if (!robodash::app::robotFamilies().contains(member.robot.toStdString()))
        return tr("unknown robot family '%1'").arg(member.robot);
    const int holder = FleetRoster::holderOf(member.port, m_members);
    if (holder >= 0)
        return tr("%1 is already open as \"%2\": one robot, one tile").arg(member.port, m_members[holder].name);
    if (member.name.isEmpty()) member.name = FleetRoster::freeName(displayNameOf(member.robot), m_members);
    // A plain window's one robot keeps the settings it always had; every other robot has its own.
    const bool ownGroup = !m_dashboards.isEmpty() || !m_options.fleet.isEmpty() || !member.settingsGroup.isEmpty();
    if (ownGroup && member.settingsGroup.isEmpty())
        member.settingsGroup = FleetRoster::settingsGroupFor(member.robot, member.port, m_members);
    auto *dashboard = new RobotDashboard(optionsFor(member), m_stack);
    dashboard->menuBar()->hide();  // the window's menu bar shows the menus of the robot in front
    dashboard->setDriven(false);
    m_stack->addWidget(dashboard);
    sizeByFrontPage();
    QMenu *robotMenu = dashboard->robotMenu();
    robotMenu->addSeparator();
    robotMenu->addAction(tr("&Add robot…"), this, &FleetWindow::openAddRobot);
    robotMenu->addAction(tr("Remove t&his robot"), this, [this, dashboard] { removeRobot(indexOf(dashboard)); });
    connect(dashboard, &QWidget::windowTitleChanged, this, &FleetWindow::updateTitle);
    connect(dashboard, &RobotDashboard::presentingChanged, this, [this](bool presenting) {
        m_dashboardPresenting = presenting;
        updateChrome();
    });
    auto *tile = new RobotTile(dashboard->link(), &dashboard->session()->store(), dashboard->eventLog(), member.name,
                               tr("%1 · %2").arg(displayNameOf(member.robot), member.port));
    connect(tile, &RobotTile::openRequested, this, [this, dashboard] { showRobot(indexOf(dashboard)); });
    connect(tile, &RobotTile::renamed, this, [this, dashboard](const QString &name) { renameRobot(indexOf(dashboard), name); });
    m_view->addTile(tile);
    m_bar->addRobot(member.name);
    m_bar->setRobotToolTip(int(m_members.size()), tr("%1: %2 on %3").arg(member.name, displayNameOf(member.robot), member.port));
    m_members << member;
    m_dashboards << dashboard;
    m_tiles << tile;
    m_everFleet = m_everFleet || isFleet();
    say(tr("fleet: added %1 (%2 on %3)").arg(member.name, member.robot, member.port));
    updateChrome();
    return {};
}

int FleetWindow::indexOf(const RobotDashboard *dashboard) const
{
    return int(m_dashboards.indexOf(const_cast<RobotDashboard *>(dashboard)));
}

RobotDashboard *FleetWindow::front() const { return qobject_cast<RobotDashboard *>(m_stack->currentWidget()); }

void FleetWindow::showRobot(int index)
{
    RobotDashboard *next = dashboard(index);
    if (!next) return;
    RobotDashboard *left = front();
    if (left && left != next) {
        next->joystickPad()->takeOverHeldKeys(*left->joystickPad());  // a key held now waits to be let go
        left->setDriven(false);  // the robot left behind stops first
        left->setPresenting(false);  // its presentation view is its own, not the next robot's
    }
    if (m_presentingFleet) setPresentingFleet(false);
    m_stack->setCurrentWidget(next);
    next->setDriven(true);
    for (int i = 0; i < m_tiles.size(); ++i) m_tiles[i]->setFront(i == index);
    m_bar->setFront(index);
    showMenusOf(next);
    updateChrome();
    next->joystickPad()->setFocus();
    say(tr("fleet: driving %1").arg(m_members[index].name));
}

// A stack is as large as its largest page, hidden ones too: a robot's page laid out for a
// larger screen would hold the whole window past this one (issue 38: 1302 px wide on a 1024
// screen, STOP ALL out of view). Only the page in front counts; a robot's page that comes to
// the front is arranged for the screen if it does not fit.
void FleetWindow::sizeByFrontPage()
{
    for (int i = 0; i < m_stack->count(); ++i) {
        QWidget *page = m_stack->widget(i);
        const QSizePolicy::Policy policy = page == m_stack->currentWidget() ? QSizePolicy::Preferred
                                                                            : QSizePolicy::Ignored;
        page->setSizePolicy(policy, policy);
    }
    // Once the layout has taken the new page's sizes (as restore() waits for them); not while
    // the window is still being made: each page places itself then (WindowPlacement::restore).
    if (!isVisible()) return;
    if (RobotDashboard *robot = front())
        QTimer::singleShot(0, robot, [robot] { robot->fitScreen(); });
}

void FleetWindow::showOverview()
{
    if (RobotDashboard *left = front()) {
        left->setDriven(false);
        left->setPresenting(false);
    }
    m_stack->setCurrentWidget(m_view);
    for (RobotTile *tile : m_tiles) tile->setFront(false);
    for (RobotTile *tile : m_tiles) tile->refreshNow();
    m_bar->setFront(-1);
    menuBar()->clear();
    for (QMenu *menu : m_overviewMenus) menuBar()->addMenu(menu);
    updateChrome();
    setFocus();
    say(tr("fleet: overview"));
}

void FleetWindow::stopAll()
{
    for (RobotDashboard *dashboard : m_dashboards) dashboard->emergencyStop();
    say(tr("fleet: STOP ALL (%1 robots)").arg(m_dashboards.size()));
    statusBar()->showMessage(tr("Stopped all %1 robots").arg(m_dashboards.size()), 3000);
}

void FleetWindow::removeRobot(int index)
{
    RobotDashboard *leaving = dashboard(index);
    if (!leaving) return;
    const bool wasFront = leaving == front();
    leaving->setDriven(false);  // stopped before anything else
    leaving->link()->stop();
    leaving->prepareToClose();
    const QString name = m_members[index].name;
    m_stack->removeWidget(leaving);
    m_view->removeTile(m_tiles[index]);
    delete m_tiles.takeAt(index);
    m_bar->removeRobot(index);
    m_members.removeAt(index);
    m_dashboards.removeAt(index);
    delete leaving;  // its link closes and its twin, if any, goes with it
    say(tr("fleet: removed %1").arg(name));
    if (m_dashboards.isEmpty()) {
        addRobot({displayNameOf(m_options.robot), m_options.robot, QStringLiteral("sim:"), {}});
        showRobot(0);
    } else if (!isFleet()) {
        showRobot(0);
    } else if (wasFront) {
        showOverview();
    }
    updateChrome();
}

void FleetWindow::renameRobot(int index, const QString &name)
{
    if (index < 0 || index >= m_members.size() || name.isEmpty()) return;
    m_members[index].name = name;
    m_tiles[index]->setName(name);
    m_bar->setRobotName(index, name);
    updateChrome();
}

void FleetWindow::createFleetActions()
{
    m_fleetMenu = new QMenu(tr("F&leet"), this);
    m_stopAllAction = m_fleetMenu->addAction(tr("&STOP ALL robots"), this, &FleetWindow::stopAll);
    m_stopAllAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Escape));
    addAction(m_stopAllAction);  // a window action: it works while the menu bar is hidden too
    QAction *overview = m_fleetMenu->addAction(tr("Fleet &overview"), this, &FleetWindow::showOverview);
    overview->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    addAction(overview);
    QAction *next = m_fleetMenu->addAction(tr("&Next robot"), this, [this] {
        const RobotDashboard *shown = front();
        showRobot(shown ? (indexOf(shown) + 1) % robotCount() : 0);
    });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    addAction(next);
    m_fleetMenu->addSeparator();
    m_fleetMenu->addAction(tr("&Add robot…"), this, &FleetWindow::openAddRobot);
    // Space and Esc stop every robot while none is in front; a dashboard's own stop them
    // (and only its robot) while it is: never both at once, or neither would fire.
    for (const Qt::Key key : {Qt::Key_Space, Qt::Key_Escape}) {
        auto *stop = new QShortcut(QKeySequence(key), this);
        connect(stop, &QShortcut::activated, this, [this] {
            stopAll();
            setPresentingFleet(false);
        });
        m_overviewStops << stop;
    }
}

void FleetWindow::createOverviewMenus()
{
    auto *file = new QMenu(tr("&File"), this);
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    auto *view = new QMenu(tr("&View"), this);
    m_presentFleetAction = view->addAction(tr("Presentation &view"));
    m_presentFleetAction->setCheckable(true);
    m_presentFleetAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentFleetAction, &QAction::toggled, this, &FleetWindow::setPresentingFleet);
    addAction(m_presentFleetAction);  // F11 brings the overview back while its menu bar is hidden
    auto *help = new QMenu(tr("&Help"), this);
    help->addAction(tr("&Keyboard shortcuts"), this, [this] { showKeyboardShortcuts(this); });
    help->addAction(tr("&About RoboDash"), this, [this] { showAboutRoboDash(this); });
    m_overviewMenus = {file, m_fleetMenu, view, help};
}

void FleetWindow::showMenusOf(RobotDashboard *dashboard)
{
    menuBar()->clear();
    const QList<QAction *> menus = dashboard->menuBar()->actions();
    for (QAction *menu : menus) menuBar()->addAction(menu);
    // The fleet's menu before Help, the last of the dashboard's.
    menuBar()->insertMenu(menus.isEmpty() ? nullptr : menus.constLast(), m_fleetMenu);
}

void FleetWindow::setPresentingFleet(bool presenting)
{
    if (presenting && front()) return;  // a robot in front has its own presentation view
    if (presenting == m_presentingFleet) return;
    m_presentingFleet = presenting;
    m_presentFleetAction->setChecked(presenting);
    m_view->setLargePrint(presenting);
    if (presenting) {
        m_stateBeforePresenting = windowState();
        showFullScreen();
    } else {
        setWindowState(m_stateBeforePresenting);
    }
    updateChrome();
}

// With one robot the window is its dashboard as it always was; with several the strip shows,
// and the name of the robot in front stands over its pad.
void FleetWindow::updateChrome()
{
    const RobotDashboard *shown = front();
    m_bar->setVisible(isFleet());
    menuBar()->setVisible(!m_presentingFleet && !(shown && m_dashboardPresenting));
    // A dashboard in front has its own Space, Esc and F11: the overview's would make them
    // ambiguous, and an ambiguous shortcut fires neither.
    for (QShortcut *stop : m_overviewStops) stop->setEnabled(!shown);
    m_presentFleetAction->setEnabled(!shown);
    for (int i = 0; i < m_dashboards.size(); ++i)
        m_dashboards[i]->setDrivenName(isFleet() ? m_members[i].name : QString());
    updateTitle();
}

void FleetWindow::updateTitle()
{
    const RobotDashboard *shown = front();
    if (!isFleet() && shown) setWindowTitle(shown->windowTitle());
    else if (shown)
        setWindowTitle(tr("%1 — driving %2 (fleet of %3)")
                           .arg(shown->windowTitle(), m_members[indexOf(shown)].name)
                           .arg(robotCount()));
    else setWindowTitle(tr("RoboDash — fleet of %1 robots").arg(robotCount()));
}

AddRobotDialog *FleetWindow::openAddRobot()
{
    auto *dialog = new AddRobotDialog(
        [this](const FleetMember &member) { return addRobot(member); },
        [this](const QString &family) { return FleetRoster::freeName(family, m_members); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] { showRobot(robotCount() - 1); });
    dialog->open();
    return dialog;
}

QPixmap FleetWindow::screenshot()
{
    if (RobotDashboard *shown = front()) return shown->screenshot(this);
    robodash::widgets::RefreshGate::flushAll(*this);  // the tiles' gates too
    return grab();
}

void FleetWindow::say(const QString &text) const
{
    if (m_options.logEvents) std::fprintf(stderr, "robodash: %s\n", qPrintable(text));
}

void FleetWindow::changeEvent(QEvent *event)
{
    // The window lost focus: the release of a held key or button may never reach us.
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        if (RobotDashboard *shown = front()) shown->releaseInputs();
    QMainWindow::changeEvent(event);
}

void FleetWindow::closeEvent(QCloseEvent *event)
{
    for (RobotDashboard *dashboard : m_dashboards) dashboard->prepareToClose();
    if (m_everFleet) FleetRoster::save(m_members);
    event->accept();
}
