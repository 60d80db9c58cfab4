#pragma once
// Releases (enabled) or holds again (not enabled) the drive of a robot whose drive can be
// held (RobotCapabilities::driveCanBeHeld: the rFLEX's brake), without knowing the family: a
// family-neutral command on the link's one family command path (core/FamilyCommand.h). The
// self-test sends it around its motion steps, as the user's Motors switch would.

namespace robodash::core {

struct SetDriveEnabledCommand {
    bool enabled = false;
};

}  // namespace robodash::core
