#pragma once
// Writes an MCAP file (mcap.dev/spec): header, chunked and zstd-compressed messages with a
// message index per channel after each chunk, the data section's CRC, then a summary
// (schemas, channels, statistics, chunk indexes, summary offsets) and the footer with the
// summary's CRC, so that a reader finds every chunk from the end of the file without
// scanning. Memory: one chunk (about `chunkSize` bytes) plus the index of the chunks.

#include "Crc32.h"
#include "McapChunkBuilder.h"
#include "McapFormat.h"

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace robodash::mcap {

class McapWriter {
public:
    struct Options {
        std::string profile = "ros2";  // the profile rosbag2 writes
        std::string library = "RoboDash";
        std::size_t chunkSize = 1024 * 1024;  // uncompressed bytes before a chunk is closed
        bool compress = true;                  // zstd; false writes chunks uncompressed
    };

    McapWriter() = default;
    explicit McapWriter(Options options) : m_options(std::move(options)) {}
    ~McapWriter();  // closes the file if close() was not called (no summary then)
    McapWriter(const McapWriter &) = delete;
    McapWriter &operator=(const McapWriter &) = delete;

    // False, and error() says why, when `path` cannot be created.
    bool open(const std::string &path);
    std::uint16_t addSchema(const std::string &name, const std::string &encoding,
                            const std::string &data);
    std::uint16_t addChannel(std::uint16_t schemaId, const std::string &topic,
                             const std::string &messageEncoding,
                             const std::map<std::string, std::string> &metadata = {});
    // Times in nanoseconds; the sequence number counts per channel from 1.
    bool write(std::uint16_t channelId, std::uint64_t logTime, std::uint64_t publishTime,
               const void *data, std::size_t size);
    // A file carried whole (outside the chunks), indexed in the summary.
    bool addAttachment(const std::string &name, const std::string &mediaType,
                       std::uint64_t logTime, const std::string &data);
    // Closes the chunk being filled, however small, and hands the file to the operating
    // system: a crash of this process after it loses nothing written so far (a reader scans
    // the complete chunks of a file without a summary; McapRecovery rewrites it whole).
    bool flush();
    // The last chunk, the summary and the footer; false when a write failed (disk full).
    bool close();

    const std::string &error() const { return m_error; }
    const Statistics &statistics() const { return m_statistics; }
    std::uint64_t bytesWritten() const { return m_offset; }

private:
    bool put(const void *data, std::size_t size);
    bool putRecord(std::uint8_t opcode, const std::string &content);
    bool flushChunk();
    std::string chunkContent(const std::string &stored, bool compressed) const;
    bool writeMessageIndexes(ChunkIndex &index);
    bool writeSummary();
    bool writeGroup(std::uint8_t opcode, const std::vector<std::string> &contents,
                    std::vector<std::pair<std::uint64_t, std::uint64_t>> &groups);
    void fail(const std::string &what);

    Options m_options;
    std::FILE *m_file = nullptr;
    std::string m_path;
    std::string m_error;
    std::uint64_t m_offset = 0;
    Crc32 m_dataCrc;       // everything from the opening magic up to the Data End record
    Crc32 *m_summaryCrc = nullptr;  // while the summary is written
    std::map<std::uint16_t, Schema> m_schemas;
    std::map<std::uint16_t, Channel> m_channels;
    std::map<std::uint16_t, std::uint32_t> m_sequences;
    std::vector<ChunkIndex> m_chunkIndexes;
    std::vector<AttachmentIndex> m_attachmentIndexes;
    McapChunkBuilder m_chunk;
    Statistics m_statistics;
};

}  // namespace robodash::mcap
