#include "VelocityCommandReader.h"

#include "QosPolicyText.h"
#include "geometry_msgs.h"

namespace robodash::bridge {

namespace {

constexpr int kTakeBatch = 16;

}  // namespace

VelocityCommandReader::VelocityCommandReader(dds_entity_t participant, const std::string &ddsTopic,
                                             const dds_qos_t *qos, QObject *parent)
    : QObject(parent), m_topic(ddsTopic)
{
    m_topicHandle = dds_create_topic(participant, &geometry_msgs_msg_dds__Twist__desc,
                                     ddsTopic.c_str(), qos, nullptr);
    if (m_topicHandle < 0) {
        m_error = "cannot create topic " + ddsTopic + ": " + dds_strretcode(m_topicHandle);
        return;
    }
    dds_listener_t *listener = dds_create_listener(this);
    dds_lset_data_available(listener, &VelocityCommandReader::onDataAvailable);
    dds_lset_requested_incompatible_qos(listener, &VelocityCommandReader::onIncompatibleQos);
    m_reader = dds_create_reader(participant, m_topicHandle, qos, listener);
    dds_delete_listener(listener);  // the reader keeps its own copy
    if (m_reader < 0)
        m_error = "cannot create a reader for " + ddsTopic + ": " + dds_strretcode(m_reader);
}

VelocityCommandReader::~VelocityCommandReader()
{
    if (m_reader > 0)
        dds_delete(m_reader);  // waits for a listener call in progress
    if (m_topicHandle > 0)
        dds_delete(m_topicHandle);
}

dds_guid_t VelocityCommandReader::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_reader, &guid);
    return guid;
}

void VelocityCommandReader::onDataAvailable(dds_entity_t, void *self)
{
    static_cast<VelocityCommandReader *>(self)->takeAll();
}

void VelocityCommandReader::onIncompatibleQos(dds_entity_t,
                                              const dds_requested_incompatible_qos_status_t status,
                                              void *self)
{
    auto *reader = static_cast<VelocityCommandReader *>(self);
    emit reader->incompatibleWriter(
        QStringLiteral("a writer of %1 cannot be matched: %2")
            .arg(QString::fromStdString(reader->m_topic),
                 QString::fromStdString(QosPolicyText::why(status.last_policy_id))));
}

void VelocityCommandReader::takeAll()
{
    // Twist holds no pointers: plain arrays of samples, nothing to free.
    geometry_msgs_msg_dds__Twist_ samples[kTakeBatch];
    void *pointers[kTakeBatch];
    dds_sample_info_t infos[kTakeBatch];
    for (int i = 0; i < kTakeBatch; ++i)
        pointers[i] = &samples[i];
    for (;;) {
        const dds_return_t count = dds_take(m_reader, pointers, infos, kTakeBatch, kTakeBatch);
        if (count <= 0)
            return;
        for (int i = 0; i < count; ++i) {
            if (infos[i].valid_data)
                emit received(samples[i].linear.x, samples[i].angular.z);
        }
    }
}

}  // namespace robodash::bridge
