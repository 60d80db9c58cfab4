#pragma once
// The numbers of the MCAP format (mcap.dev/spec, major version 0) that the writer and the
// reader share, so the two cannot drift apart, and the plain records both exchange with
// their callers. Little-endian throughout; a string is a u32 length then bytes; a map is a
// u32 byte length then its entries.

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace robodash::mcap {

namespace format {

constexpr std::uint8_t kMagic[8] = {0x89, 'M', 'C', 'A', 'P', '0', '\r', '\n'};
constexpr std::size_t kMagicSize = sizeof(kMagic);

// As @mcap/core's constants have them (checked by tests/data/mcap/check-mcap.mjs).
enum Opcode : std::uint8_t {
    kHeader = 0x01,
    kFooter = 0x02,
    kSchema = 0x03,
    kChannel = 0x04,
    kMessage = 0x05,
    kChunk = 0x06,
    kMessageIndex = 0x07,
    kChunkIndex = 0x08,
    kAttachment = 0x09,
    kAttachmentIndex = 0x0A,
    kStatistics = 0x0B,
    kMetadata = 0x0C,
    kMetadataIndex = 0x0D,
    kSummaryOffset = 0x0E,
    kDataEnd = 0x0F,
};

// opcode (1) + content length (8) before every record's content.
constexpr std::size_t kRecordPrefix = 9;
// The footer's content: summary_start, summary_offset_start, summary_crc.
constexpr std::size_t kFooterContent = 8 + 8 + 4;
// The footer record and the closing magic: the last bytes of every complete file.
constexpr std::size_t kTail = kRecordPrefix + kFooterContent + kMagicSize;

}  // namespace format

struct Schema {
    std::uint16_t id = 0;
    std::string name;      // "sensor_msgs/msg/Imu"
    std::string encoding;  // "ros2msg"
    std::string data;      // the definition's text
};

struct Channel {
    std::uint16_t id = 0;
    std::uint16_t schemaId = 0;
    std::string topic;
    std::string messageEncoding;  // "cdr"
    std::map<std::string, std::string> metadata;
};

// A message as the reader hands it out: `data` is valid only during the visit.
struct MessageView {
    std::uint16_t channelId = 0;
    std::uint32_t sequence = 0;
    std::uint64_t logTime = 0;      // nanoseconds
    std::uint64_t publishTime = 0;  // nanoseconds
    const std::uint8_t *data = nullptr;
    std::size_t size = 0;
};

struct ChunkIndex {
    std::uint64_t messageStartTime = 0;
    std::uint64_t messageEndTime = 0;
    std::uint64_t chunkStartOffset = 0;  // of the chunk record's opcode
    std::uint64_t chunkLength = 0;       // the whole record, prefix included
    std::map<std::uint16_t, std::uint64_t> messageIndexOffsets;
    std::uint64_t messageIndexLength = 0;
    std::string compression;
    std::uint64_t compressedSize = 0;
    std::uint64_t uncompressedSize = 0;
};

struct Statistics {
    std::uint64_t messageCount = 0;
    std::uint16_t schemaCount = 0;
    std::uint32_t channelCount = 0;
    std::uint32_t attachmentCount = 0;
    std::uint32_t metadataCount = 0;
    std::uint32_t chunkCount = 0;
    std::uint64_t messageStartTime = 0;
    std::uint64_t messageEndTime = 0;
    std::map<std::uint16_t, std::uint64_t> channelMessageCounts;
};

struct AttachmentIndex {
    std::uint64_t offset = 0;  // of the attachment record's opcode
    std::uint64_t length = 0;  // the whole record, prefix included
    std::uint64_t logTime = 0;
    std::uint64_t createTime = 0;
    std::uint64_t dataSize = 0;
    std::string name;
    std::string mediaType;
};

// One entry of a message index: a message's log time and its offset in the chunk's
// uncompressed records.
struct MessageIndexEntry {
    std::uint64_t logTime = 0;
    std::uint64_t offset = 0;
};

}  // namespace robodash::mcap
