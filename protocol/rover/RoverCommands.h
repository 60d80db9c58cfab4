#pragma once
// The Rover Pro's own commands as they travel to its driver through the link's one family
// command path (core/FamilyCommand.h). The driver checks them against the firmware line and
// says why it refused one.

namespace robodash::rover {

// Side fan, 0 (off) .. 1 (full). The older line forgets it after 333 ms: the driver resends.
struct SetFanSpeedCommand { double fraction = 0; };
// Newer line only (param1 232).
struct ClearFaultCommand {};
// Older line only (param1 240); register 50 reads the state back.
struct SetLowSpeedModeCommand { bool on = false; };
// Flipper motor effort -1 (down) .. 1 (up). Hold-to-move: it falls back to stop
// RoverDriver::kFlipperHoldMs after the last command, so a GUI resends while held.
struct SetFlipperCommand { double effort = 0; };
// The user read the warning about an unknown register 40 value and wants to drive anyway.
struct ConfirmUnknownFirmwareCommand {};

}  // namespace robodash::rover
