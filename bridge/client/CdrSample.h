#pragma once
// One message of a ROS 2 bag (CDR, after its 4-byte encapsulation header) read into the
// generated Cyclone struct by Cyclone's own stream reader over the type's ops: the same
// ops CdrSerializer writes with, so the bridge has one description of each type, not a
// second hand-written decoder. The bytes come from a file anyone may have written, so they
// are first checked by dds_stream_normalize_data, the guard Cyclone itself puts on bytes
// from the network (lengths inside the buffer, strings terminated, enums in range).

#include <dds/dds.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace robodash::bridge {

class CdrBytes {
public:
    // Reads `size` bytes at `data` into `sample` (zeroed, of `type`'s struct); false and a
    // sentence when they are not a CDR sample of that type. On true the caller frees the
    // sample with free().
    static bool read(const dds_topic_descriptor_t *type, const std::uint8_t *data, std::size_t size,
                     void *sample, std::string *error);
    static void free(const dds_topic_descriptor_t *type, void *sample);
};

// A sample of T that frees what the reader allocated (strings, sequences) when it goes.
template <typename T>
class CdrSample {
public:
    explicit CdrSample(const dds_topic_descriptor_t *type) : m_type(type) {}
    ~CdrSample()
    {
        if (m_read)
            CdrBytes::free(m_type, &m_value);
    }
    CdrSample(const CdrSample &) = delete;
    CdrSample &operator=(const CdrSample &) = delete;

    bool read(const std::uint8_t *data, std::size_t size, std::string *error)
    {
        m_read = CdrBytes::read(m_type, data, size, &m_value, error);
        return m_read;
    }
    const T &value() const { return m_value; }

private:
    const dds_topic_descriptor_t *m_type;
    T m_value{};
    bool m_read = false;
};

}  // namespace robodash::bridge
