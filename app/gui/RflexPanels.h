#pragma once
// The rFLEX's side of the dashboard (iRobot ATRV-Jr, B21r and kin): the sonar ring around the
// robot outline in the central area, and docks for the motors and brake, the bump panels and
// both motion axes, fed by the session's RflexFeed and commanding through its RflexControl.
// The battery is the common battery panel's (the driver puts SYS_STATUS volts in the core).
//
// The motors: the connection bar's Motors switch and the Motors button here are one control
// (RflexControl): enabling releases the brake, disabling sends zero and sets it, and both
// show "off" again at every connect, when the link drops and when the base goes silent.

#include "FamilyPanels.h"

namespace robodash::widgets {
class AxesView;
class BrakePanel;
class BumpPanelsView;
class SonarPanel;
}  // namespace robodash::widgets

class RflexPanels : public FamilyPanels {
    Q_OBJECT
public:
    // The widgets are children of `window`; readings are stamped in seconds since `startMs`.
    RflexPanels(QMainWindow *window, robodash::app::RobotSession &session, qint64 startMs);

    // The sonar ring with its on/off switch.
    QWidget *centralView() const override;
    QList<DockPanel> panels() const override;
    QList<QWidget *> readingWidgets() const override;
    // Motors on/off and sonar on/off.
    void addRobotActions(QMenu *robot) override;
    // The motors button and the sonar switch.
    void enableControls(bool linkLive, bool commandsRefused) override;
    bool motorsEnabledAtStart() const override { return false; }
    QString motorsToolTip() const override;
    void setMotorsEnabled(bool enabled) override;

    robodash::widgets::SonarPanel *sonarPanel() const { return m_sonar; }
    robodash::widgets::BrakePanel *brakePanel() const { return m_brake; }
    robodash::widgets::BumpPanelsView *bumpPanelsView() const { return m_bumps; }
    robodash::widgets::AxesView *axesView() const { return m_axes; }

signals:
    void liveChanged(bool live);

private:
    void connectFeedback();
    void connectControls();

    robodash::app::RobotSession &m_session;
    robodash::widgets::SonarPanel *m_sonar;
    robodash::widgets::BrakePanel *m_brake;
    robodash::widgets::BumpPanelsView *m_bumps;
    robodash::widgets::AxesView *m_axes;
};
