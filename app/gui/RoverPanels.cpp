#include "RoverPanels.h"

#include "DockLayout.h"
#include "RobotSession.h"
#include "RoverBatteryView.h"
#include "RoverControlsPanel.h"
#include "RoverFirmwareView.h"
#include "RoverFlipperPanel.h"
#include "RoverTracksView.h"
#include "link/RobotLink.h"

#include <QDockWidget>
#include <QMainWindow>

using namespace robodash::widgets;
using robodash::app::RoverControl;
using robodash::app::RoverFeed;
namespace rover = robodash::rover;

RoverPanels::RoverPanels(QMainWindow *window, robodash::app::RobotSession &session)
    : FamilyPanels(window),
      m_session(session),
      m_batteries(new RoverBatteryView(window)),
      m_tracks(new RoverTracksView(window)),
      m_flipper(new RoverFlipperPanel(window)),
      m_controls(new RoverControlsPanel(window)),
      m_firmware(new RoverFirmwareView(window))
{
    connectFeedback();
    connectControls();
}

QList<DockPanel> RoverPanels::panels() const
{
    return {
        // Left under the common battery: the packs. Right, top down: the tracks and the flipper
        // (in front where panels share a place), then the firmware (where an unknown one warns
        // and is confirmed: it comes to the front then) and what the user switches.
        {m_batteries, tr("Batteries A/B"), QStringLiteral("roverBatteriesDock"), Qt::LeftDockWidgetArea},
        {m_tracks, tr("Tracks"), QStringLiteral("roverTracksDock"), Qt::RightDockWidgetArea},
        {m_flipper, tr("Flipper"), QStringLiteral("roverFlipperDock"), Qt::RightDockWidgetArea},
        {m_firmware, tr("Firmware"), QStringLiteral("roverFirmwareDock"), Qt::RightDockWidgetArea},
        {m_controls, tr("Fan, mode, fault"), QStringLiteral("roverControlsDock"), Qt::RightDockWidgetArea},
    };
}

QList<QWidget *> RoverPanels::readingWidgets() const { return {m_batteries, m_tracks, m_flipper, m_controls}; }

void RoverPanels::enableControls(bool live, bool)
{
    m_flipper->setEnabled(live);
    m_controls->setEnabled(live);
    m_firmware->setEnabled(live);
}

QString RoverPanels::driveBlockedReason() const
{
    return m_blocked ? tr("Off: unknown firmware, read-only. Firmware panel: Drive anyway…") : QString();
}

void RoverPanels::connectFeedback()
{
    RoverFeed *feed = &m_session.roverFeed();
    connect(feed, &RoverFeed::batteries, m_batteries, &RoverBatteryView::setFrame);
    connect(feed, &RoverFeed::tracks, m_tracks, &RoverTracksView::setFrame);
    connect(feed, &RoverFeed::flipper, m_flipper, &RoverFlipperPanel::setFrame);
    connect(feed, &RoverFeed::accessories, m_controls, &RoverControlsPanel::setFrame);
    connect(feed, &RoverFeed::firmware, this, &RoverPanels::showFirmware);
    // Another robot may answer next: nothing it is allowed stays from this one.
    connect(&m_session.link(), &robodash::link::RobotLink::connected, this, &RoverPanels::forgetRobot);
    connect(&m_session.link(), &robodash::link::RobotLink::disconnected, this, &RoverPanels::forgetRobot);
}

void RoverPanels::connectControls()
{
    RoverControl *control = &m_session.roverControl();
    connect(m_flipper, &RoverFlipperPanel::flipperEffortRequested, control, &RoverControl::setFlipperEffort);
    connect(m_controls, &RoverControlsPanel::fanSpeedRequested, control, &RoverControl::setFanSpeed);
    connect(m_controls, &RoverControlsPanel::lowSpeedModeRequested, control, &RoverControl::setLowSpeedMode);
    connect(m_controls, &RoverControlsPanel::clearFaultRequested, control, &RoverControl::clearFault);
    connect(m_firmware, &RoverFirmwareView::confirmUnknownFirmwareRequested, control,
            &RoverControl::confirmUnknownFirmware);
}

void RoverPanels::showFirmware(const rover::RoverFrame &frame)
{
    m_firmware->setFrame(frame);
    m_controls->setFrame(frame);  // which of its commands this line has
    setBlocked(frame.identified && frame.firmware.line == rover::FirmwareLine::Unknown && !frame.driveAllowed);
}

void RoverPanels::forgetRobot()
{
    m_firmware->clear();
    setBlocked(false);
}

void RoverPanels::setBlocked(bool blocked)
{
    if (blocked == m_blocked)
        return;
    m_blocked = blocked;
    // Where it shares a place with other panels, the warning and its Drive anyway… come first.
    if (blocked)
        if (QDockWidget *dock = DockLayout::dockOf(m_firmware)) dock->raise();
    emit driveBlockChanged();
}
