#pragma once
// Reads MCAP's little-endian fields from a byte range, never past its end: every field of a
// damaged or hostile file is checked against what is left, and the first shortfall sets
// failed() instead of reading out of bounds. Callers check failed() once per record.

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

namespace robodash::mcap {

class ByteReader {
public:
    ByteReader(const std::uint8_t *data, std::size_t size) : m_data(data), m_size(size) {}

    std::uint8_t u8() { return std::uint8_t(little(1)); }
    std::uint16_t u16() { return std::uint16_t(little(2)); }
    std::uint32_t u32() { return std::uint32_t(little(4)); }
    std::uint64_t u64() { return little(8); }
    std::string string();
    std::map<std::string, std::string> stringMap();
    std::map<std::uint16_t, std::uint64_t> idMap();
    // `size` bytes in place (nullptr, and failed(), when fewer are left).
    const std::uint8_t *bytes(std::uint64_t size);

    bool failed() const { return m_failed; }
    std::size_t position() const { return m_position; }
    std::size_t remaining() const { return m_size - m_position; }
    bool atEnd() const { return m_position == m_size; }

private:
    std::uint64_t little(int bytes);

    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_position = 0;
    bool m_failed = false;
};

}  // namespace robodash::mcap
