#pragma once
// The Kobuki's side of the dashboard: the robot view in the central area and the Kobuki's
// docks (motors, inputs, versions, gyro, cliff sensors, outputs, wheel PID, sound, dock IR),
// fed by the session's KobukiFeed and commanding through its KobukiControl. MainWindow makes
// one only when the family's dashboard profile asks for the Kobuki panels, and keeps the
// common part itself.

#include "DockLayout.h"

#include <QList>
#include <QObject>
#include <QString>

class QMainWindow;
class QMenu;
class QWidget;

namespace robodash::app {
class RobotSession;
}

namespace robodash::widgets {
class CliffPlot;
class DockIrView;
class GyroView;
class InputsView;
class MotorsView;
class OutputsPanel;
class PidEditor;
class RobotView;
class SoundPanel;
class VersionInfoView;
}  // namespace robodash::widgets

class KobukiPanels : public QObject {
    Q_OBJECT
public:
    // The widgets are children of `window`; readings are stamped in seconds since `startMs`.
    KobukiPanels(QMainWindow *window, robodash::app::RobotSession &session, qint64 startMs);

    // For the central area, left of the drive pad.
    QWidget *robotView() const;
    // Its docks' panels (the window makes the docks, in DockLayout::dockOrder()).
    QList<DockPanel> panels() const;
    // Readings that fade while no data arrives.
    QList<QWidget *> readingWidgets() const;
    // Robot menu entries of the Kobuki's own (read the wheel gains).
    void addRobotActions(QMenu *robot);
    // Outputs, sound and gains work only with a live robot (connected, not a replay).
    void setLinkLive(bool live);

    robodash::widgets::OutputsPanel *outputsPanel() const { return m_outputs; }
    robodash::widgets::PidEditor *pidEditor() const { return m_pid; }

private:
    void connectFeedback();
    void connectControls();
    double secondsSinceStart(qint64 receivedMs) const;

    QMainWindow *m_window;
    robodash::app::RobotSession &m_session;
    qint64 m_startMs;
    robodash::widgets::RobotView *m_robot;
    robodash::widgets::CliffPlot *m_cliff;
    robodash::widgets::DockIrView *m_dockIr;
    robodash::widgets::GyroView *m_gyro;
    robodash::widgets::VersionInfoView *m_versions;
    robodash::widgets::MotorsView *m_motors;
    robodash::widgets::InputsView *m_inputs;
    robodash::widgets::OutputsPanel *m_outputs;
    robodash::widgets::SoundPanel *m_sound;
    robodash::widgets::PidEditor *m_pid;
};
