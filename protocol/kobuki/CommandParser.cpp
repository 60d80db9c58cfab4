#include "CommandParser.h"

#include "ByteOrder.h"

namespace robodash::kobuki {

using wire::readI16;
using wire::readU16;
using wire::readU32;

namespace {

enum class Result { Decoded, Unknown, Malformed };

Result dispatch(std::uint8_t id, const std::uint8_t *d, std::size_t length,
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
    case kSetControllerGainId:
        if (length != 13)
            return Result::Malformed;
        handler.onSetControllerGain(
            SetControllerGain{d[0], readU32(d + 1), readU32(d + 5), readU32(d + 9)});
        return Result::Decoded;
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
    CommandParseCounts counts;
    if (!payload)
        return counts;
    std::size_t i = 0;
    while (i < length) {
        const std::uint8_t id = payload[i];
        if (length - i < 2) {
            ++counts.malformed;
            handler.onMalformed(id, 0);
            break;
        }
        const std::size_t dataLength = payload[i + 1];
        if (dataLength > length - i - 2) {
            ++counts.malformed;
            handler.onMalformed(id, dataLength);
            break;
        }
        switch (dispatch(id, payload + i + 2, dataLength, handler)) {
        case Result::Decoded:
            ++counts.decoded;
            break;
        case Result::Unknown:
            ++counts.unknown;
            handler.onUnknown(id, dataLength);
            break;
        case Result::Malformed:
            ++counts.malformed;
            handler.onMalformed(id, dataLength);
            break;
        }
        i += 2 + dataLength;
    }
    return counts;
}

}  // namespace robodash::kobuki
