#pragma once
// The content of one MCAP record into its plain struct (McapFormat.h). Each returns false
// when the content is shorter than its fields say: a damaged record is refused whole,
// never half read.

#include "McapFormat.h"

#include <cstddef>
#include <cstdint>

namespace robodash::mcap {

class McapRecordParser {
public:
    static bool schema(const std::uint8_t *data, std::size_t size, Schema &out);
    static bool channel(const std::uint8_t *data, std::size_t size, Channel &out);
    static bool message(const std::uint8_t *data, std::size_t size, MessageView &out);
    static bool chunkIndex(const std::uint8_t *data, std::size_t size, ChunkIndex &out);
    static bool attachmentIndex(const std::uint8_t *data, std::size_t size, AttachmentIndex &out);
    static bool statistics(const std::uint8_t *data, std::size_t size, Statistics &out);
    static bool messageIndex(const std::uint8_t *data, std::size_t size, std::uint16_t &channelId,
                             std::vector<MessageIndexEntry> &out);
};

}  // namespace robodash::mcap
