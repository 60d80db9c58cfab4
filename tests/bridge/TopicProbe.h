#pragma once
// A plain Cyclone DDS participant on the loopback interface that reads and writes any of the
// bridge's ROS 2 types by DDS topic name, as a ROS 2 node of the other side would: with ROS's
// default QoS, or transient local (latched) for a late joiner. It shares no code with the
// bridge's endpoints but the generated types, the QoS profiles and the participant set-up.

#include "bridge/DdsParticipant.h"

#include <dds/dds.h>

#include <functional>
#include <memory>
#include <string>

class TopicProbe {
public:
    explicit TopicProbe(int domain);
    bool isValid() const { return m_participant != nullptr; }
    const std::string &error() const { return m_error; }

    // 0 or less when it could not be made.
    dds_entity_t reader(const dds_topic_descriptor_t *type, const std::string &ddsTopic,
                        bool latched = false);
    dds_entity_t writer(const dds_topic_descriptor_t *type, const std::string &ddsTopic);

    // Takes every sample waiting (loaned, so strings and sequences are readable inside `use`).
    template <class Sample>
    int takeEach(dds_entity_t reader, const std::function<void(const Sample &)> &use)
    {
        return takeRaw(reader,
                       [&](const void *sample) { use(*static_cast<const Sample *>(sample)); });
    }
    // Waits (events processed) until the writer matched a reader, at most `ms`; then writes.
    bool write(dds_entity_t writer, const void *sample, int ms = 30000);

private:
    int takeRaw(dds_entity_t reader, const std::function<void(const void *)> &use);
    dds_entity_t topic(const dds_topic_descriptor_t *type, const std::string &ddsTopic,
                       const dds_qos_t *qos);

    std::unique_ptr<robodash::bridge::DdsParticipant> m_participant;
    std::string m_error;
};
