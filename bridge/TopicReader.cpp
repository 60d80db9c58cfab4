#include "TopicReader.h"

#include "QosPolicyText.h"

#include <vector>

namespace robodash::bridge {

TopicReader::TopicReader(dds_entity_t participant, const dds_topic_descriptor_t *type,
                         const std::string &ddsTopic, const dds_qos_t *qos, QObject *parent)
    : QObject(parent), m_topic(ddsTopic), m_sampleSize(type->m_size)
{
    if ((type->m_flagset & DDS_TOPIC_FIXED_SIZE) == 0) {
        m_error = std::string("cannot read ") + type->m_typename + " on " + ddsTopic
                  + ": only types without strings or sequences are read this way";
        return;
    }
    m_topicHandle = dds_create_topic(participant, type, ddsTopic.c_str(), qos, nullptr);
    if (m_topicHandle < 0) {
        m_error = "cannot create topic " + ddsTopic + ": " + dds_strretcode(m_topicHandle);
        return;
    }
    dds_listener_t *listener = dds_create_listener(this);
    dds_lset_data_available(listener, &TopicReader::onDataAvailable);
    dds_lset_requested_incompatible_qos(listener, &TopicReader::onIncompatibleQos);
    m_reader = dds_create_reader(participant, m_topicHandle, qos, listener);
    dds_delete_listener(listener);  // the reader keeps its own copy
    if (m_reader < 0)
        m_error = "cannot create a reader for " + ddsTopic + ": " + dds_strretcode(m_reader);
}

TopicReader::~TopicReader()
{
    if (m_reader > 0)
        dds_delete(m_reader);  // waits for a listener call in progress
    if (m_topicHandle > 0)
        dds_delete(m_topicHandle);
}

dds_guid_t TopicReader::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_reader, &guid);
    return guid;
}

void TopicReader::onDataAvailable(dds_entity_t, void *self)
{
    static_cast<TopicReader *>(self)->takeAll();
}

void TopicReader::onIncompatibleQos(dds_entity_t,
                                    const dds_requested_incompatible_qos_status_t status,
                                    void *self)
{
    auto *reader = static_cast<TopicReader *>(self);
    emit reader->incompatibleWriter(
        QStringLiteral("a writer of %1 cannot be matched: %2")
            .arg(QString::fromStdString(reader->m_topic),
                 QString::fromStdString(QosPolicyText::why(status.last_policy_id))));
}

void TopicReader::takeAll()
{
    // One sample at a time into a buffer of the type's size: a fixed-size type owns no
    // memory, so there is nothing to return to Cyclone.
    std::vector<char> buffer(m_sampleSize);
    void *pointer = buffer.data();
    dds_sample_info_t info;
    while (dds_take(m_reader, &pointer, &info, 1, 1) > 0) {
        if (info.valid_data)
            emit received(QByteArray(buffer.data(), int(buffer.size())));
    }
}

}  // namespace robodash::bridge
