#include "Reply.h"

namespace robodash::rover {

ReplyBytes encodeReply(const Reply &reply)
{
    ReplyBytes bytes{kStartByte, reply.registerNumber,
                     static_cast<std::uint8_t>(reply.value >> 8),
                     static_cast<std::uint8_t>(reply.value & 0xFF), 0};
    bytes[4] = checksumOf(bytes.data() + 1, 3);
    return bytes;
}

std::optional<Reply> parseReply(const std::uint8_t *bytes)
{
    if (!hasValidChecksum(bytes, kReplyLength))
        return std::nullopt;
    return Reply{bytes[1], static_cast<std::uint16_t>(bytes[2] << 8 | bytes[3])};
}

}  // namespace robodash::rover
