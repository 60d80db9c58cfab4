#pragma once
// The program's window: a shell around one robot's dashboard, or a fleet's. With one robot it
// looks and behaves as the dashboard always did. With several, a strip over the dashboards
// holds the fleet overview (a tile per robot), a button per robot and STOP ALL (Shift+Esc);
// one robot at a time is in front, and only it is driven: the pad, the keys and the gamepad
// reach it alone, its name stands over the pad and in the title, and switching stops the
// robot left behind first. Each robot keeps its own link, worker thread, twin and settings.

#include "DashboardOptions.h"
#include "FleetMember.h"

#include <QMainWindow>

class AddRobotDialog;
class FleetBar;
class FleetView;
class RobotDashboard;
class RobotTile;
class QShortcut;
class QStackedWidget;

class FleetWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit FleetWindow(const DashboardOptions &options, QWidget *parent = nullptr);
    ~FleetWindow() override;

    int robotCount() const { return int(m_dashboards.size()); }
    RobotDashboard *dashboard(int index) const { return m_dashboards.value(index); }
    RobotTile *tile(int index) const { return m_tiles.value(index); }
    const QList<FleetMember> &members() const { return m_members; }
    int indexOf(const RobotDashboard *dashboard) const;
    // The dashboard in front, whose robot is driven; null while the overview is shown.
    RobotDashboard *front() const;
    FleetView *fleetView() const { return m_view; }
    FleetBar *fleetBar() const { return m_bar; }
    bool isFleet() const { return m_dashboards.size() > 1; }
    // Adds a robot and its tile; empty when it joined, else why not (a port held by another
    // tile is named with that tile).
    QString addRobot(FleetMember member);
    // Stops the robot (first), saves its settings and lets it go.
    void removeRobot(int index);
    void renameRobot(int index, const QString &name);
    // The window as the user sees it (the front dashboard's floating docks over it).
    QPixmap screenshot();
    bool isPresentingFleet() const { return m_presentingFleet; }

public slots:
    void showRobot(int index);
    void showOverview();
    // Every robot of the fleet gets zero and latches as its own STOP does.
    void stopAll();
    AddRobotDialog *openAddRobot();
    void setPresentingFleet(bool presenting);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void startRobots(const DashboardOptions &options);
    DashboardOptions optionsFor(const FleetMember &member) const;
    void createFleetActions();
    void createOverviewMenus();
    void showMenusOf(RobotDashboard *dashboard);
    void updateChrome();
    void sizeByFrontPage();
    void updateTitle();
    void say(const QString &text) const;

    DashboardOptions m_options;  // the command line's; the first robot takes all of it
    QList<FleetMember> m_members;
    QList<RobotDashboard *> m_dashboards;
    QList<RobotTile *> m_tiles;
    QStackedWidget *m_stack = nullptr;
    FleetView *m_view = nullptr;
    FleetBar *m_bar = nullptr;
    QMenu *m_fleetMenu = nullptr;
    QList<QMenu *> m_overviewMenus;
    QAction *m_stopAllAction = nullptr;
    QAction *m_presentFleetAction = nullptr;
    QList<QShortcut *> m_overviewStops;  // Space and Esc stop all while no robot is in front
    bool m_everFleet = false;            // the roster is saved only for a window that was a fleet
    bool m_presentingFleet = false;
    bool m_dashboardPresenting = false;
    Qt::WindowStates m_stateBeforePresenting;
};
