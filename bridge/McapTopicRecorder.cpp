#include "McapTopicRecorder.h"

#include "CdrSerializer.h"
#include "RosMessageDefinitions.h"

namespace robodash::bridge {

std::uint16_t McapTopicRecorder::channelFor(const std::string &rosTopic,
                                            const dds_topic_descriptor_t *type)
{
    const auto known = m_channels.find(rosTopic);
    if (known != m_channels.end())
        return known->second;
    const std::string rosType = RosMessageDefinitions::rosTypeName(type);
    auto schema = m_schemas.find(rosType);
    if (schema == m_schemas.end())
        schema = m_schemas.emplace(rosType, m_writer.addSchema(rosType, "ros2msg",
                                                               RosMessageDefinitions::schema(rosType)))
                     .first;
    const std::uint16_t channel = m_writer.addChannel(schema->second, rosTopic, "cdr");
    m_channels.emplace(rosTopic, channel);
    return channel;
}

bool McapTopicRecorder::record(const std::string &rosTopic, const dds_topic_descriptor_t *type,
                               const void *sample)
{
    const std::uint16_t channel = channelFor(rosTopic, type);
    const std::string cdr = CdrSerializer::serialize(type, sample);
    ++m_counts[rosTopic];
    return m_writer.write(channel, m_timeNs, m_timeNs, cdr.data(), cdr.size());
}

}  // namespace robodash::bridge
