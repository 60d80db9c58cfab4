#pragma once
// Big-endian reads and writes of the rFLEX wire's integers, and its framing bytes
// (rflex-facts.md "Framing"). Byte by byte so that alignment and host order never matter.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace robodash::rflex::wire {

using Bytes = std::vector<std::uint8_t>;

constexpr std::uint8_t kEscape = 0x1B;
constexpr std::uint8_t kStart = 0x02;        // 1B 02 opens a frame
constexpr std::uint8_t kEnd = 0x03;          // 1B 03 closes it
constexpr std::uint8_t kStuffedEscape = 0x00;  // 1B 00 inside a frame: one data byte 1B
constexpr std::uint8_t kStuffedNothing = 0x01; // 1B 01 inside a frame: dropped

// port, id, opcode, length before the data; checksum after it.
constexpr std::size_t kHeaderSize = 4;
constexpr std::size_t kMaxData = 255;
constexpr std::size_t kMaxBody = kHeaderSize + kMaxData + 1;

inline std::uint16_t readU16(const std::uint8_t *p)
{
    return static_cast<std::uint16_t>((p[0] << 8) | p[1]);
}

inline std::uint32_t readU32(const std::uint8_t *p)
{
    return (static_cast<std::uint32_t>(p[0]) << 24) | (static_cast<std::uint32_t>(p[1]) << 16)
           | (static_cast<std::uint32_t>(p[2]) << 8) | static_cast<std::uint32_t>(p[3]);
}

inline std::int32_t readI32(const std::uint8_t *p)
{
    return static_cast<std::int32_t>(readU32(p));
}

inline void putU16(Bytes &out, std::uint16_t value)
{
    out.push_back(static_cast<std::uint8_t>(value >> 8));
    out.push_back(static_cast<std::uint8_t>(value & 0xFF));
}

inline void putU32(Bytes &out, std::uint32_t value)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>((value >> shift) & 0xFF));
}

inline void putI32(Bytes &out, std::int32_t value) { putU32(out, static_cast<std::uint32_t>(value)); }

inline std::uint8_t xorBytes(const std::uint8_t *data, std::size_t size)
{
    std::uint8_t result = 0;
    for (std::size_t i = 0; i < size; ++i)
        result ^= data[i];
    return result;
}

}  // namespace robodash::rflex::wire
