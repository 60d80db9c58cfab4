#include "CdrCapture.h"

#include "bridge/RosQos.h"
#include "bridge/TopicWriter.h"

#include <dds/ddsi/ddsi_serdata.h>

using robodash::bridge::QosProfile;
using robodash::bridge::RosQos;

CdrCapture::CdrCapture(int domain)
    : m_participant(robodash::bridge::DdsParticipant::create(domain, "lo", &m_error))
{
}

QByteArray CdrCapture::serialize(const dds_topic_descriptor_t *type, const void *sample)
{
    // A topic of its own per sample: nothing left over from an earlier one can be taken.
    const std::string topic = "rt/cdr_capture_" + std::to_string(++m_topics);
    const robodash::bridge::QosPointer qos = RosQos::make(QosProfile::Default);
    robodash::bridge::TopicWriter writer(m_participant->handle(), type, topic, qos.get());
    const dds_entity_t topicHandle
        = dds_create_topic(m_participant->handle(), type, topic.c_str(), qos.get(), nullptr);
    const dds_entity_t reader = dds_create_reader(m_participant->handle(), topicHandle, qos.get(), nullptr);
    QByteArray bytes;
    if (writer.isValid() && reader > 0 && writer.write(sample)) {
        // Delivery to a reader in the same participant happens inside dds_write.
        struct ddsi_serdata *serialized = nullptr;
        dds_sample_info_t info;
        if (dds_takecdr(reader, &serialized, 1, &info, DDS_ANY_STATE) == 1) {
            bytes.resize(int(ddsi_serdata_size(serialized)));
            ddsi_serdata_to_ser(serialized, 0, size_t(bytes.size()), bytes.data());
            ddsi_serdata_unref(serialized);
        }
    }
    dds_delete(reader);
    dds_delete(topicHandle);
    return bytes;
}
