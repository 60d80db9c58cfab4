#include "FrameFinder.h"

#include <cstring>

namespace robodash::rflex {

void FrameFinder::feed(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame)
{
    if (!data || size == 0)
        return;
    m_stats.bytesIn += size;
    std::size_t i = 0;
    while (i < size) {
        switch (m_state) {
        case State::Hunting:
            i += hunt(data + i, size - i);
            break;
        case State::HuntingEscape:
            huntEscape(data[i++]);
            break;
        case State::InFrame:
            ++m_rawSize;
            inFrame(data[i++]);
            break;
        case State::InFrameEscape:
            ++m_rawSize;
            inFrameEscape(data[i++], onFrame);
            break;
        }
    }
}

void FrameFinder::reset()
{
    m_bodySize = 0;
    m_rawSize = 0;
    m_state = State::Hunting;
    m_stats = {};
}

std::size_t FrameFinder::hunt(const std::uint8_t *data, std::size_t size)
{
    const void *found = std::memchr(data, wire::kEscape, size);
    if (!found) {
        m_stats.discardedBytes += size;
        return size;
    }
    const auto skipped =
        static_cast<std::size_t>(static_cast<const std::uint8_t *>(found) - data);
    m_stats.discardedBytes += skipped;
    m_rawSize = 1;
    m_state = State::HuntingEscape;
    return skipped + 1;
}

void FrameFinder::huntEscape(std::uint8_t byte)
{
    if (byte == wire::kStart) {
        startFrame();
        return;
    }
    ++m_stats.discardedBytes;  // the 0x1B before
    if (byte == wire::kEscape)
        return;  // this one may start a frame in turn
    ++m_stats.discardedBytes;
    m_rawSize = 0;
    m_state = State::Hunting;
}

void FrameFinder::inFrame(std::uint8_t byte)
{
    if (byte == wire::kEscape)
        m_state = State::InFrameEscape;
    else
        append(byte);
}

void FrameFinder::inFrameEscape(std::uint8_t byte, const FrameHandler &onFrame)
{
    m_state = State::InFrame;
    switch (byte) {
    case wire::kStuffedEscape:
        ++m_stats.stuffedEscapes;
        append(wire::kEscape);
        return;
    case wire::kStuffedNothing:
        ++m_stats.droppedEscapes;
        return;
    case wire::kStart:
        // A frame start before this frame's end: this frame is lost, the new one is not.
        m_rawSize -= 2;
        ++m_stats.cutFrames;
        dropFrame();
        startFrame();
        return;
    case wire::kEnd:
        finishFrame(onFrame);
        return;
    default:
        // An unstuffed sender's literal 0x1B; the byte after it is ordinary frame content.
        ++m_stats.rawEscapes;
        append(wire::kEscape);
        if (m_state == State::InFrame)
            inFrame(byte);
        return;
    }
}

void FrameFinder::append(std::uint8_t byte)
{
    if (m_bodySize == m_body.size()) {
        // Longer than any frame can be: its end was lost. Wait for the next frame start.
        ++m_stats.cutFrames;
        dropFrame();
        return;
    }
    m_body[m_bodySize++] = byte;
}

void FrameFinder::startFrame()
{
    m_bodySize = 0;
    m_rawSize = 2;
    m_state = State::InFrame;
}

void FrameFinder::finishFrame(const FrameHandler &onFrame)
{
    constexpr std::size_t kLengthAt = 3;
    const bool whole = m_bodySize >= wire::kHeaderSize + 1
                       && m_bodySize == wire::kHeaderSize + m_body[kLengthAt] + 1;
    if (!whole) {
        ++m_stats.lengthErrors;
        dropFrame();
        return;
    }
    if (wire::xorBytes(m_body.data(), m_bodySize) != 0) {
        ++m_stats.checksumErrors;
        dropFrame();
        return;
    }
    ++m_stats.goodFrames;
    m_stats.goodFrameBytes += m_rawSize;
    m_rawSize = 0;
    m_state = State::Hunting;
    const FrameView frame{m_body[0], m_body[1], m_body[2], m_body.data() + wire::kHeaderSize,
                          m_body[kLengthAt]};
    onFrame(frame);
}

void FrameFinder::dropFrame()
{
    ++m_stats.badFrames;
    m_stats.discardedBytes += m_rawSize;
    m_rawSize = 0;
    m_bodySize = 0;
    m_state = State::Hunting;
}

}  // namespace robodash::rflex
