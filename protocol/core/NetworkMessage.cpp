#include "core/NetworkMessage.h"

namespace robodash::core {
namespace {

constexpr std::size_t kMaxName = 255;

void appendU32(std::vector<std::uint8_t> &out, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(static_cast<std::uint8_t>(value >> shift));
}

std::uint32_t readU32(const std::uint8_t *at)
{
    return std::uint32_t(at[0]) | std::uint32_t(at[1]) << 8 | std::uint32_t(at[2]) << 16
           | std::uint32_t(at[3]) << 24;
}

bool nameFits(const std::string &name)
{
    return !name.empty() && name.size() <= kMaxName;
}

}  // namespace

std::vector<std::uint8_t> envelopeOf(const NetworkMessage &message)
{
    if (!nameFits(message.topic) || !nameFits(message.type)
        || message.payload.size() > NetworkMessageFinder::kMaxPayload)
        return {};
    std::vector<std::uint8_t> out;
    out.reserve(8 + message.topic.size() + message.type.size() + message.payload.size());
    out.push_back(NetworkMessageFinder::kMagic0);
    out.push_back(NetworkMessageFinder::kMagic1);
    out.push_back(static_cast<std::uint8_t>(message.topic.size()));
    out.insert(out.end(), message.topic.begin(), message.topic.end());
    out.push_back(static_cast<std::uint8_t>(message.type.size()));
    out.insert(out.end(), message.type.begin(), message.type.end());
    appendU32(out, static_cast<std::uint32_t>(message.payload.size()));
    out.insert(out.end(), message.payload.begin(), message.payload.end());
    return out;
}

// Reads the envelope starting at m_buffer[at]: its message and whole size when it is all there.
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

void NetworkMessageScanner::feed(const std::uint8_t *data, std::size_t size,
                                 std::vector<std::size_t> &frameSizes)
{
    m_finder.feed(data, size, [&frameSizes](const NetworkMessage &, std::size_t envelopeSize) {
        frameSizes.push_back(envelopeSize);
    });
}

}  // namespace robodash::core
