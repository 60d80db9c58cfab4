#include "RoverControl.h"

#include "core/FamilyCommand.h"
#include "link/RobotLink.h"
#include "rover/RoverCommands.h"

namespace robodash::app {

RoverControl::RoverControl(link::RobotLink *link, QObject *parent) : QObject(parent), m_link(link) {}

template <class Command>
void RoverControl::send(Command command)
{
    m_link->sendCommand(core::FamilyCommand(std::move(command)));
}

void RoverControl::setFlipperEffort(double effort) { send(rover::SetFlipperCommand{effort}); }

void RoverControl::setFanSpeed(double fraction) { send(rover::SetFanSpeedCommand{fraction}); }

void RoverControl::setLowSpeedMode(bool on) { send(rover::SetLowSpeedModeCommand{on}); }

void RoverControl::clearFault() { send(rover::ClearFaultCommand{}); }

void RoverControl::confirmUnknownFirmware() { send(rover::ConfirmUnknownFirmwareCommand{}); }

}  // namespace robodash::app
