#pragma once
// The writers of a network robot's command topics (ROS 2's default profile, as the robot's
// driver subscribes to them: CommandWriter.h), fed the messages its network driver wrote
// (core/NetworkMessage.h): each is published on its topic as it is, after checking that it is
// of the topic's type. A writer DDS Security's permissions forbid (a "watch" enclave) is no
// error: each message for it is dropped and said once.

#include "core/NetworkMessageFinder.h"

#include <dds/dds.h>

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace robodash::bridge {

class TopicWriter;

class NetworkCommandWriters {
public:
    struct Topic {
        const char *name;  // relative to the namespace: "commands/velocity"
        const dds_topic_descriptor_t *type;
    };
    using Refused = std::function<void(const std::string &sentence)>;

    NetworkCommandWriters(dds_entity_t participant, const std::string &rosNamespace,
                          const std::vector<Topic> &topics, Refused refused);
    ~NetworkCommandWriters();

    // The first writer that could not be made for a reason other than the permissions.
    std::string error() const;
    bool mayWrite(const std::string &topic) const;
    // Every envelope in `bytes` published on its topic; false when one was not sent: it names
    // no topic of these, is not of its type, or its topic is forbidden (watch only).
    bool publish(const std::uint8_t *bytes, std::size_t size);
    bool publish(const core::NetworkMessage &message);

private:
    struct Writer {
        const dds_topic_descriptor_t *type;
        std::unique_ptr<TopicWriter> writer;
    };
    std::map<std::string, Writer> m_writers;
    Refused m_refused;
    std::set<std::string> m_refusalsSaid;
    core::NetworkMessageFinder m_finder;
};

}  // namespace robodash::bridge
