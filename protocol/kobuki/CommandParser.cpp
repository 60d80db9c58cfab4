#include "CommandParser.h"

#include "ByteOrder.h"
#include "GainsLayout.h"
#include "SubPayloads.h"

namespace robodash::kobuki {

using wire::readI16;
using wire::readU16;

namespace {

using Result = wire::SubPayloadResult;

Result dispatchCommand(std::uint8_t id, const std::uint8_t *d, std::size_t length,
                       CommandHandler &handler)
{
    switch (id) {
    case kBaseControlId:
        if (length != 4)
            return Result::Malformed;
        handler.onBaseControl(BaseControl{readI16(d), readI16(d + 2)});
        return Result::Decoded;
    case kSoundId:
        if (length != 3)
            return Result::Malformed;
        handler.onSound(Sound{readU16(d), d[2]});
        return Result::Decoded;
    case kSoundSequenceId:
        if (length != 1 || d[0] >= kSoundSequenceCount)
            return Result::Malformed;
        handler.onSoundSequence(static_cast<SoundSequence>(d[0]));
        return Result::Decoded;
    case kRequestExtraId:
        if (length != 2)
            return Result::Malformed;
        handler.onRequestExtra(RequestExtra{readU16(d)});
        return Result::Decoded;
    case kGeneralPurposeOutputId:
        if (length != 2)
            return Result::Malformed;
        handler.onGeneralPurposeOutput(GeneralPurposeOutput{readU16(d)});
        return Result::Decoded;
    case kSetControllerGainId: {
        if (length != wire::kGainsLength)
            return Result::Malformed;
        SetControllerGain gains;
        wire::readGains(d, gains);
        handler.onSetControllerGain(gains);
        return Result::Decoded;
    }
    case kGetControllerGainId:
        if (length != 1)
            return Result::Malformed;
        handler.onGetControllerGain(GetControllerGain{});
        return Result::Decoded;
    default:
        return Result::Unknown;
    }
}

}  // namespace

CommandParseCounts parseCommands(const std::uint8_t *payload, std::size_t length,
                                 CommandHandler &handler)
{
    const wire::SubPayloadCounts counts = wire::walkSubPayloadsFor<dispatchCommand>(payload, length, handler);
    return CommandParseCounts{counts.decoded, counts.unknown, counts.malformed};
}

}  // namespace robodash::kobuki
