#include "link/SessionLogFormat.h"

#include <array>

namespace robodash::link::logformat {
namespace {

constexpr quint32 kPolynomial = 0xEDB88320u;  // reflected 0x04C11DB7

constexpr std::array<quint32, 256> makeTable()
{
    std::array<quint32, 256> table{};
    for (quint32 n = 0; n < 256; ++n) {
        quint32 c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1u) ? (kPolynomial ^ (c >> 1)) : (c >> 1);
        table[n] = c;
    }
    return table;
}

constexpr std::array<quint32, 256> kTable = makeTable();

}  // namespace

quint32 crc32(const char *data, std::size_t size, quint32 crc)
{
    crc = ~crc;
    for (std::size_t i = 0; i < size; ++i)
        crc = kTable[(crc ^ static_cast<quint8>(data[i])) & 0xFFu] ^ (crc >> 8);
    return ~crc;
}

}  // namespace robodash::link::logformat
