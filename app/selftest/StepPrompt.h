#pragma once
// One thing an interactive step asks the operator to do ("Press the left bumper"), ticked
// when telemetry shows it, or skipped by the operator.

#include <string>

namespace robodash::selftest {

struct StepPrompt {
    enum class State { Waiting, Seen, Skipped };
    std::string text;
    State state = State::Waiting;
};

}  // namespace robodash::selftest
