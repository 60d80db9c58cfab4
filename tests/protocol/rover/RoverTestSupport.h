#pragma once
// Shared by the Rover Pro suites: byte vectors of replies and streams.

#include "rover/Reply.h"

#include <cstdint>
#include <vector>

namespace robodash::rover::testing {

using Bytes = std::vector<std::uint8_t>;

inline void append(Bytes &to, const Bytes &from) { to.insert(to.end(), from.begin(), from.end()); }

inline Bytes replyBytes(std::uint8_t registerNumber, std::uint16_t value)
{
    const ReplyBytes bytes = encodeReply(Reply{registerNumber, value});
    return Bytes(bytes.begin(), bytes.end());
}

}  // namespace robodash::rover::testing
