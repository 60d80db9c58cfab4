#include "TopicWriter.h"

#include "QosPolicyText.h"
#include "SampleRecorder.h"

namespace robodash::bridge {

TopicWriter::TopicWriter(dds_entity_t participant, const dds_topic_descriptor_t *type,
                         const std::string &ddsTopic, const dds_qos_t *qos, Diagnostic diagnostic)
    : m_diagnostic(std::move(diagnostic)), m_topic(ddsTopic)
{
    m_topicHandle = dds_create_topic(participant, type, ddsTopic.c_str(), qos, nullptr);
    if (m_topicHandle < 0) {
        m_error = "cannot create topic " + ddsTopic + ": " + dds_strretcode(m_topicHandle);
        return;
    }
    dds_listener_t *listener = dds_create_listener(this);
    if (m_diagnostic)
        dds_lset_offered_incompatible_qos(listener, &TopicWriter::onIncompatibleQos);
    m_writer = dds_create_writer(participant, m_topicHandle, qos, listener);
    dds_delete_listener(listener);  // the writer keeps its own copy
    if (m_writer < 0)
        m_error = "cannot create a writer for " + ddsTopic + ": " + dds_strretcode(m_writer);
}

TopicWriter::TopicWriter(SampleRecorder &recorder, const dds_topic_descriptor_t *type,
                         const std::string &rosTopic)
    : m_topic(rosTopic), m_recorder(&recorder), m_type(type)
{
    recorder.declare(rosTopic, type);
}

TopicWriter::~TopicWriter()
{
    if (m_writer > 0)
        dds_delete(m_writer);
    if (m_topicHandle > 0)
        dds_delete(m_topicHandle);
}

void TopicWriter::onIncompatibleQos(dds_entity_t,
                                    const dds_offered_incompatible_qos_status_t status, void *self)
{
    const auto *writer = static_cast<const TopicWriter *>(self);
    writer->m_diagnostic("a reader of " + writer->m_topic + " cannot be matched: "
                         + QosPolicyText::why(status.last_policy_id));
}

dds_guid_t TopicWriter::guid() const
{
    dds_guid_t guid{};
    if (m_writer > 0)
        dds_get_guid(m_writer, &guid);
    return guid;
}

bool TopicWriter::hasReader() const
{
    dds_publication_matched_status_t status{};
    if (m_recorder)
        return true;
    return isValid() && dds_get_publication_matched_status(m_writer, &status) == DDS_RETCODE_OK
           && status.current_count > 0;
}

bool TopicWriter::write(const void *sample)
{
    if (m_recorder)
        return m_recorder->record(m_topic, m_type, sample);
    return isValid() && dds_write(m_writer, sample) == DDS_RETCODE_OK;
}

}  // namespace robodash::bridge
