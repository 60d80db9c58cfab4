#include "FrameFinder.h"

#include "ByteOrder.h"

#include <algorithm>
#include <cstring>

namespace robodash::kobuki {

namespace {
constexpr std::uint8_t kHeader0 = 0xAA;
constexpr std::uint8_t kHeader1 = 0x55;
constexpr std::size_t kOverhead = 4;  // two header bytes, LEN, CS

// Every whole good frame XORs to AA^55 = FF, so a false header whose length covers two whole
// frames plus a few bytes XORing to zero passes the checksum. A real payload's id/length walk
// ends exactly at its end; the swallowed frames' walk rarely does. It can, though: a frame of
// 87 bytes (payload 83, the typical one with three gyro samples) reads as sub-payload id AA,
// length 55. No Kobuki id is 0xAA, so a sub-payload that starts with the header is refused too.
bool subPayloadsEndExactly(const std::uint8_t *payload, std::size_t length)
{
    std::size_t i = 0;
    while (i + 2 <= length) {
        if (payload[i] == kHeader0 && payload[i + 1] == kHeader1)
            return false;
        i += 2 + std::size_t{payload[i + 1]};
    }
    return i == length;
}
}  // namespace

void FrameFinder::feed(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame)
{
    if (!data || size == 0)
        return;
    m_stats.bytesIn += size;
    std::size_t position = 0;
    while (m_fill > 0 && position < size) {
        std::size_t consumed = 0;
        const Pending outcome = continuePending(data + position, size - position, consumed,
                                                onFrame);
        position += consumed;
        if (outcome == Pending::Failed)
            rescanPending(onFrame);
    }
    if (position < size)
        scanContiguous(data + position, size - position, onFrame);
}

void FrameFinder::reset()
{
    m_fill = 0;
    m_stats = {};
}

void FrameFinder::scanContiguous(const std::uint8_t *data, std::size_t size,
                                 const FrameHandler &onFrame)
{
    std::size_t i = 0;
    while (i < size) {
        // In a clean stream the next frame starts right here: no search needed.
        if (data[i] != kHeader0) {
            const void *found = std::memchr(data + i, kHeader0, size - i);
            if (!found) {
                m_stats.discardedBytes += size - i;
                return;
            }
            const auto start =
                static_cast<std::size_t>(static_cast<const std::uint8_t *>(found) - data);
            m_stats.discardedBytes += start - i;
            i = start;
        }
        const std::size_t remaining = size - i;
        if (remaining >= 2 && data[i + 1] != kHeader1) {
            ++m_stats.discardedBytes;
            ++i;
            continue;
        }
        if (remaining >= 3 && data[i + 2] < kMinPayload) {
            ++m_stats.discardedBytes;
            ++i;
            continue;
        }
        if (remaining < 3 || remaining < data[i + 2] + kOverhead) {
            // The chunk ends inside this frame: the only copy the finder ever makes.
            std::memcpy(m_buffer.data(), data + i, remaining);
            m_fill = remaining;
            return;
        }
        const std::size_t length = data[i + 2];
        if (wire::xorBytes(data + i + 2, length + 2) != 0
            || !acceptStructure(data + i + 3, length)) {
            ++m_stats.checksumErrors;
            ++m_stats.discardedBytes;
            ++i;
            continue;
        }
        ++m_stats.goodFrames;
        onFrame(data + i + 3, length);
        i += length + kOverhead;
    }
}

FrameFinder::Pending FrameFinder::continuePending(const std::uint8_t *data, std::size_t size,
                                                  std::size_t &consumed,
                                                  const FrameHandler &onFrame)
{
    consumed = 0;
    while (m_fill < 3 && consumed < size)
        m_buffer[m_fill++] = data[consumed++];
    if (m_fill >= 2 && m_buffer[1] != kHeader1)
        return Pending::Failed;
    if (m_fill < 3)
        return Pending::NeedMore;
    const std::size_t length = m_buffer[2];
    if (length < kMinPayload)
        return Pending::Failed;
    const std::size_t total = length + kOverhead;
    const std::size_t take = std::min(total - m_fill, size - consumed);
    std::memcpy(m_buffer.data() + m_fill, data + consumed, take);
    m_fill += take;
    consumed += take;
    if (m_fill < total)
        return Pending::NeedMore;
    if (wire::xorBytes(m_buffer.data() + 2, length + 2) != 0
        || !acceptStructure(m_buffer.data() + 3, length)) {
        ++m_stats.checksumErrors;
        return Pending::Failed;
    }
    m_fill = 0;
    ++m_stats.goodFrames;
    onFrame(m_buffer.data() + 3, length);
    return Pending::Done;
}

bool FrameFinder::acceptStructure(const std::uint8_t *payload, std::size_t length)
{
    if (subPayloadsEndExactly(payload, length))
        return true;
    ++m_stats.structureErrors;
    return false;
}

void FrameFinder::rescanPending(const FrameHandler &onFrame)
{
    // The buffer is about to be refilled by the scan, so work from a copy.
    std::array<std::uint8_t, kMaxFrame> tail;
    const std::size_t tailSize = m_fill - 1;
    std::memcpy(tail.data(), m_buffer.data() + 1, tailSize);
    m_fill = 0;
    ++m_stats.discardedBytes;
    scanContiguous(tail.data(), tailSize, onFrame);
}

}  // namespace robodash::kobuki
