#pragma once
// Little-endian ("LSB first", as the protocol says) reads and writes of the wire's integer
// types. Byte by byte so that alignment and host byte order never matter.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace robodash::kobuki::wire {

inline std::uint16_t readU16(const std::uint8_t *p)
{
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

inline std::int16_t readI16(const std::uint8_t *p)
{
    return static_cast<std::int16_t>(readU16(p));
}

inline std::uint32_t readU32(const std::uint8_t *p)
{
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8)
           | (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}

inline void putU8(std::vector<std::uint8_t> &out, std::uint8_t value)
{
    out.push_back(value);
}

inline void putU16(std::vector<std::uint8_t> &out, std::uint16_t value)
{
    out.push_back(static_cast<std::uint8_t>(value & 0xFF));
    out.push_back(static_cast<std::uint8_t>(value >> 8));
}

inline void putI16(std::vector<std::uint8_t> &out, std::int16_t value)
{
    putU16(out, static_cast<std::uint16_t>(value));
}

inline void putU32(std::vector<std::uint8_t> &out, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(static_cast<std::uint8_t>((value >> shift) & 0xFF));
}

// XOR of `size` bytes. Eight at a time because it runs over every byte of every frame and
// the frame finder's budget is a small multiple of exactly this loop.
std::uint8_t xorBytes(const std::uint8_t *data, std::size_t size);

// AA 55 LEN payload CS around a payload of at most 255 bytes; longer is a programming error
// and throws std::length_error.
std::vector<std::uint8_t> wrapFrame(const std::vector<std::uint8_t> &payload);

}  // namespace robodash::kobuki::wire
