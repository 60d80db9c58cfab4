#pragma once
// A SampleRecorder that writes each sample as a CDR message into an MCAP file: one channel
// per topic (made with its writer, so a topic without messages is listed too), one `ros2msg` schema per type (RosMessageDefinitions), log and publish time the
// time set for the sample being exported.

#include "SampleRecorder.h"

#include "link/mcap/McapWriter.h"

#include <cstdint>
#include <map>
#include <string>

namespace robodash::bridge {

class McapTopicRecorder : public SampleRecorder {
public:
    explicit McapTopicRecorder(mcap::McapWriter &writer) : m_writer(writer) {}

    // Unix time in nanoseconds of the samples recorded from now on.
    void setTime(std::uint64_t unixNs) { m_timeNs = unixNs; }
    void declare(const std::string &rosTopic, const dds_topic_descriptor_t *type) override
    {
        channelFor(rosTopic, type);
    }
    bool record(const std::string &rosTopic, const dds_topic_descriptor_t *type,
                const void *sample) override;
    RosTime stamp() const override { return RosMessages::time(std::int64_t(m_timeNs)); }

    const std::map<std::string, std::uint64_t> &counts() const { return m_counts; }

private:
    std::uint16_t channelFor(const std::string &rosTopic, const dds_topic_descriptor_t *type);

    mcap::McapWriter &m_writer;
    std::uint64_t m_timeNs = 0;
    std::map<std::string, std::uint16_t> m_schemas;   // ROS type -> schema id
    std::map<std::string, std::uint16_t> m_channels;  // topic -> channel id
    std::map<std::string, std::uint64_t> m_counts;    // topic -> messages
};

}  // namespace robodash::bridge
