#include "CommandEncoder.h"

#include "ByteOrder.h"
#include "GainsLayout.h"
#include "SubPayloads.h"

namespace robodash::kobuki {

using wire::putI16;
using wire::putSubPayloadHeader;
using wire::putU16;
using wire::putU8;

CommandEncoder &CommandEncoder::add(const BaseControl &command)
{
    putSubPayloadHeader(m_payload, kBaseControlId, 4);
    putI16(m_payload, command.speed);
    putI16(m_payload, command.radius);
    return *this;
}

CommandEncoder &CommandEncoder::add(const Sound &command)
{
    putSubPayloadHeader(m_payload, kSoundId, 3);
    putU16(m_payload, command.note);
    putU8(m_payload, command.durationMs);
    return *this;
}

CommandEncoder &CommandEncoder::add(SoundSequence sequence)
{
    putSubPayloadHeader(m_payload, kSoundSequenceId, 1);
    putU8(m_payload, static_cast<std::uint8_t>(sequence));
    return *this;
}

CommandEncoder &CommandEncoder::add(const RequestExtra &command)
{
    putSubPayloadHeader(m_payload, kRequestExtraId, 2);
    putU16(m_payload, command.flags);
    return *this;
}

CommandEncoder &CommandEncoder::add(const GeneralPurposeOutput &command)
{
    putSubPayloadHeader(m_payload, kGeneralPurposeOutputId, 2);
    putU16(m_payload, command.word);
    return *this;
}

CommandEncoder &CommandEncoder::add(const SetControllerGain &command)
{
    putSubPayloadHeader(m_payload, kSetControllerGainId, wire::kGainsLength);
    wire::putGains(m_payload, command);
    return *this;
}

CommandEncoder &CommandEncoder::add(const GetControllerGain &)
{
    putSubPayloadHeader(m_payload, kGetControllerGainId, 1);
    putU8(m_payload, 0);  // unused, but the firmware expects the byte
    return *this;
}

std::vector<std::uint8_t> CommandEncoder::frame() const
{
    return wire::wrapFrame(m_payload);
}

}  // namespace robodash::kobuki
