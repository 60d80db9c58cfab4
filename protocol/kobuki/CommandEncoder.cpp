#include "CommandEncoder.h"

#include "ByteOrder.h"

namespace robodash::kobuki {

using wire::putI16;
using wire::putU16;
using wire::putU32;
using wire::putU8;

namespace {

void putHeader(std::vector<std::uint8_t> &out, std::uint8_t id, std::uint8_t length)
{
    putU8(out, id);
    putU8(out, length);
}

}  // namespace

CommandEncoder &CommandEncoder::add(const BaseControl &command)
{
    putHeader(m_payload, kBaseControlId, 4);
    putI16(m_payload, command.speed);
    putI16(m_payload, command.radius);
    return *this;
}

CommandEncoder &CommandEncoder::add(const Sound &command)
{
    putHeader(m_payload, kSoundId, 3);
    putU16(m_payload, command.note);
    putU8(m_payload, command.durationMs);
    return *this;
}

CommandEncoder &CommandEncoder::add(SoundSequence sequence)
{
    putHeader(m_payload, kSoundSequenceId, 1);
    putU8(m_payload, static_cast<std::uint8_t>(sequence));
    return *this;
}

CommandEncoder &CommandEncoder::add(const RequestExtra &command)
{
    putHeader(m_payload, kRequestExtraId, 2);
    putU16(m_payload, command.flags);
    return *this;
}

CommandEncoder &CommandEncoder::add(const GeneralPurposeOutput &command)
{
    putHeader(m_payload, kGeneralPurposeOutputId, 2);
    putU16(m_payload, command.word);
    return *this;
}

CommandEncoder &CommandEncoder::add(const SetControllerGain &command)
{
    putHeader(m_payload, kSetControllerGainId, 13);
    putU8(m_payload, command.type);
    putU32(m_payload, command.pGain);
    putU32(m_payload, command.iGain);
    putU32(m_payload, command.dGain);
    return *this;
}

CommandEncoder &CommandEncoder::add(const GetControllerGain &)
{
    putHeader(m_payload, kGetControllerGainId, 1);
    putU8(m_payload, 0);  // unused, but the firmware expects the byte
    return *this;
}

std::vector<std::uint8_t> CommandEncoder::frame() const
{
    return wire::wrapFrame(m_payload);
}

}  // namespace robodash::kobuki
