#pragma once
// A robot family's own side of the dashboard: an optional view for the central area (left of
// the drive pad), its docks, the readings that fade while no data arrives, its Robot menu
// entries, and what it disables while no live robot is connected. RobotDashboard keeps the common
// panels (battery, map, pad, events, safety, limits, gamepad) and asks makeFamilyPanels()
// (FamilyPanelsFactory.h) for the rest, by the family's dashboard profile. Each family's panels are one subclass
// (KobukiPanels, ...); a family without its own has none and its window shows the common
// panels only.

#include "DashboardProfile.h"
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

class FamilyPanels : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // For the central area, left of the drive pad; null for none.
    virtual QWidget *centralView() const { return nullptr; }
    // Its docks' panels. A dock whose name DockLayout does not know goes to its panel's area,
    // as a tab with the others there (DockPanel::area).
    virtual QList<DockPanel> panels() const = 0;
    // Readings that fade while no data arrives.
    virtual QList<QWidget *> readingWidgets() const = 0;
    // Robot menu entries of the family's own.
    virtual void addRobotActions(QMenu *robot) { Q_UNUSED(robot); }
    // Controls that act on the robot work only with a live robot (`linkLive`: connected, not a
    // replay), and not while the link watches only (`commandsRefused`: DDS Security, a shared
    // /cmd_vel), where the robot would refuse them; a family with none such keeps its panels.
    virtual void enableControls(bool linkLive, bool commandsRefused) { Q_UNUSED(linkLive); Q_UNUSED(commandsRefused); }
    // The connection bar's Motors switch, for a family whose motors need more than the link's
    // drive gate (the rFLEX's brake): its state when the window opens, and the user's change
    // (the window also passes it to RobotLink::setMotorsEnabled).
    virtual bool motorsEnabledAtStart() const { return true; }
    virtual QString motorsToolTip() const { return {}; }  // empty: the bar's own
    virtual void setMotorsEnabled(bool enabled) { Q_UNUSED(enabled); }

    // Why the family keeps driving off although the link is live (a Rover on firmware it does
    // not know, not confirmed yet); empty when nothing of its own stops it.
    virtual QString driveBlockedReason() const { return {}; }

signals:
    // The family's motors changed without the switch (from its own control, or by themselves:
    // an rFLEX's at every connect): the switch shows it.
    void motorsEnabledShown(bool enabled);
    // driveBlockedReason() changed: the window enables or disables the drive pad again.
    void driveBlockChanged();
};
