#include "CdrSerializer.h"

#include <cstdint>
#include <dds/ddsi/ddsi_cdrstream.h>

namespace robodash::bridge {

namespace {

constexpr std::uint32_t kXcdr1 = 1;  // CDR_ENC_VERSION_1: plain CDR, as ROS 2's types use

}  // namespace

std::string CdrSerializer::serialize(const dds_topic_descriptor_t *type, const void *sample)
{
    dds_ostreamLE_t stream;
    dds_ostreamLE_init(&stream, 0, kXcdr1);
    dds_stream_writeLE(&stream, static_cast<const char *>(sample), type->m_ops);
    const std::size_t size = stream.x.m_index;
    const std::size_t padding = (4 - size % 4) % 4;
    // CDR_LE encapsulation (00 01), then options: zero but for the padding count.
    std::string bytes{'\x00', '\x01', '\x00', char(padding)};
    bytes.append(reinterpret_cast<const char *>(stream.x.m_buffer), size);
    bytes.append(padding, '\0');
    dds_ostreamLE_fini(&stream);
    return bytes;
}

}  // namespace robodash::bridge
