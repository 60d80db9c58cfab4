#pragma once
// A register reply from the robot: `253, register, high byte, low byte, checksum`.

#include "Checksum.h"

#include <array>
#include <cstdint>
#include <optional>

namespace robodash::rover {

struct Reply {
    std::uint8_t registerNumber = 0;  // the param2 the host asked for
    std::uint16_t value = 0;          // raw, big-endian on the wire
    bool operator==(const Reply &other) const
    {
        return registerNumber == other.registerNumber && value == other.value;
    }
};

using ReplyBytes = std::array<std::uint8_t, kReplyLength>;

// What the robot (or the virtual one) sends for `reply`.
ReplyBytes encodeReply(const Reply &reply);
// The reply in `bytes` (kReplyLength of them), or nothing when the start byte or the
// checksum is wrong.
std::optional<Reply> parseReply(const std::uint8_t *bytes);

}  // namespace robodash::rover
