#pragma once
// One thing an interactive step asks the operator. Either something to do ("Press the left
// bumper"), ticked when telemetry shows it, or a question only the operator can answer ("Is
// LED1 green?"), answered Yes or No; either may be skipped by the operator. A question waits
// its turn (Queued) until the step asks it.

#include <string>

namespace robodash::selftest {

struct StepPrompt {
    enum class State {
        Waiting,  // asked: telemetry or the operator's answer will tell
        Seen,     // telemetry showed it, or the operator answered Yes
        Skipped,  // by the operator
        Denied,   // the operator answered No
        Queued,   // a question not asked yet
    };
    std::string text;
    State state = State::Waiting;
    bool question = false;  // answered Yes or No by the operator, not ticked by telemetry
};

}  // namespace robodash::selftest
