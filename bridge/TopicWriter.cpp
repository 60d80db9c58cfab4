#include "TopicWriter.h"

namespace robodash::bridge {

TopicWriter::TopicWriter(dds_entity_t participant, const dds_topic_descriptor_t *type,
                         const std::string &ddsTopic, const dds_qos_t *qos)
    : m_topic(ddsTopic)
{
    m_topicHandle = dds_create_topic(participant, type, ddsTopic.c_str(), qos, nullptr);
    if (m_topicHandle < 0) {
        m_error = "cannot create topic " + ddsTopic + ": " + dds_strretcode(m_topicHandle);
        return;
    }
    m_writer = dds_create_writer(participant, m_topicHandle, qos, nullptr);
    if (m_writer < 0)
        m_error = "cannot create a writer for " + ddsTopic + ": " + dds_strretcode(m_writer);
}

TopicWriter::~TopicWriter()
{
    if (m_writer > 0)
        dds_delete(m_writer);
    if (m_topicHandle > 0)
        dds_delete(m_topicHandle);
}

dds_guid_t TopicWriter::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_writer, &guid);
    return guid;
}

bool TopicWriter::write(const void *sample)
{
    return isValid() && dds_write(m_writer, sample) == DDS_RETCODE_OK;
}

}  // namespace robodash::bridge
