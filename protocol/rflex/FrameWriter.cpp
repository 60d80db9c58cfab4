#include "FrameWriter.h"

#include "EscapeAvoidance.h"

#include <algorithm>
#include <stdexcept>

namespace robodash::rflex {

namespace {

void putDelimiter(wire::Bytes &out, std::uint8_t which)
{
    out.push_back(wire::kEscape);
    out.push_back(which);
}

}  // namespace

FrameWriter::FrameWriter(Port port, std::uint8_t opcode) : m_port(port), m_opcode(opcode) {}

FrameWriter &FrameWriter::u8(std::uint8_t value)
{
    m_data.push_back(value);
    return *this;
}

FrameWriter &FrameWriter::u16(std::uint16_t value)
{
    wire::putU16(m_data, value);
    return *this;
}

FrameWriter &FrameWriter::i32(std::int32_t value)
{
    wire::putI32(m_data, value);
    return *this;
}

FrameWriter &FrameWriter::u32(std::uint32_t value)
{
    wire::putU32(m_data, value);
    return *this;
}

FrameWriter &FrameWriter::bytes(const wire::Bytes &values)
{
    m_data.insert(m_data.end(), values.begin(), values.end());
    return *this;
}

wire::Bytes FrameWriter::hostFrame(std::uint8_t preferredId, SendStats &stats) const
{
    requireLength();
    const std::uint8_t id = idAvoidingEscape(preferredId, body(0).back());
    const wire::Bytes inner = body(id);
    if (std::find(inner.begin(), inner.end(), wire::kEscape) != inner.end())
        throw std::logic_error("rFLEX host frame holds 0x1B in its port, opcode, length or data");
    if (id != preferredId)
        ++stats.idsMoved;
    ++stats.frames;
    wire::Bytes frame;
    frame.reserve(inner.size() + 4);
    putDelimiter(frame, wire::kStart);
    frame.insert(frame.end(), inner.begin(), inner.end());
    putDelimiter(frame, wire::kEnd);
    return frame;
}

wire::Bytes FrameWriter::stuffedFrame(std::uint8_t id) const
{
    requireLength();
    wire::Bytes frame;
    frame.reserve(2 * (m_data.size() + 5) + 4);
    putDelimiter(frame, wire::kStart);
    for (std::uint8_t byte : body(id)) {
        frame.push_back(byte);
        if (byte == wire::kEscape)
            frame.push_back(wire::kStuffedEscape);
    }
    putDelimiter(frame, wire::kEnd);
    return frame;
}

wire::Bytes FrameWriter::body(std::uint8_t id) const
{
    wire::Bytes out;
    out.reserve(m_data.size() + wire::kHeaderSize + 1);
    out.push_back(static_cast<std::uint8_t>(m_port));
    out.push_back(id);
    out.push_back(m_opcode);
    out.push_back(static_cast<std::uint8_t>(m_data.size()));
    out.insert(out.end(), m_data.begin(), m_data.end());
    out.push_back(wire::xorBytes(out.data(), out.size()));
    return out;
}

void FrameWriter::requireLength() const
{
    if (m_data.size() > wire::kMaxData)
        throw std::length_error("rFLEX frame data longer than 255 bytes");
}

}  // namespace robodash::rflex
