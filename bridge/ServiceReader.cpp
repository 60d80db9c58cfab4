#include "ServiceReader.h"

#include "QosPolicyText.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <vector>

namespace robodash::bridge {

ServiceReader::ServiceReader(dds_entity_t participant, const dds_topic_descriptor_t *type,
                             const std::string &ddsTopic, const dds_qos_t *qos, Handler handler,
                             QObject *parent)
    : QObject(parent), m_handler(std::move(handler)), m_ddsTopic(ddsTopic)
{
    connect(this, &ServiceReader::dataAvailable, this, &ServiceReader::takeAll,
            Qt::QueuedConnection);
    m_topic = dds_create_topic(participant, type, ddsTopic.c_str(), qos, nullptr);
    if (m_topic < 0) {
        m_error = "cannot create topic " + ddsTopic + ": " + dds_strretcode(m_topic);
        return;
    }
    dds_listener_t *listener = dds_create_listener(this);
    dds_lset_data_available(listener, &ServiceReader::onDataAvailable);
    dds_lset_requested_incompatible_qos(listener, &ServiceReader::onIncompatibleQos);
    dds_lset_subscription_matched(listener, &ServiceReader::onSubscriptionMatched);
    m_reader = dds_create_reader(participant, m_topic, qos, listener);
    dds_delete_listener(listener);
    if (m_reader < 0)
        m_error = "cannot create a reader for " + ddsTopic + ": " + dds_strretcode(m_reader);
}

ServiceReader::~ServiceReader()
{
    if (m_reader > 0)
        dds_delete(m_reader);  // waits for a listener call in progress
    if (m_topic > 0)
        dds_delete(m_topic);
}

dds_guid_t ServiceReader::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_reader, &guid);
    return guid;
}

int ServiceReader::matchedWriters() const
{
    dds_subscription_matched_status_t status{};
    if (!isValid() || dds_get_subscription_matched_status(m_reader, &status) != DDS_RETCODE_OK)
        return 0;
    return int(status.current_count);
}

void ServiceReader::onDataAvailable(dds_entity_t, void *self)
{
    emit static_cast<ServiceReader *>(self)->dataAvailable();
}

int ServiceReader::matchedParticipants() const
{
    if (!isValid())
        return 0;
    constexpr std::size_t kMost = 64;  // a domain's writers of one robot topic: a handful
    dds_instance_handle_t writers[kMost];
    const dds_return_t count = dds_get_matched_publications(m_reader, writers, kMost);
    std::set<std::vector<unsigned char>> participants;
    for (dds_return_t i = 0; i < std::min<dds_return_t>(count, dds_return_t(kMost)); ++i) {
        dds_builtintopic_endpoint_t *writer = dds_get_matched_publication_data(m_reader, writers[i]);
        if (!writer)
            continue;  // gone meanwhile
        participants.insert({std::begin(writer->participant_key.v), std::end(writer->participant_key.v)});
        dds_builtintopic_free_endpoint(writer);
    }
    return int(participants.size());
}

void ServiceReader::onSubscriptionMatched(dds_entity_t,
                                          const dds_subscription_matched_status_t status, void *self)
{
    emit static_cast<ServiceReader *>(self)->matchedWritersChanged(int(status.current_count));
}

void ServiceReader::onIncompatibleQos(dds_entity_t,
                                      const dds_requested_incompatible_qos_status_t status,
                                      void *self)
{
    auto *reader = static_cast<ServiceReader *>(self);
    emit reader->incompatibleWriter(
        QStringLiteral("a writer of %1 cannot be matched: %2")
            .arg(QString::fromStdString(reader->m_ddsTopic),
                 QString::fromStdString(QosPolicyText::why(status.last_policy_id))));
}

void ServiceReader::takeAll()
{
    void *samples[1] = {nullptr};  // null: Cyclone lends its own sample
    dds_sample_info_t info;
    while (m_reader > 0 && dds_take(m_reader, samples, &info, 1, 1) > 0) {
        if (info.valid_data)
            m_handler(samples[0]);
        dds_return_loan(m_reader, samples, 1);
        samples[0] = nullptr;
    }
}

}  // namespace robodash::bridge
