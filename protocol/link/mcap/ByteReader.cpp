#include "ByteReader.h"

namespace robodash::mcap {

std::uint64_t ByteReader::little(int bytes)
{
    if (m_failed || remaining() < std::size_t(bytes)) {
        m_failed = true;
        return 0;
    }
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= std::uint64_t(m_data[m_position + std::size_t(i)]) << (8 * i);
    m_position += std::size_t(bytes);
    return value;
}

const std::uint8_t *ByteReader::bytes(std::uint64_t size)
{
    if (m_failed || size > remaining()) {
        m_failed = true;
        return nullptr;
    }
    const std::uint8_t *start = m_data + m_position;
    m_position += std::size_t(size);
    return start;
}

std::string ByteReader::string()
{
    const std::uint32_t size = u32();
    const std::uint8_t *text = bytes(size);
    return text ? std::string(reinterpret_cast<const char *>(text), size) : std::string();
}

std::map<std::string, std::string> ByteReader::stringMap()
{
    std::map<std::string, std::string> map;
    const std::uint32_t size = u32();
    const std::uint8_t *entries = bytes(size);
    if (!entries)
        return map;
    ByteReader inner(entries, size);
    while (!inner.atEnd() && !inner.failed()) {
        std::string key = inner.string();
        map[key] = inner.string();
    }
    m_failed = inner.failed();
    return map;
}

std::map<std::uint16_t, std::uint64_t> ByteReader::idMap()
{
    std::map<std::uint16_t, std::uint64_t> map;
    const std::uint32_t size = u32();
    const std::uint8_t *entries = bytes(size);
    if (!entries)
        return map;
    ByteReader inner(entries, size);
    while (!inner.atEnd() && !inner.failed()) {
        const std::uint16_t key = inner.u16();
        map[key] = inner.u64();
    }
    m_failed = inner.failed();
    return map;
}

}  // namespace robodash::mcap
