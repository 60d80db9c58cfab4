#pragma once
// CRC-32 (IEEE 802.3, zlib's), the checksum the MCAP format uses for its data section, each
// chunk's records and the summary. Incremental, because the writer and the reader see the
// bytes a piece at a time and never hold a whole file. No Qt: the fuzz target builds it alone.

#include <cstddef>
#include <cstdint>

namespace robodash::mcap {

class Crc32 {
public:
    Crc32() = default;
    // Goes on from `previous`, the value() of the bytes before (zlib's crc32(previous, ...)).
    explicit Crc32(std::uint32_t previous) : m_state(~previous) {}

    void update(const void *data, std::size_t size);
    std::uint32_t value() const { return ~m_state; }

    static std::uint32_t of(const void *data, std::size_t size);

private:
    std::uint32_t m_state = 0xFFFFFFFFu;
};

}  // namespace robodash::mcap
