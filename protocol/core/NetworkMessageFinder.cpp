#include "core/NetworkMessageFinder.h"

namespace robodash::core {
namespace {

std::uint32_t readU32(const std::uint8_t *at)
{
    return std::uint32_t(at[0]) | std::uint32_t(at[1]) << 8 | std::uint32_t(at[2]) << 16
           | std::uint32_t(at[3]) << 24;
}

}  // namespace

// Reads the envelope starting at m_buffer[at]: its message and whole size when it is all there.
std::optional<NetworkMessageFinder::Head> NetworkMessageFinder::headOf(const std::uint8_t *bytes,
                                                                      std::size_t size)
{
    if (size < 4 || bytes[0] != kMagic0 || bytes[1] != kMagic1 || bytes[2] == 0)
        return std::nullopt;
    const std::size_t typeAt = 3 + std::size_t(bytes[2]);
    if (size < typeAt + 1 || bytes[typeAt] == 0)
        return std::nullopt;
    const std::size_t lengthAt = typeAt + 1 + std::size_t(bytes[typeAt]);
    if (size < lengthAt + 4)
        return std::nullopt;
    Head head;
    head.topic.assign(reinterpret_cast<const char *>(bytes + 3), bytes[2]);
    head.type.assign(reinterpret_cast<const char *>(bytes + typeAt + 1), bytes[typeAt]);
    head.payloadLength = readU32(bytes + lengthAt);
    if (head.payloadLength > kMaxPayload)
        return std::nullopt;
    return head;
}

NetworkMessageFinder::Parse NetworkMessageFinder::parseAt(std::size_t at, NetworkMessage &message,
                                                          std::size_t &size) const
{
    const std::size_t available = m_buffer.size() - at;
    const std::uint8_t *p = m_buffer.data() + at;
    if (available < 3)
        return Parse::NeedMore;
    if (p[1] != kMagic1 || p[2] == 0)
        return Parse::Bad;
    const std::size_t topicLength = p[2];
    const std::size_t typeAt = 3 + topicLength;
    if (available < typeAt + 1)
        return Parse::NeedMore;
    const std::size_t typeLength = p[typeAt];
    if (typeLength == 0)
        return Parse::Bad;
    const std::size_t lengthAt = typeAt + 1 + typeLength;
    if (available < lengthAt + 4)
        return Parse::NeedMore;
    const std::uint32_t payloadLength = readU32(p + lengthAt);
    if (payloadLength > kMaxPayload)
        return Parse::Bad;
    size = lengthAt + 4 + payloadLength;
    if (available < size)
        return Parse::NeedMore;
    message.topic.assign(reinterpret_cast<const char *>(p + 3), topicLength);
    message.type.assign(reinterpret_cast<const char *>(p + typeAt + 1), typeLength);
    message.payload.assign(p + lengthAt + 4, p + size);
    return Parse::Whole;
}

void NetworkMessageFinder::feed(const std::uint8_t *data, std::size_t size, const Handler &handler)
{
    m_buffer.insert(m_buffer.end(), data, data + size);
    NetworkMessage message;
    while (m_start < m_buffer.size()) {
        if (m_buffer[m_start] != kMagic0) {
            ++m_start;
            ++m_discarded;
            continue;
        }
        std::size_t envelopeSize = 0;
        const Parse parse = parseAt(m_start, message, envelopeSize);
        if (parse == Parse::NeedMore)
            break;
        if (parse == Parse::Bad) {
            ++m_bad;
            ++m_start;
            ++m_discarded;
            continue;
        }
        m_start += envelopeSize;
        ++m_messages;
        handler(message, envelopeSize);
    }
    compact();
}

void NetworkMessageFinder::compact()
{
    if (m_start == 0)
        return;
    m_buffer.erase(m_buffer.begin(), m_buffer.begin() + static_cast<std::ptrdiff_t>(m_start));
    m_start = 0;
}

}  // namespace robodash::core
