#pragma once
// The rFLEX's own commands as they travel to its driver through the link's one family
// command path (core/FamilyCommand.h): plain structs, wrapped in a core::FamilyCommand by
// the sender and asked for by type in RflexDriver::command().

namespace robodash::rflex {

// Motors on: the brake is released. Off: zero velocity, then the brake is set. The motors
// are off at every connect; only this command (the user) turns them on.
struct SetMotorsEnabledCommand {
    bool enabled = false;
};

// The sonar ring pinging (SONAR_RUN mode 2) or silent (mode 0). Off at connect.
struct SetSonarCommand {
    bool on = false;
};

}  // namespace robodash::rflex
