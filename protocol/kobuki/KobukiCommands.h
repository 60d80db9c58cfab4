#pragma once
// The Kobuki's own commands as they travel to its driver through the link's one family
// command path (core/FamilyCommand.h). The driver validates them and says why it refused.
//
// The general purpose output word (OutputWord.h) has one owner, the driver on the link's
// thread, because several senders (the dashboard, a ROS 2 network) change parts of it: each
// command changes only its own bits, the driver sends the whole word and reports it back as
// an OutputWordReport (core/FamilyReport.h) to every control that shows it.

#include "Commands.h"
#include "OutputWord.h"

#include <cstdint>

namespace robodash::kobuki {

// The bits of `mask` in the output word become those of `word`; the others keep their
// value. The default mask sets the whole word; an empty mask sends the word as it stands.
struct SetOutputWordCommand {
    std::uint16_t word = GeneralPurposeOutput::kPowerOnWord;
    std::uint16_t mask = 0xFFFF;
};
struct SetLedCommand { int led = 0; LedColour colour = LedColour::Off; };  // led 0 is LED1
// Digital outputs 0..3 as bits; a channel outside `mask` keeps its value (kobuki_ros's rule).
struct SetDigitalOutputsCommand { std::uint8_t values = 0; std::uint8_t mask = 0x0F; };
struct SetPowerRailCommand { PowerRail rail = PowerRail::Rail3V3; bool on = true; };
// The output word as the driver last sent it (or will give a robot that connects).
struct OutputWordReport { std::uint16_t word = GeneralPurposeOutput::kPowerOnWord; };

struct PlayNoteCommand { double hertz = 440; int durationMs = 100; };
struct PlaySequenceCommand { SoundSequence sequence = SoundSequence::On; };
// User-configured gains, 0..kMaxGain each; read back at once.
struct SetGainsCommand { double p = 0, i = 0, d = 0; };
struct RestoreFactoryGainsCommand {};
struct RequestGainsCommand {};

}  // namespace robodash::kobuki
