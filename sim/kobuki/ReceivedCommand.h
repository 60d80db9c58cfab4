#pragma once
// One command sub-payload the virtual Kobuki's firmware obeyed, with its simulated time.

#include "kobuki/Commands.h"

#include <cstdint>

namespace robodash::sim {

struct ReceivedCommand {
    double t = 0;                    // simulated seconds since start
    std::uint8_t id = 0;             // kobuki::CommandId
    kobuki::BaseControl baseControl; // valid when id == kBaseControlId
    kobuki::Sound sound;
    kobuki::SoundSequence soundSequence = kobuki::SoundSequence::On;
    kobuki::RequestExtra requestExtra;
    kobuki::GeneralPurposeOutput output;
    kobuki::SetControllerGain gain;
};

}  // namespace robodash::sim
