#include "CdrSample.h"

#include <dds/ddsi/ddsi_cdrstream.h>
#include <dds/ddsrt/endian.h>

#include <algorithm>
#include <cstdint>

#include <vector>

namespace robodash::bridge {

namespace {

constexpr std::size_t kEncapsulationBytes = 4;
constexpr std::uint32_t kXcdr1 = 1;  // ROS 2's types are plain CDR
// The representation identifiers of plain CDR (big- and little-endian).
constexpr std::uint8_t kCdrBigEndian = 0x00;
constexpr std::uint8_t kCdrLittleEndian = 0x01;

constexpr bool hostIsLittleEndian()
{
    return DDSRT_ENDIAN == DDSRT_LITTLE_ENDIAN;
}

}  // namespace

bool CdrBytes::read(const dds_topic_descriptor_t *type, const std::uint8_t *data, std::size_t size,
                    void *sample, std::string *error)
{
    if (size < kEncapsulationBytes || data[0] != 0x00
        || (data[1] != kCdrBigEndian && data[1] != kCdrLittleEndian)) {
        *error = "not a plain CDR message (its encapsulation header is not CDR_LE or CDR_BE)";
        return false;
    }
    if (size - kEncapsulationBytes > UINT32_MAX / 2) {
        *error = "a message too large to be a sample";
        return false;
    }
    const bool littleEndian = data[1] == kCdrLittleEndian;
    // Normalizing swaps bytes in place: a copy, aligned as the reader expects.
    const auto body = std::uint32_t(size - kEncapsulationBytes);
    std::vector<std::uint64_t> aligned((body + 7) / 8 + 1);
    char *bytes = reinterpret_cast<char *>(aligned.data());
    std::copy(data + kEncapsulationBytes, data + size, bytes);
    std::uint32_t offset = 0;
    if (!dds_stream_normalize_data(bytes, &offset, body, littleEndian != hostIsLittleEndian(), kXcdr1,
                                   type->m_ops)) {
        *error = std::string("not a valid ") + type->m_typename
                 + " (a length or a value runs past the message or is out of range)";
        return false;
    }
    dds_istream_t stream;
    dds_istream_init(&stream, body, bytes, kXcdr1);
    dds_stream_read(&stream, static_cast<char *>(sample), type->m_ops);
    dds_istream_fini(&stream);
    return true;
}

void CdrBytes::free(const dds_topic_descriptor_t *type, void *sample)
{
    dds_stream_free_sample(sample, type->m_ops);
}

}  // namespace robodash::bridge
