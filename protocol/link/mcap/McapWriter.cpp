#include "McapWriter.h"

#include "ZstdCodec.h"

#include <cerrno>
#include <cstring>

namespace robodash::mcap {

namespace {

std::string statisticsContent(const Statistics &s)
{
    ByteWriter content;
    content.u64(s.messageCount);
    content.u16(s.schemaCount);
    content.u32(s.channelCount);
    content.u32(s.attachmentCount);
    content.u32(s.metadataCount);
    content.u32(s.chunkCount);
    content.u64(s.messageStartTime);
    content.u64(s.messageEndTime);
    ByteWriter counts;
    for (const auto &[channelId, count] : s.channelMessageCounts) {
        counts.u16(channelId);
        counts.u64(count);
    }
    content.string(counts.bytes());
    return content.bytes();
}

std::string chunkIndexContent(const ChunkIndex &index)
{
    ByteWriter content;
    content.u64(index.messageStartTime);
    content.u64(index.messageEndTime);
    content.u64(index.chunkStartOffset);
    content.u64(index.chunkLength);
    ByteWriter offsets;
    for (const auto &[channelId, offset] : index.messageIndexOffsets) {
        offsets.u16(channelId);
        offsets.u64(offset);
    }
    content.string(offsets.bytes());
    content.u64(index.messageIndexLength);
    content.string(index.compression);
    content.u64(index.compressedSize);
    content.u64(index.uncompressedSize);
    return content.bytes();
}

std::string attachmentIndexContent(const AttachmentIndex &index)
{
    ByteWriter content;
    content.u64(index.offset);
    content.u64(index.length);
    content.u64(index.logTime);
    content.u64(index.createTime);
    content.u64(index.dataSize);
    content.string(index.name);
    content.string(index.mediaType);
    return content.bytes();
}

}  // namespace

McapWriter::~McapWriter()
{
    if (m_file)
        std::fclose(m_file);
}

void McapWriter::fail(const std::string &what)
{
    if (m_error.empty())
        m_error = what + " " + m_path + ": " + std::strerror(errno);
}

bool McapWriter::put(const void *data, std::size_t size)
{
    if (!m_file || !m_error.empty())
        return false;
    if (std::fwrite(data, 1, size, m_file) != size) {
        fail("cannot write");
        return false;
    }
    m_offset += size;
    if (m_summaryCrc)
        m_summaryCrc->update(data, size);
    else
        m_dataCrc.update(data, size);
    return true;
}

bool McapWriter::putRecord(std::uint8_t opcode, const std::string &content)
{
    ByteWriter record;
    record.record(opcode, content);
    return put(record.bytes().data(), record.size());
}

bool McapWriter::open(const std::string &path)
{
    m_path = path;
    errno = 0;
    m_file = std::fopen(path.c_str(), "wb");
    if (!m_file) {
        fail("cannot create");
        return false;
    }
    ByteWriter header;
    header.string(m_options.profile);
    header.string(m_options.library);
    return put(format::kMagic, format::kMagicSize) && putRecord(format::kHeader, header.bytes());
}

std::uint16_t McapWriter::addSchema(const std::string &name, const std::string &encoding,
                                    const std::string &data)
{
    // Schema id 0 means "no schema" in a channel record: ids start at 1.
    const auto id = std::uint16_t(m_schemas.size() + 1);
    m_schemas[id] = Schema{id, name, encoding, data};
    ++m_statistics.schemaCount;
    return id;
}

std::uint16_t McapWriter::addChannel(std::uint16_t schemaId, const std::string &topic,
                                     const std::string &messageEncoding,
                                     const std::map<std::string, std::string> &metadata)
{
    const auto id = std::uint16_t(m_channels.size());
    m_channels[id] = Channel{id, schemaId, topic, messageEncoding, metadata};
    ++m_statistics.channelCount;
    // Into the chunk being filled too: a channel that has no message yet is still defined
    // in the data section, so a file that lost its summary still lists it.
    const auto schema = m_schemas.find(schemaId);
    m_chunk.addChannel(schema == m_schemas.end() ? nullptr : &schema->second, m_channels[id]);
    return id;
}

bool McapWriter::write(std::uint16_t channelId, std::uint64_t logTime, std::uint64_t publishTime,
                       const void *data, std::size_t size)
{
    const auto channel = m_channels.find(channelId);
    if (channel == m_channels.end() || !m_file)
        return false;
    const auto schema = m_schemas.find(channel->second.schemaId);
    m_chunk.addChannel(schema == m_schemas.end() ? nullptr : &schema->second, channel->second);
    MessageView message{channelId, ++m_sequences[channelId], logTime, publishTime,
                        static_cast<const std::uint8_t *>(data), size};
    m_chunk.addMessage(message);
    Statistics &s = m_statistics;
    s.messageStartTime = s.messageCount == 0 ? logTime : std::min(s.messageStartTime, logTime);
    s.messageEndTime = s.messageCount == 0 ? logTime : std::max(s.messageEndTime, logTime);
    ++s.messageCount;
    ++s.channelMessageCounts[channelId];
    return m_chunk.size() < m_options.chunkSize || flushChunk();
}

std::string McapWriter::chunkContent(const std::string &stored, bool compressed) const
{
    const std::string &records = m_chunk.records();
    ByteWriter content;
    content.u64(m_chunk.startTime());
    content.u64(m_chunk.endTime());
    content.u64(records.size());
    content.u32(Crc32::of(records.data(), records.size()));
    content.string(compressed ? ZstdCodec::kName : "");
    content.u64(stored.size());  // records: a u64 length here, not a u32
    content.raw(stored.data(), stored.size());
    return content.bytes();
}

bool McapWriter::flushChunk()
{
    if (m_chunk.empty())
        return true;
    std::string stored = m_options.compress ? ZstdCodec::compress(m_chunk.records()) : std::string();
    const bool compressed = m_options.compress && !stored.empty();
    if (!compressed)
        stored = m_chunk.records();
    ChunkIndex index;
    index.messageStartTime = m_chunk.startTime();
    index.messageEndTime = m_chunk.endTime();
    index.chunkStartOffset = m_offset;
    index.compression = compressed ? ZstdCodec::kName : "";
    index.compressedSize = stored.size();
    index.uncompressedSize = m_chunk.records().size();
    if (!putRecord(format::kChunk, chunkContent(stored, compressed)))
        return false;
    index.chunkLength = m_offset - index.chunkStartOffset;
    if (!writeMessageIndexes(index))
        return false;
    m_chunkIndexes.push_back(std::move(index));
    ++m_statistics.chunkCount;
    m_chunk.clear();
    return true;
}

bool McapWriter::writeMessageIndexes(ChunkIndex &index)
{
    const std::uint64_t start = m_offset;
    for (const auto &[channelId, entries] : m_chunk.indexes()) {
        ByteWriter pairs;
        for (const MessageIndexEntry &entry : entries) {
            pairs.u64(entry.logTime);
            pairs.u64(entry.offset);
        }
        ByteWriter content;
        content.u16(channelId);
        content.string(pairs.bytes());  // an array: its byte length (u32), then the entries
        index.messageIndexOffsets[channelId] = m_offset;
        if (!putRecord(format::kMessageIndex, content.bytes()))
            return false;
    }
    index.messageIndexLength = m_offset - start;
    return true;
}

bool McapWriter::addAttachment(const std::string &name, const std::string &mediaType,
                               std::uint64_t logTime, const std::string &data)
{
    ByteWriter content;
    content.u64(logTime);
    content.u64(logTime);  // create time: the export knows no other
    content.string(name);
    content.string(mediaType);
    content.u64(data.size());  // data: a u64 length here
    content.raw(data.data(), data.size());
    content.u32(Crc32::of(content.bytes().data(), content.size()));
    AttachmentIndex index{m_offset, 0, logTime, logTime, data.size(), name, mediaType};
    if (!putRecord(format::kAttachment, content.bytes()))
        return false;
    index.length = m_offset - index.offset;
    m_attachmentIndexes.push_back(std::move(index));
    ++m_statistics.attachmentCount;
    return true;
}

bool McapWriter::flush()
{
    if (!m_file || !flushChunk())
        return false;
    if (std::fflush(m_file) != 0) {
        fail("cannot write");
        return false;
    }
    return true;
}

bool McapWriter::close()
{
    if (!m_file)
        return false;
    bool ok = flushChunk();
    ByteWriter dataEnd;
    dataEnd.u32(m_dataCrc.value());
    ok = ok && putRecord(format::kDataEnd, dataEnd.bytes()) && writeSummary();
    if (std::fclose(m_file) != 0 && ok) {
        fail("cannot finish");
        ok = false;
    }
    m_file = nullptr;
    return ok && m_error.empty();
}

bool McapWriter::writeGroup(std::uint8_t opcode, const std::vector<std::string> &contents,
                            std::vector<std::pair<std::uint64_t, std::uint64_t>> &groups)
{
    const std::uint64_t start = m_offset;
    for (const std::string &content : contents)
        if (!putRecord(opcode, content))
            return false;
    groups.push_back({start, m_offset - start});
    return true;
}

bool McapWriter::writeSummary()
{
    Crc32 summaryCrc;  // from the summary's first byte through the footer's offsets
    m_summaryCrc = &summaryCrc;
    const std::uint64_t summaryStart = m_offset;
    std::vector<std::string> schemas, channels, chunks;
    for (const auto &entry : m_schemas)
        schemas.push_back(McapChunkBuilder::schemaContent(entry.second));
    for (const auto &entry : m_channels)
        channels.push_back(McapChunkBuilder::channelContent(entry.second));
    for (const ChunkIndex &index : m_chunkIndexes)
        chunks.push_back(chunkIndexContent(index));
    std::vector<std::string> attachments;
    for (const AttachmentIndex &index : m_attachmentIndexes)
        attachments.push_back(attachmentIndexContent(index));
    const std::uint8_t opcodes[] = {format::kSchema, format::kChannel, format::kStatistics,
                                    format::kChunkIndex, format::kAttachmentIndex};
    std::vector<std::pair<std::uint64_t, std::uint64_t>> groups;
    bool ok = writeGroup(format::kSchema, schemas, groups)
              && writeGroup(format::kChannel, channels, groups)
              && writeGroup(format::kStatistics, {statisticsContent(m_statistics)}, groups)
              && writeGroup(format::kChunkIndex, chunks, groups)
              && writeGroup(format::kAttachmentIndex, attachments, groups);
    const std::uint64_t summaryOffsetStart = m_offset;
    for (std::size_t i = 0; ok && i < groups.size(); ++i) {
        if (groups[i].second == 0)
            continue;  // an empty group gets no offset record
        ByteWriter offset;
        offset.u8(opcodes[i]);
        offset.u64(groups[i].first);
        offset.u64(groups[i].second);
        ok = putRecord(format::kSummaryOffset, offset.bytes());
    }
    ByteWriter footer;
    footer.u8(format::kFooter);
    footer.u64(format::kFooterContent);
    footer.u64(summaryStart);
    footer.u64(summaryOffsetStart);
    ok = ok && put(footer.bytes().data(), footer.size());
    m_summaryCrc = nullptr;
    ByteWriter tail;
    tail.u32(summaryCrc.value());
    tail.raw(format::kMagic, format::kMagicSize);
    return ok && put(tail.bytes().data(), tail.size());
}

}  // namespace robodash::mcap
