#pragma once
// Decodes a command frame's payload, as the robot's firmware does: used by the virtual
// Kobuki and by tools that show what a host sent.

#include "Commands.h"

#include <cstddef>
#include <cstdint>

namespace robodash::kobuki {

class CommandHandler {
public:
    virtual ~CommandHandler() = default;
    virtual void onBaseControl(const BaseControl &) {}
    virtual void onSound(const Sound &) {}
    virtual void onSoundSequence(SoundSequence) {}
    virtual void onRequestExtra(const RequestExtra &) {}
    virtual void onGeneralPurposeOutput(const GeneralPurposeOutput &) {}
    virtual void onSetControllerGain(const SetControllerGain &) {}
    virtual void onGetControllerGain(const GetControllerGain &) {}
    virtual void onUnknown(std::uint8_t /*id*/, std::size_t /*length*/) {}
    virtual void onMalformed(std::uint8_t /*id*/, std::size_t /*length*/) {}
};

struct CommandParseCounts {
    std::uint32_t decoded = 0, unknown = 0, malformed = 0;
};

CommandParseCounts parseCommands(const std::uint8_t *payload, std::size_t length,
                                 CommandHandler &handler);

}  // namespace robodash::kobuki
