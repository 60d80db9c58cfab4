// LinkWorker's way out to the robot: every drive request through the safety gate and the
// drive streamer to the driver, family commands, limits and settings. The rest of the class is
// in LinkWorker.cpp.
#include "link/LinkWorker.h"

#include "link/DriveStreamer.h"
#include "link/SafetyGate.h"

namespace robodash::link {

void LinkWorker::sendVelocity(const Velocity &velocity)
{
    if (!m_port.isLive())
        return;
    core::DriverOutput out;
    m_driver->drive(velocity.linearMps, velocity.angularRadps, out);
    apply(out);
}

void LinkWorker::drive(double linearMps, double angularRadps)
{
    m_safety->drive(linearMps, angularRadps);
}

void LinkWorker::stop()
{
    m_safety->stop();
}

void LinkWorker::setMotorsEnabled(bool enabled)
{
    m_drive->setMotorsEnabled(enabled);
}

void LinkWorker::setDriveLimits(const DriveLimits &limits)
{
    if (!m_drive->setLimits(limits))
        emit warning(QStringLiteral("drive limits not changed: every speed and acceleration "
                                    "limit must be a number above zero"));
}

void LinkWorker::setSafetySettings(const core::SafetySettings &settings)
{
    if (m_safety->setSettings(settings))  // says itself when it refuses them
        m_safetyChosen = true;
}

void LinkWorker::sendCommand(const core::FamilyCommand &command)
{
    // Nothing is kept for later while no robot listens: the next robot, perhaps another
    // one, must not receive what the user set with no robot there to see it.
    if (!m_port.isLive())
        return;
    core::DriverOutput out;
    if (!m_driver->command(command, out))
        emit warning(QStringLiteral("the %1 driver does not know this command: nothing sent")
                         .arg(QString::fromStdString(m_driver->info().displayName)));
    apply(out);
}

void LinkWorker::resetOdometry()
{
    m_driver->resetOdometry();
}

}  // namespace robodash::link
