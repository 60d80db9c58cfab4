#include "Crc32.h"

#include <array>
#include <cstring>

namespace robodash::mcap {

namespace {

constexpr std::uint32_t kPolynomial = 0xEDB88320u;  // reflected 0x04C11DB7

// Slicing by 8 (Intel's): table k gives the CRC of a byte followed by k zero bytes, so eight
// bytes are folded in with eight independent lookups instead of eight dependent ones. About
// five times the byte-at-a-time loop, which matters because opening a replay checks every
// record of the log (a GB of log took seconds at one byte per lookup).
using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

constexpr Tables makeTables()
{
    Tables tables{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int bit = 0; bit < 8; ++bit)
            c = (c & 1u) ? kPolynomial ^ (c >> 1) : c >> 1;
        tables[0][n] = c;
    }
    for (std::size_t k = 1; k < tables.size(); ++k) {
        for (std::size_t n = 0; n < 256; ++n)
            tables[k][n] = (tables[k - 1][n] >> 8) ^ tables[0][tables[k - 1][n] & 0xFFu];
    }
    return tables;
}

constexpr Tables kTables = makeTables();

std::uint32_t littleEndian32(const std::uint8_t *bytes)
{
    return std::uint32_t(bytes[0]) | std::uint32_t(bytes[1]) << 8 | std::uint32_t(bytes[2]) << 16
           | std::uint32_t(bytes[3]) << 24;
}

}  // namespace

void Crc32::update(const void *data, std::size_t size)
{
    const auto *bytes = static_cast<const std::uint8_t *>(data);
    std::uint32_t crc = m_state;
    const auto &t = kTables;
    for (; size >= 8; size -= 8, bytes += 8) {
        const std::uint32_t low = littleEndian32(bytes) ^ crc;
        const std::uint32_t high = littleEndian32(bytes + 4);
        crc = t[7][low & 0xFFu] ^ t[6][(low >> 8) & 0xFFu] ^ t[5][(low >> 16) & 0xFFu] ^ t[4][low >> 24]
              ^ t[3][high & 0xFFu] ^ t[2][(high >> 8) & 0xFFu] ^ t[1][(high >> 16) & 0xFFu] ^ t[0][high >> 24];
    }
    for (; size > 0; --size)
        crc = t[0][(crc ^ *bytes++) & 0xFFu] ^ (crc >> 8);
    m_state = crc;
}

std::uint32_t Crc32::of(const void *data, std::size_t size)
{
    Crc32 crc;
    crc.update(data, size);
    return crc.value();
}

}  // namespace robodash::mcap
