#pragma once
// Host-to-base commands from a good frame (FrameFinder.h) into the typed structs of
// Commands.h: the base's side of CommandEncoder.h, for a twin standing in for the base.
// Each layout has one length; any other length, an unknown port or opcode, an axis beyond
// the four the protocol names or a direction or sonar mode it does not define gives no
// value, so a twin can count the frame and ignore it.

#include "Commands.h"
#include "FrameFinder.h"

#include <optional>
#include <variant>

namespace robodash::rflex {

using HostCommand =
    std::variant<SystemStatusRequest, LcdDumpRequest, AxisQuery, AxisSetDirection,
                 AxisSetPosition, SetDefaults, BrakeSet, BrakeRelease, SystemReportRequest,
                 JoystickStateRequest, SonarRun, SonarUpdateRequest, DioReportsRequest,
                 DioUpdateRequest, DioSet>;

std::optional<HostCommand> decodeCommand(const FrameView &frame);

// A short lower-case name for traces and logs: "mot_axis_set_dir", "sys_status"...
const char *commandName(const HostCommand &command);

}  // namespace robodash::rflex
