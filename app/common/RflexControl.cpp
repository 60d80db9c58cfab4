#include "RflexControl.h"

#include "core/FamilyCommand.h"
#include "core/TelemetrySample.h"
#include "link/RobotLink.h"
#include "rflex/RflexCommands.h"
#include "rflex/RflexDriver.h"
#include "rflex/RflexFrame.h"

namespace robodash::app {

RflexControl::RflexControl(link::RobotLink *link, QObject *parent) : QObject(parent), m_link(link)
{
    using link::RobotLink;
    connect(link, &RobotLink::connected, this, [this] { driverReset(true); });
    connect(link, &RobotLink::disconnected, this, [this] { driverReset(true); });
    connect(link, &RobotLink::onlineChanged, this, [this](bool online) {
        if (!online)
            driverReset(false);
    });
    connect(link, &RobotLink::telemetry, this, &RflexControl::followDriveState);
}

void RflexControl::followDriveState(const core::TelemetrySample &sample)
{
    if (!isRflex())
        return;
    followSonar(sample);
    if (!sample.core.driveHeld || *sample.core.driveHeld == m_driveHeldSeen)
        return;
    m_driveHeldSeen = *sample.core.driveHeld;
    showMotors(!*sample.core.driveHeld);
}

// The driver's word on the ring: what this program asked, or echoes that say it is on.
void RflexControl::followSonar(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<rflex::RflexFrame>();
    if (!frame || frame->sonarOn == m_sonarOnSeen)
        return;
    m_sonarOnSeen = frame->sonarOn;
    showSonar(frame->sonarOn);
}

bool RflexControl::isRflex() const
{
    return m_link->family() == QLatin1String(rflex::RflexDriver::kFamilyName);
}

void RflexControl::setMotorsEnabled(bool enabled)
{
    // The gate first when enabling is harmless (the brake holds until the release), and
    // last when disabling the driver's zero and brake follow at once anyway.
    m_link->setMotorsEnabled(enabled);
    m_gateOpened = enabled;
    m_link->sendCommand(core::FamilyCommand(rflex::SetMotorsEnabledCommand{enabled}));
    showMotors(enabled);
}

void RflexControl::setSonarOn(bool on)
{
    m_link->sendCommand(core::FamilyCommand(rflex::SetSonarCommand{on}));
    showSonar(on);
}

void RflexControl::driverReset(bool sonarToo)
{
    if (!isRflex())
        return;
    // The driver sets the brake at every connect and loss: the robot is held until a report
    // says otherwise. Not "nothing seen yet": a report sent before the operator's first
    // release, arriving after it (a loaded machine), would then switch Motors off again.
    m_driveHeldSeen = true;
    // The link's drive gate follows only what this control opened: closing it sends zeros,
    // which a base whose driver has just set the brake again does not need.
    if (m_gateOpened)
        closeDriveGate();
    showMotors(false);
    if (sonarToo) {
        m_sonarOnSeen = false;
        showSonar(false);
    }
}

void RflexControl::closeDriveGate()
{
    m_gateOpened = false;
    if (m_link->motorsEnabled())
        m_link->setMotorsEnabled(false);
}

void RflexControl::showMotors(bool enabled)
{
    if (enabled == m_motorsEnabled)
        return;
    m_motorsEnabled = enabled;
    emit motorsEnabledChanged(enabled);
}

void RflexControl::showSonar(bool on)
{
    if (on == m_sonarOn)
        return;
    m_sonarOn = on;
    emit sonarOnChanged(on);
}

}  // namespace robodash::app
