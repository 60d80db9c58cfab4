#pragma once
// The Rover Pro's side of the dashboard: its docks (batteries A and B, tracks, flipper, fan /
// low-speed mode / motor fault, firmware), fed by the session's RoverFeed and commanding
// through its RoverControl. On firmware of neither line the driver connects read-only: the
// firmware dock warns and offers "Drive anyway…", and the drive pad stays off
// (driveBlockedReason) until the user confirms. RobotDashboard makes one only when the family's
// dashboard profile asks for the Rover panels.

#include "FamilyPanels.h"

namespace robodash::rover {
class RoverFrame;
}

namespace robodash::widgets {
class RoverBatteryView;
class RoverControlsPanel;
class RoverFirmwareView;
class RoverFlipperPanel;
class RoverTracksView;
}  // namespace robodash::widgets

class RoverPanels : public FamilyPanels {
    Q_OBJECT
public:
    // The widgets are children of `window`.
    RoverPanels(QMainWindow *window, robodash::app::RobotSession &session);

    QList<DockPanel> panels() const override;
    QList<QWidget *> readingWidgets() const override;
    // Flipper, fan, low-speed mode, clear fault and "Drive anyway…".
    // Nothing of a Rover's own is refused to a watch-only link (the flipper, fan and faults
    // are not on the network): its panels keep their readings.
    void enableControls(bool linkLive, bool commandsRefused) override;
    QString driveBlockedReason() const override;

    robodash::widgets::RoverBatteryView *batteryView() const { return m_batteries; }
    robodash::widgets::RoverTracksView *tracksView() const { return m_tracks; }
    robodash::widgets::RoverFlipperPanel *flipperPanel() const { return m_flipper; }
    robodash::widgets::RoverControlsPanel *controlsPanel() const { return m_controls; }
    robodash::widgets::RoverFirmwareView *firmwareView() const { return m_firmware; }

private:
    void connectFeedback();
    void connectControls();
    void showFirmware(const robodash::rover::RoverFrame &frame);
    void forgetRobot();
    void setBlocked(bool blocked);

    robodash::app::RobotSession &m_session;
    robodash::widgets::RoverBatteryView *m_batteries;
    robodash::widgets::RoverTracksView *m_tracks;
    robodash::widgets::RoverFlipperPanel *m_flipper;
    robodash::widgets::RoverControlsPanel *m_controls;
    robodash::widgets::RoverFirmwareView *m_firmware;
    bool m_blocked = false;  // unknown firmware, not confirmed
};
