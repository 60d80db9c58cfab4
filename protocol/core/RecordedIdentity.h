#pragma once
// Who a log's header says the robot was, given to a driver right after start() on a replay
// or an export (LinkSessionLogs::startOnLog). A recording started after the robot said who it
// is holds none of its identity replies, and a family that decodes nothing before them (the
// Rover Pro, whose register 40 decides how every other register reads) would show nothing.
// A family whose frames stand alone (the Kobuki, the rFLEX) ignores it.

#include "core/DeviceInfo.h"

namespace robodash::core {

struct RecordedIdentityCommand {
    DeviceInfo device;  // as the driver reported it when the log was recorded
};

}  // namespace robodash::core
