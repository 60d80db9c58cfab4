#include "NetworkCommandWriters.h"

#include "CdrSample.h"
#include "CommandWriter.h"
#include "NetworkMessageCodec.h"

#include <cstdlib>

namespace robodash::bridge {

NetworkCommandWriters::NetworkCommandWriters(dds_entity_t participant, const std::string &rosNamespace,
                                             const std::vector<Topic> &topics, Refused refused)
    : m_refused(std::move(refused))
{
    for (const Topic &topic : topics)
        m_writers[topic.name] = Writer{topic.type, commandWriter(participant, rosNamespace, topic.type, topic.name)};
}

NetworkCommandWriters::~NetworkCommandWriters() = default;

std::string NetworkCommandWriters::error() const
{
    for (const auto &[name, writer] : m_writers) {
        if (!writer.writer->isValid() && !writer.writer->forbiddenBySecurity())
            return writer.writer->error();
    }
    return {};
}

bool NetworkCommandWriters::mayWrite(const std::string &topic) const
{
    const auto found = m_writers.find(topic);
    return found != m_writers.end() && found->second.writer->isValid();
}

bool NetworkCommandWriters::publish(const std::uint8_t *bytes, std::size_t size)
{
    bool all = true;
    m_finder.feed(bytes, size, [&](const core::NetworkMessage &message, std::size_t) {
        all = publish(message) && all;
    });
    return all;
}

bool NetworkCommandWriters::publish(const core::NetworkMessage &message)
{
    const auto found = m_writers.find(message.topic);
    if (found == m_writers.end() || !NetworkMessageCodec::isOfType(message, found->second.type))
        return false;
    TopicWriter &writer = *found->second.writer;
    if (!writer.isValid()) {
        if (m_refused && m_refusalsSaid.insert(message.topic).second)
            m_refused("this enclave may not send " + writer.topic().substr(2)  // without DDS's "rt"
                      + ": its DDS Security permissions forbid it (watch only)");
        return false;  // not sent: the session must not show or record it as sent
    }
    // The message read back into its struct (checked as Cyclone checks bytes from the network).
    const dds_topic_descriptor_t *type = found->second.type;
    void *sample = std::calloc(1, type->m_size);
    std::string error;
    const bool read = sample && CdrBytes::read(type, message.payload.data(), message.payload.size(), sample, &error);
    if (read) {
        writer.write(sample);
        CdrBytes::free(type, sample);
    }
    std::free(sample);
    return read;
}

}  // namespace robodash::bridge
