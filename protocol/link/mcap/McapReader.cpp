#include "McapReader.h"

#include "ByteReader.h"
#include "Crc32.h"
#include "McapChunkDecoder.h"
#include "McapRecordParser.h"

#include <algorithm>
#include <cstring>

namespace robodash::mcap {

namespace {

std::string at(std::uint64_t offset)
{
    return McapChunkDecoder::at(offset);
}

std::string hex(std::uint32_t value)
{
    return McapChunkDecoder::hex(value);
}

bool overlaps(const ChunkIndex &chunk, std::uint64_t start, std::uint64_t end)
{
    return chunk.messageEndTime >= start && chunk.messageStartTime <= end;
}

}  // namespace

bool McapReader::fail(const std::string &sentence)
{
    if (m_error.empty())
        m_error = sentence;
    return false;
}

bool McapReader::open(const std::string &path)
{
    return m_file.open(path, &m_error) && openInput();
}

bool McapReader::openBytes(std::string bytes)
{
    m_file.openMemory(std::move(bytes));
    return openInput();
}

bool McapReader::openInput()
{
    return readHeader() && readFooter();
}

bool McapReader::readRecord(std::uint64_t offset, std::uint8_t &opcode, std::uint64_t &length,
                            std::string &content, bool wantContent)
{
    std::string prefix;
    if (!m_file.read(offset, format::kRecordPrefix, prefix))
        return fail("the file is cut short at " + at(m_file.size()) + ": a record at "
                    + at(offset) + " has no room for its opcode and length");
    ByteReader in(reinterpret_cast<const std::uint8_t *>(prefix.data()), prefix.size());
    opcode = in.u8();
    length = in.u64();
    const std::uint64_t room = m_file.size() - offset - format::kRecordPrefix;
    if (length > room)
        return fail("the file is cut short at " + at(m_file.size()) + ": the record at "
                    + at(offset) + " (opcode " + std::to_string(opcode) + ") claims "
                    + std::to_string(length) + " bytes");
    content.clear();
    if (!wantContent)
        return true;
    if (length > m_limits.maxChunkBytes)
        return fail("the record at " + at(offset) + " has " + std::to_string(length)
                    + " bytes, more than the " + std::to_string(m_limits.maxChunkBytes)
                    + " this reader holds in memory at once");
    return m_file.read(offset + format::kRecordPrefix, length, content) || fail(m_file.error());
}

bool McapReader::readHeader()
{
    std::string magic;
    if (!m_file.read(0, format::kMagicSize, magic)
        || std::memcmp(magic.data(), format::kMagic, format::kMagicSize) != 0)
        return fail("not an MCAP file: it does not begin with MCAP's magic bytes");
    std::uint8_t opcode = 0;
    std::uint64_t length = 0;
    std::string content;
    if (!readRecord(format::kMagicSize, opcode, length, content, true))
        return false;
    ByteReader in(reinterpret_cast<const std::uint8_t *>(content.data()), content.size());
    m_profile = in.string();
    m_library = in.string();
    if (opcode != format::kHeader || in.failed())
        return fail("not an MCAP file: its first record is not a valid header");
    m_dataStart = format::kMagicSize + format::kRecordPrefix + length;
    return true;
}

bool McapReader::readFooter()
{
    std::string tail;
    const std::uint64_t size = m_file.size();
    const bool room = size >= m_dataStart + format::kTail;
    if (room)
        m_file.read(size - format::kTail, format::kTail, tail);
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(tail.data());
    if (!room || std::memcmp(bytes + format::kTail - format::kMagicSize, format::kMagic,
                             format::kMagicSize) != 0
        || bytes[0] != format::kFooter) {
        m_note = "the file ends without MCAP's footer (cut short?): its chunks are read one "
                 "by one from the start";
        return true;
    }
    ByteReader in(bytes + 1, format::kTail - 1);
    const std::uint64_t length = in.u64();
    const std::uint64_t summaryStart = in.u64();
    const std::uint64_t summaryOffsetStart = in.u64();
    const std::uint32_t crc = in.u32();
    const std::uint64_t footerStart = size - format::kTail;
    if (length != format::kFooterContent)
        return fail("the footer at " + at(footerStart) + " has a wrong length");
    if (summaryStart == 0) {
        m_note = "the file has no summary: its chunks are read one by one from the start";
        return true;
    }
    return readSummary(summaryStart, summaryOffsetStart, footerStart, crc);
}

bool McapReader::readSummary(std::uint64_t summaryStart, std::uint64_t summaryOffsetStart,
                             std::uint64_t footerStart, std::uint32_t crc)
{
    const std::uint64_t recordsEnd = summaryOffsetStart ? summaryOffsetStart : footerStart;
    if (summaryStart < m_dataStart || summaryStart > recordsEnd || recordsEnd > footerStart)
        return fail("the footer points the summary at " + at(summaryStart)
                    + ", outside the file's records");
    // The CRC covers the summary, the summary offsets and the footer up to its own field.
    const std::uint64_t covered = footerStart + 1 + 8 + 8 + 8 - summaryStart;
    if (covered > m_limits.maxSummaryBytes)
        return fail("the summary has " + std::to_string(covered) + " bytes, more than the "
                    + std::to_string(m_limits.maxSummaryBytes) + " this reader accepts");
    std::string summary;
    if (!m_file.read(summaryStart, covered, summary))
        return fail(m_file.error());
    const std::uint32_t computed = Crc32::of(summary.data(), summary.size());
    if (crc != 0 && computed != crc)
        return fail("the summary fails its CRC (" + hex(computed) + ", the footer says "
                    + hex(crc) + "): the end of the file is damaged");
    ByteReader in(reinterpret_cast<const std::uint8_t *>(summary.data()),
                  std::size_t(recordsEnd - summaryStart));
    while (!in.atEnd()) {
        const std::uint64_t offset = summaryStart + in.position();
        const std::uint8_t opcode = in.u8();
        const std::uint64_t length = in.u64();
        const std::uint8_t *content = in.bytes(length);
        if (in.failed() || !parseSummaryRecord(opcode, content, std::size_t(length)))
            return fail("the summary record at " + at(offset) + " is damaged");
    }
    std::sort(m_chunkIndexes.begin(), m_chunkIndexes.end(),
              [](const ChunkIndex &a, const ChunkIndex &b) {
                  return a.chunkStartOffset < b.chunkStartOffset;
              });
    m_dataEnd = summaryStart >= 13 ? summaryStart - 13 : 0;  // Data End: 9 + its u32 CRC
    m_hasSummary = true;
    return true;
}

bool McapReader::parseSummaryRecord(std::uint8_t opcode, const std::uint8_t *data,
                                    std::size_t size)
{
    switch (opcode) {
    case format::kSchema:
    case format::kChannel:
        return takeDefinition(opcode, data, size);
    case format::kStatistics:
        return McapRecordParser::statistics(data, size, m_statistics);
    case format::kChunkIndex: {
        ChunkIndex index;
        if (!McapRecordParser::chunkIndex(data, size, index))
            return false;
        m_chunkIndexes.push_back(std::move(index));
        return true;
    }
    case format::kAttachmentIndex: {
        AttachmentIndex index;
        if (!McapRecordParser::attachmentIndex(data, size, index))
            return false;
        m_attachmentIndexes.push_back(std::move(index));
        return true;
    }
    default:
        return true;  // metadata indexes, summary offsets: not used by RoboDash
    }
}

bool McapReader::takeDefinition(std::uint8_t opcode, const std::uint8_t *data, std::size_t size)
{
    if (opcode == format::kSchema) {
        Schema schema;
        if (!McapRecordParser::schema(data, size, schema))
            return false;
        m_schemas.emplace(schema.id, std::move(schema));
        return true;
    }
    Channel channel;
    if (!McapRecordParser::channel(data, size, channel))
        return false;
    m_channels.emplace(channel.id, std::move(channel));
    return true;
}

bool McapReader::readMessages(const Visitor &visit, std::uint64_t start, std::uint64_t end)
{
    if (!m_error.empty())
        return false;
    return m_hasSummary ? readIndexed(visit, {start, end}) : scan(visit, {start, end});
}

bool McapReader::readIndexed(const Visitor &visit, Range range)
{
    std::string content;
    for (const ChunkIndex &index : m_chunkIndexes) {
        if (!overlaps(index, range.start, range.end))
            continue;  // the index says so: the chunk is never read
        std::uint8_t opcode = 0;
        std::uint64_t length = 0;
        if (!readRecord(index.chunkStartOffset, opcode, length, content, true))
            return false;
        if (opcode != format::kChunk || format::kRecordPrefix + length != index.chunkLength)
            return fail("the summary points at a chunk at " + at(index.chunkStartOffset)
                        + ", but no chunk of that length is there");
        bool stopped = false;
        if (!readChunk(index.chunkStartOffset, content, visit, range, stopped))
            return false;
        if (stopped)
            return true;
    }
    return true;
}

bool McapReader::scan(const Visitor &visit, Range range)
{
    std::uint64_t offset = m_dataStart;
    std::string content;
    while (offset < m_file.size()) {
        std::uint8_t opcode = 0;
        std::uint64_t length = 0;
        std::string peek;
        if (!m_file.read(offset, 1, peek))
            return fail(m_file.error());
        const auto kind = std::uint8_t(peek[0]);
        const bool wanted = kind == format::kChunk || kind == format::kSchema
                            || kind == format::kChannel || kind == format::kMessage;
        if (!readRecord(offset, opcode, length, content, wanted))
            return false;
        if (opcode == format::kDataEnd || opcode == format::kFooter)
            return true;  // the data section is over
        const auto *data = reinterpret_cast<const std::uint8_t *>(content.data());
        bool stopped = false;
        if (opcode == format::kChunk) {
            if (!readChunk(offset, content, visit, range, stopped))
                return false;
        } else if (opcode == format::kSchema || opcode == format::kChannel) {
            if (!takeDefinition(opcode, data, content.size()))
                return fail("the record at " + at(offset) + " is damaged");
        } else if (opcode == format::kMessage) {
            MessageView message;
            if (!McapRecordParser::message(data, content.size(), message))
                return fail("the message at " + at(offset) + " is damaged");
            stopped = message.logTime >= range.start && message.logTime <= range.end
                      && !visit(message);
        }
        if (stopped)
            return true;
        offset += format::kRecordPrefix + length;
    }
    return fail("the file is cut short at " + at(m_file.size())
                + ": it ends without its Data End record");
}

bool McapReader::readChunk(std::uint64_t offset, const std::string &content,
                           const Visitor &visit, Range range, bool &stopped)
{
    std::string records, why;
    if (!McapChunkDecoder::decode(offset, content, m_limits.maxChunkBytes, records, why))
        return fail(why);
    return visitRecords(offset, records, visit, range, stopped);
}

bool McapReader::visitRecords(std::uint64_t offset, const std::string &records,
                              const Visitor &visit, Range range, bool &stopped)
{
    ByteReader in(reinterpret_cast<const std::uint8_t *>(records.data()), records.size());
    while (!in.atEnd()) {
        const std::uint8_t opcode = in.u8();
        const std::uint64_t length = in.u64();
        const std::uint8_t *data = in.bytes(length);
        if (in.failed())
            return fail("a record inside the chunk at " + at(offset) + " is cut short");
        if (opcode == format::kSchema || opcode == format::kChannel) {
            if (!takeDefinition(opcode, data, std::size_t(length)))
                return fail("a definition inside the chunk at " + at(offset) + " is damaged");
        } else if (opcode == format::kMessage) {
            MessageView message;
            if (!McapRecordParser::message(data, std::size_t(length), message))
                return fail("a message inside the chunk at " + at(offset) + " is damaged");
            if (message.logTime < range.start || message.logTime > range.end)
                continue;
            if (!visit(message)) {
                stopped = true;
                return true;
            }
        }
    }
    return true;
}

bool McapReader::readMessageIndex(const ChunkIndex &chunk,
                                  std::map<std::uint16_t, std::vector<MessageIndexEntry>> &out)
{
    std::string content;
    for (const auto &[channelId, offset] : chunk.messageIndexOffsets) {
        std::uint8_t opcode = 0;
        std::uint64_t length = 0;
        std::uint16_t id = 0;
        std::vector<MessageIndexEntry> entries;
        if (!readRecord(offset, opcode, length, content, true))
            return false;
        const auto *data = reinterpret_cast<const std::uint8_t *>(content.data());
        if (opcode != format::kMessageIndex
            || !McapRecordParser::messageIndex(data, content.size(), id, entries) || id != channelId)
            return fail("the message index at " + at(offset) + " is damaged");
        out[channelId] = std::move(entries);
    }
    return true;
}

bool McapReader::readAttachment(const AttachmentIndex &index, std::string &data)
{
    std::uint8_t opcode = 0;
    std::uint64_t length = 0;
    std::string content;
    if (!readRecord(index.offset, opcode, length, content, true))
        return false;
    ByteReader in(reinterpret_cast<const std::uint8_t *>(content.data()), content.size());
    in.u64();  // log and create time: the index has them
    in.u64();
    in.string();  // name and media type: likewise
    in.string();
    const std::uint64_t size = in.u64();
    const std::uint8_t *bytes = in.bytes(size);
    const std::size_t covered = in.position();
    const std::uint32_t crc = in.u32();
    if (opcode != format::kAttachment || in.failed())
        return fail("the attachment at " + at(index.offset) + " is damaged");
    const std::uint32_t computed = Crc32::of(content.data(), covered);
    if (crc != 0 && computed != crc)
        return fail("the attachment at " + at(index.offset) + " fails its CRC (" + hex(computed)
                    + ", the file says " + hex(crc) + ")");
    data.assign(reinterpret_cast<const char *>(bytes), std::size_t(size));
    return true;
}

bool McapReader::verifyDataCrc()
{
    std::uint8_t opcode = 0;
    std::uint64_t length = 0;
    std::string content;
    if (!m_hasSummary || !readRecord(m_dataEnd, opcode, length, content, true)
        || opcode != format::kDataEnd || content.size() < 4)
        return fail("the file has no Data End record where its summary says");
    ByteReader in(reinterpret_cast<const std::uint8_t *>(content.data()), content.size());
    const std::uint32_t stored = in.u32();
    Crc32 crc;
    std::string block;
    constexpr std::uint64_t kBlock = 1 << 20;
    for (std::uint64_t offset = 0; offset < m_dataEnd; offset += kBlock) {
        if (!m_file.read(offset, std::min(kBlock, m_dataEnd - offset), block))
            return fail(m_file.error());
        crc.update(block.data(), block.size());
    }
    if (stored != 0 && crc.value() != stored)
        return fail("the data section fails its CRC (" + hex(crc.value()) + ", the file says "
                    + hex(stored) + ")");
    return true;
}

}  // namespace robodash::mcap
