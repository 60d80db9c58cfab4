#pragma once
// The Kobuki's side of the dashboard: the robot view in the central area and the Kobuki's
// docks (motors, inputs, versions, gyro, cliff sensors, outputs, wheel PID, sound, dock IR),
// fed by the session's KobukiFeed and commanding through its KobukiControl. RobotDashboard makes
// one only when the family's dashboard profile asks for the Kobuki panels, and keeps the
// common part itself.

#include "FamilyPanels.h"

#include <QString>


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

class KobukiPanels : public FamilyPanels {
    Q_OBJECT
public:
    // The widgets are children of `window`; readings are stamped in seconds since `startMs`.
    KobukiPanels(QMainWindow *window, robodash::app::RobotSession &session, qint64 startMs);

    // The robot view.
    QWidget *centralView() const override;
    QList<DockPanel> panels() const override;
    QList<QWidget *> readingWidgets() const override;
    // Read the wheel gains.
    void addRobotActions(QMenu *robot) override;
    // Outputs, sound and gains.
    void enableControls(bool linkLive, bool commandsRefused) override;

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
