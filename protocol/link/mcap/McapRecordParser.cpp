#include "McapRecordParser.h"

#include "ByteReader.h"

namespace robodash::mcap {

bool McapRecordParser::schema(const std::uint8_t *data, std::size_t size, Schema &out)
{
    ByteReader in(data, size);
    out.id = in.u16();
    out.name = in.string();
    out.encoding = in.string();
    out.data = in.string();
    return !in.failed();
}

bool McapRecordParser::channel(const std::uint8_t *data, std::size_t size, Channel &out)
{
    ByteReader in(data, size);
    out.id = in.u16();
    out.schemaId = in.u16();
    out.topic = in.string();
    out.messageEncoding = in.string();
    out.metadata = in.stringMap();
    return !in.failed();
}

bool McapRecordParser::message(const std::uint8_t *data, std::size_t size, MessageView &out)
{
    ByteReader in(data, size);
    out.channelId = in.u16();
    out.sequence = in.u32();
    out.logTime = in.u64();
    out.publishTime = in.u64();
    out.size = in.remaining();  // the rest of the record is the message
    out.data = in.bytes(out.size);
    return !in.failed();
}

bool McapRecordParser::chunkIndex(const std::uint8_t *data, std::size_t size, ChunkIndex &out)
{
    ByteReader in(data, size);
    out.messageStartTime = in.u64();
    out.messageEndTime = in.u64();
    out.chunkStartOffset = in.u64();
    out.chunkLength = in.u64();
    out.messageIndexOffsets = in.idMap();
    out.messageIndexLength = in.u64();
    out.compression = in.string();
    out.compressedSize = in.u64();
    out.uncompressedSize = in.u64();
    return !in.failed();
}

bool McapRecordParser::attachmentIndex(const std::uint8_t *data, std::size_t size,
                                       AttachmentIndex &out)
{
    ByteReader in(data, size);
    out.offset = in.u64();
    out.length = in.u64();
    out.logTime = in.u64();
    out.createTime = in.u64();
    out.dataSize = in.u64();
    out.name = in.string();
    out.mediaType = in.string();
    return !in.failed();
}

bool McapRecordParser::statistics(const std::uint8_t *data, std::size_t size, Statistics &out)
{
    ByteReader in(data, size);
    out.messageCount = in.u64();
    out.schemaCount = in.u16();
    out.channelCount = in.u32();
    out.attachmentCount = in.u32();
    out.metadataCount = in.u32();
    out.chunkCount = in.u32();
    out.messageStartTime = in.u64();
    out.messageEndTime = in.u64();
    out.channelMessageCounts = in.idMap();
    return !in.failed();
}

bool McapRecordParser::messageIndex(const std::uint8_t *data, std::size_t size,
                                    std::uint16_t &channelId, std::vector<MessageIndexEntry> &out)
{
    ByteReader in(data, size);
    channelId = in.u16();
    const std::uint32_t bytes = in.u32();
    const std::uint8_t *entries = in.bytes(bytes);
    if (in.failed() || bytes % 16 != 0)
        return false;
    ByteReader pairs(entries, bytes);
    while (!pairs.atEnd()) {
        MessageIndexEntry entry;
        entry.logTime = pairs.u64();
        entry.offset = pairs.u64();
        out.push_back(entry);
    }
    return true;
}

}  // namespace robodash::mcap
