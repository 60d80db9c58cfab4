#pragma once
// The Rover Pro's checksum and frame constants, shared by host packets and replies.

#include <cstddef>
#include <cstdint>

namespace robodash::rover {

constexpr std::uint8_t kStartByte = 253;
constexpr std::size_t kHostPacketLength = 7;  // start, left, right, flipper, param1, param2, cs
constexpr std::size_t kReplyLength = 5;       // start, register, high, low, cs
constexpr int kBaudRate = 57600;

// 255 - (sum of the bytes) % 255, over every byte between the start byte and the checksum.
// The result is 1..255 and never 0, so a 0 in the checksum position marks a bad frame.
std::uint8_t checksumOf(const std::uint8_t *body, std::size_t length);

// True when `frame` (start byte first, checksum last, `length` bytes in all) starts with the
// start byte and carries the checksum of its body.
bool hasValidChecksum(const std::uint8_t *frame, std::size_t length);

}  // namespace robodash::rover
