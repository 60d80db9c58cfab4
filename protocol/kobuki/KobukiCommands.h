#pragma once
// The Kobuki's own commands as they travel to its driver through the link's one family
// command path (core/FamilyCommand.h). The driver validates them and says why it refused.

#include "Commands.h"

#include <cstdint>

namespace robodash::kobuki {

// The whole general purpose output word (digital outputs, power rails, LEDs: OutputWord.h).
struct SetOutputWordCommand { std::uint16_t word = 0x00F0; };
struct PlayNoteCommand { double hertz = 440; int durationMs = 100; };
struct PlaySequenceCommand { SoundSequence sequence = SoundSequence::On; };
// User-configured gains, 0..kMaxGain each; read back at once.
struct SetGainsCommand { double p = 0, i = 0, d = 0; };
struct RestoreFactoryGainsCommand {};
struct RequestGainsCommand {};

}  // namespace robodash::kobuki
