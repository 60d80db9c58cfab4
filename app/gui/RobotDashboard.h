#pragma once
// The dashboard: a connection bar, the drive pad and the map in the middle, every sensor
// and control in a dock widget the user can move, hide and restore. It owns the session and
// only wires signals to slots; the widgets never see the link. The panels every family has
// are made here; a family's own (KobukiPanels) come from its dashboard profile.
// One robot's dashboard, knowing only its robot: FleetWindow holds one per robot of a fleet
// (RobotDashboardViews.cpp: widgets, docks, menus; RobotDashboardDriving.cpp: driving and
// stops; this file: the robot's session, settings and what the fleet asks of it).

#include "DashboardOptions.h"
#include "DashboardProfile.h"
#include "DockLayout.h"
#include "core/Pose2D.h"

#include <QMainWindow>
#include <QPixmap>

#include <memory>

class CameraPanel;
class ConnectionBar;
class EventLog;
class Gamepad;
class GamepadPanel;
class FamilyPanels;
class KobukiPanels;
class RoverPanels;
class LinkNotices;
class WindowPlacement;
class LinkStatusLabel;
class SessionLogControls;
class PresentationView;
class ThemeSwitcher;
class ReadingFade;
class WireInspectorPanel;
class PlotDocks;
class RosSharingControls;
class SelfTestDialog;
class QDockWidget;
class QLabel;
class QStackedWidget;
class QSettings;
class QMenu;

namespace robodash::widgets {
class BatteryView;
class DriveLimitsPanel;
class JoystickPad;
class MapView;
class OutputsPanel;
class PidEditor;
class SafetyPanel;
}  // namespace robodash::widgets

namespace robodash::link {
class RobotLink;
struct DriveLimits;
}

namespace robodash::app {
class RobotSession;
struct FamilyEntry;
}

class RobotDashboard : public QMainWindow {
    Q_OBJECT
public:
    // Without a shell the dashboard is a window of its own; in a fleet's window (`shell`) it
    // is one of its pages, whose menus the shell shows while it is in front.
    explicit RobotDashboard(const DashboardOptions &options, QWidget *shell = nullptr);
    ~RobotDashboard() override;

    robodash::link::RobotLink *link() const;
    robodash::app::RobotSession *session() const { return m_session.get(); }
    robodash::widgets::JoystickPad *joystickPad() const { return m_pad; }
    // The Kobuki's panels, or null when the family's dashboard profile has none.
    KobukiPanels *kobukiPanels() const;
    // The Rover Pro's panels, or null for another family.
    RoverPanels *roverPanels() const;
    robodash::widgets::OutputsPanel *outputsPanel() const;  // null without the Kobuki panels
    robodash::widgets::PidEditor *pidEditor() const;        // null without the Kobuki panels
    EventLog *eventLog() const { return m_events; }
    ConnectionBar *connectionBar() const { return m_connectionBar; }
    SessionLogControls *sessionLog() const { return m_sessionLog; }
    RosSharingControls *rosSharing() const { return m_rosSharing; }
    QString bannerText() const;
    // The window as the user sees it, floating docks over it included; values flushed first.
    // `whole`: the window around the dashboard (a fleet's), else the dashboard itself.
    QPixmap screenshot(QWidget *whole = nullptr);
    // False while the readings are faded: no data (offline, disconnected, a paused replay).
    bool readingsLookLive() const;
    // The widgets that show what the robot reports (and fade while nothing arrives).
    QList<QWidget *> readingWidgets() const;
    Gamepad *gamepad() const { return m_gamepad; }
    LinkStatusLabel *statusLabel() const { return m_statusLabel; }
    robodash::widgets::MapView *mapView() const { return m_map; }
    CameraPanel *cameraPanel() const { return m_camera; }
    robodash::widgets::DriveLimitsPanel *driveLimitsPanel() const { return m_driveLimits; }
    robodash::widgets::SafetyPanel *safetyPanel() const { return m_safety; }
    PresentationView *presentationView() const { return m_presentation; }
    bool isPresenting() const;
    ThemeSwitcher *themeSwitcher() const { return m_theme; }
    WireInspectorPanel *wireInspector() const { return m_wireInspector; }
    PlotDocks *plotDocks() const { return m_plotDocks; }
    // The telemetry core's odometry as last shown on the map: pose, distance and velocity, as
    // the store keeps them (not the wheels' own travel, nor whether the heading is the gyro's).
    const robodash::core::OdometryState &odometry() const { return m_odometry; }
    QMenu *robotMenu() const { return m_robotMenu; }
    bool isDriven() const { return m_driven; }
    // In a fleet: the robot's name over the pad ("Driving tb1"); empty hides it.
    void setDrivenName(const QString &name);
    // The window closes: stop, leave the presentation view, save this robot's settings.
    void prepareToClose();

public slots:
    // The operator's STOP (button, Space, Esc, menu, the presentation view's STOP): zero now,
    // and it latches: nothing drives until every drive input was let go (a gamepad's stop
    // latches the pad the same way).
    void emergencyStop();
    // Panels rearranged (View > Panel layout), the window sized to fit its screen.
    void arrangeDocks(DockLayout::Arrangement arrangement);
    // Its panels arranged for the screen if the window no longer fits it (WindowPlacement).
    void fitScreen();
    void setPlotsPaused(bool paused);
    // Robot > Reset the virtual robot: the twin back at the origin, charged, without faults.
    void resetVirtualRobot();
    // View > Presentation view (F11): the presentation view full screen, menus, bars and
    // docks hidden; off brings the dashboard back as it was.
    void setPresenting(bool presenting);
    // Robot > Self-test…: the dialog; the pad and gamepad are off while it runs.
    SelfTestDialog *openSelfTest();
    // In a fleet only the robot in front is driven: the one left stops first, and its pad,
    // keys and gamepad drive nothing while another is in front.
    void setDriven(bool driven);
    // The shell lost the inputs (its window lost focus): zero now, forget what was held.
    void releaseInputs();

signals:
    void presentingChanged(bool presenting);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // The window lost the inputs (focus, activation, a view switch): zero now and forget what
    // was held, since its release may never reach us.
    void stopLostInputs();
    void useFamilySafetyLimits(const robodash::app::FamilyEntry &family);
    void useVirtualRobotFirmware(const QString &version);
    void sayPlacement(const QString &text);
    void createWidgets();
    QWidget *createCentralArea();
    void createDocks();
    void createWireInspector();
    void floatOverLowerPart(QDockWidget *dock);  // unless a saved layout placed it
    void placeOverLowerPart(QDockWidget *dock);
    void createMenus();
    void createShortcuts();
    void connectFeedback();
    void connectControls();
    void connectDriving();
    void connectSafety();
    void createSelfTest();
    void applyDriveLimits(const robodash::link::DriveLimits &limits);
    // The pad, the outputs and the PID editor work only with a live robot whose motors are
    // on (outputs and gains: a connected robot); each says why when it is off.
    void updateControlsForLink();
    void showReadingsLive(bool live);
    void showStoredReadings();
    void showOdometry(const robodash::core::OdometryState &odometry);
    void enterRobotGroup(QSettings &settings) const;
    void restoreSettings();
    void saveSettings() const;
    void saveScreenshot();
    void createPresentationActions();
    double secondsSinceStart(qint64 receivedMs) const;

    std::unique_ptr<robodash::app::RobotSession> m_session;
    robodash::link::RobotLink *m_link;  // the session's
    qint64 m_startMs;
    robodash::app::DashboardProfile m_dashboard;  // the family's panels and layout key
    FamilyPanels *m_family = nullptr;           // the family's own side, when its profile has one
    std::unique_ptr<WindowPlacement> m_placement;  // geometry and dock layout, saved and restored
    ConnectionBar *m_connectionBar = nullptr;
    QLabel *m_banner = nullptr;
    LinkStatusLabel *m_statusLabel = nullptr;
    robodash::widgets::JoystickPad *m_pad = nullptr;
    robodash::widgets::BatteryView *m_battery = nullptr;
    EventLog *m_events = nullptr;
    QMenu *m_viewMenu = nullptr;
    SessionLogControls *m_sessionLog = nullptr;  // recording, replay, CSV export
    RosSharingControls *m_rosSharing = nullptr;  // "Share on ROS 2 network", off at every start
    // Driving well: limits, gamepad, odometry and its map.
    robodash::widgets::DriveLimitsPanel *m_driveLimits = nullptr;
    robodash::widgets::MapView *m_map = nullptr;
    CameraPanel *m_camera = nullptr;  // a network robot's camera, over the map
    Gamepad *m_gamepad = nullptr;
    GamepadPanel *m_gamepadPanel = nullptr;
    robodash::core::OdometryState m_odometry;
    // The safety layer's settings and state (its stops are announced by m_notices).
    robodash::widgets::SafetyPanel *m_safety = nullptr;
    WireInspectorPanel *m_wireInspector = nullptr;
    PlotDocks *m_plotDocks = nullptr;  // the Plots panels (View > Plots, New plots panel)
    LinkNotices *m_notices = nullptr;  // the banner, the event log's link entries, the title
    ThemeSwitcher *m_theme = nullptr;  // View > Theme
    ReadingFade *m_fade = nullptr;     // the readings while no data arrives
    // The dashboard and the presentation view, one shown at a time.
    QStackedWidget *m_centralStack = nullptr;
    PresentationView *m_presentation = nullptr;
    QAction *m_presentationAction = nullptr;
    QByteArray m_dockStateBeforePresenting;  // toolbars and docks as they were
    Qt::WindowStates m_windowStateBeforePresenting;
    SelfTestDialog *m_selfTest = nullptr;  // hidden until Robot > Self-test…
    QString m_familyName;                  // registry name, for the self-test's family facts
    QString m_familyDisplayName;           // "Rover Pro", for what the user reads
    QString m_settingsGroup;               // a fleet's robot: its own settings group
    QString m_refusalNotice;               // the watch-only notice on the banner now; else empty
    bool m_driven = true;                  // false: another robot of the fleet is in front
    QMenu *m_robotMenu = nullptr;
    QAction *m_resetVirtual = nullptr;  // on only while a virtual robot (sim:) is connected
    QLabel *m_drivenName = nullptr;        // over the pad, in a fleet
};
