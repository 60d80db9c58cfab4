#pragma once
// Reads an MCAP file (mcap.dev/spec) chunk by chunk, never whole: open() reads the header
// and, from the end of the file, the footer and the summary (schemas, channels, statistics,
// chunk indexes), checking the summary's CRC; readMessages() then reads only the chunks
// whose time range it needs, each checked against its uncompressed CRC. A file without a
// summary (cut short by a crash, or written without one) is read by scanning its records
// from the start; the scan stops at the first damage with a sentence saying where, after
// delivering every complete chunk before it.
//
// Memory is bounded by the largest chunk (compressed plus uncompressed, refused above
// Limits::maxChunkBytes) and the summary (refused above Limits::maxSummaryBytes), whatever
// the file's size.

#include "McapFileInput.h"
#include "McapFormat.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace robodash::mcap {

class McapReader {
public:
    struct Limits {
        std::uint64_t maxChunkBytes = 256ull * 1024 * 1024;
        std::uint64_t maxSummaryBytes = 64ull * 1024 * 1024;
    };
    // Return false to stop reading.
    using Visitor = std::function<bool(const MessageView &)>;
    static constexpr std::uint64_t kEnd = std::numeric_limits<std::uint64_t>::max();

    McapReader() = default;
    explicit McapReader(Limits limits) : m_limits(limits) {}

    // False, and error() says why, when the file is not MCAP at all or its summary is
    // damaged. A file with no footer opens (hasSummary() false; note() says so).
    bool open(const std::string &path);
    // The same for a file's bytes already in memory (the fuzz target, tests).
    bool openBytes(std::string bytes);
    const std::string &error() const { return m_error; }
    // Why the file is read by scanning, or "".
    const std::string &note() const { return m_note; }

    const std::string &profile() const { return m_profile; }
    const std::string &library() const { return m_library; }
    bool hasSummary() const { return m_hasSummary; }
    // From the summary; filled as the scan meets them when there is none.
    const std::map<std::uint16_t, Schema> &schemas() const { return m_schemas; }
    const std::map<std::uint16_t, Channel> &channels() const { return m_channels; }
    const Statistics &statistics() const { return m_statistics; }
    const std::vector<ChunkIndex> &chunkIndexes() const { return m_chunkIndexes; }
    const std::vector<AttachmentIndex> &attachmentIndexes() const { return m_attachmentIndexes; }

    // Each message whose log time is in [start, end], in file order (time order for the
    // files RoboDash writes). False when the file is damaged (error() says where) or it
    // cannot be read; the messages before the damage have been visited.
    bool readMessages(const Visitor &visit, std::uint64_t start = 0, std::uint64_t end = kEnd);
    // The message indexes written after `chunk`: channel -> (log time, offset in the
    // chunk's uncompressed records).
    bool readMessageIndex(const ChunkIndex &chunk,
                          std::map<std::uint16_t, std::vector<MessageIndexEntry>> &out);
    // The attachment's data, checked against its CRC (up to Limits::maxChunkBytes).
    bool readAttachment(const AttachmentIndex &index, std::string &data);
    // The data section's CRC against the one in its Data End record, read in blocks.
    bool verifyDataCrc();

private:
    struct Range {
        std::uint64_t start, end;
    };
    bool fail(const std::string &sentence);
    bool openInput();
    bool readHeader();
    bool readFooter();
    bool readSummary(std::uint64_t summaryStart, std::uint64_t summaryOffsetStart,
                     std::uint64_t footerStart, std::uint32_t crc);
    bool parseSummaryRecord(std::uint8_t opcode, const std::uint8_t *data, std::size_t size);
    bool readIndexed(const Visitor &visit, Range range);
    bool scan(const Visitor &visit, Range range);
    // One record's opcode and content at `offset`; `content` empty for skipped opcodes.
    bool readRecord(std::uint64_t offset, std::uint8_t &opcode, std::uint64_t &length,
                    std::string &content, bool wantContent);
    bool readChunk(std::uint64_t offset, const std::string &content, const Visitor &visit,
                   Range range, bool &stopped);
    bool visitRecords(std::uint64_t offset, const std::string &records, const Visitor &visit,
                      Range range, bool &stopped);
    bool takeDefinition(std::uint8_t opcode, const std::uint8_t *data, std::size_t size);

    Limits m_limits;
    McapFileInput m_file;
    std::string m_error, m_note, m_profile, m_library;
    std::uint64_t m_dataStart = 0;  // the first record after the header
    std::uint64_t m_dataEnd = 0;    // the Data End record's offset, when known
    bool m_hasSummary = false;
    std::map<std::uint16_t, Schema> m_schemas;
    std::map<std::uint16_t, Channel> m_channels;
    Statistics m_statistics;
    std::vector<ChunkIndex> m_chunkIndexes;
    std::vector<AttachmentIndex> m_attachmentIndexes;
};

}  // namespace robodash::mcap
