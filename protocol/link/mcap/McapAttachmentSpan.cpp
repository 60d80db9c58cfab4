#include "McapAttachmentSpan.h"

#include "ByteReader.h"
#include "Crc32.h"

#include <algorithm>

namespace robodash::mcap {

namespace {

constexpr std::uint64_t kBlock = 1 << 20;
// log_time, create_time, then the name's and the media type's length fields, then data_len.
constexpr std::uint64_t kFixedFields = 8 + 8 + 4 + 4 + 8;

std::string whereIs(const AttachmentIndex &index)
{
    return "the attachment at byte " + std::to_string(index.offset);
}

}  // namespace

bool McapAttachmentSpan::find(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                              std::string *error)
{
    std::string head;
    return readFields(file, index, span, head, error);
}

bool McapAttachmentSpan::readFields(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                                    std::string &head, std::string *error)
{
    const std::string where = whereIs(index);
    const std::uint64_t fields = kFixedFields + index.name.size() + index.mediaType.size();
    if (!file.read(index.offset, format::kRecordPrefix + fields, head)) {
        *error = where + ": " + file.error();
        return false;
    }
    ByteReader in(reinterpret_cast<const std::uint8_t *>(head.data()), head.size());
    const std::uint8_t opcode = in.u8();
    const std::uint64_t length = in.u64();
    in.u64();  // log and create time: the index has them
    in.u64();
    const bool named = in.string() == index.name && in.string() == index.mediaType;
    const std::uint64_t size = in.u64();
    // The content is the fields, the data and a CRC of 4 bytes, exactly.
    if (opcode != format::kAttachment || in.failed() || !named || length < fields + 4
        || size != length - fields - 4) {
        *error = where + " is damaged";
        return false;
    }
    span.dataOffset = index.offset + format::kRecordPrefix + fields;
    span.dataSize = size;
    return true;
}

bool McapAttachmentSpan::locate(McapFileInput &file, const AttachmentIndex &index, McapAttachmentSpan &span,
                                std::string *error)
{
    std::string head;
    if (!readFields(file, index, span, head, error))
        return false;
    const std::string where = whereIs(index);
    const std::uint64_t fields = span.dataOffset - index.offset - format::kRecordPrefix;
    const std::uint64_t size = span.dataSize;
    std::string stored;
    if (!file.read(span.dataOffset + size, 4, stored)) {
        *error = where + ": " + file.error();
        return false;
    }
    ByteReader crcField(reinterpret_cast<const std::uint8_t *>(stored.data()), stored.size());
    const std::uint32_t expected = crcField.u32();
    if (expected == 0)
        return true;  // the writer did not compute one (the format allows it)
    Crc32 crc;
    crc.update(head.data() + format::kRecordPrefix, std::size_t(fields));
    std::string block;
    for (std::uint64_t done = 0; done < size; done += kBlock) {
        if (!file.read(span.dataOffset + done, std::min(kBlock, size - done), block)) {
            *error = where + ": " + file.error();
            return false;
        }
        crc.update(block.data(), block.size());
    }
    if (crc.value() != expected) {
        *error = where + " fails its CRC";
        return false;
    }
    return true;
}

}  // namespace robodash::mcap
