#pragma once
// The bytes a bridge writer puts on the wire for one sample: written through the bridge's
// own TopicWriter and QoS, taken back undecoded (dds_takecdr) by a reader in the same
// participant, and copied out of Cyclone's serialized sample, encapsulation header included.

#include "bridge/DdsParticipant.h"

#include <QByteArray>

#include <dds/dds.h>

#include <memory>
#include <string>

class CdrCapture {
public:
    // A participant in `domain` on the loopback interface only.
    explicit CdrCapture(int domain);
    bool isValid() const { return m_participant != nullptr; }
    const std::string &error() const { return m_error; }

    // The serialized `sample` of `type`; empty when it could not be written or taken.
    QByteArray serialize(const dds_topic_descriptor_t *type, const void *sample);

private:
    std::unique_ptr<robodash::bridge::DdsParticipant> m_participant;
    std::string m_error;
    int m_topics = 0;
};
