#pragma once
// The request side of one ROS 2 service on DDS (rq/<node>/<service>Request), or a topic whose
// type holds strings or sequences (a network robot's sensors/core, odom): a reader whose
// samples are taken on this object's thread, each handed to `handler` while Cyclone still
// owns it (a loan, returned after), so requests with strings and sequences need no copy.
// Cyclone's listener only says that data is there; the taking is queued to the Qt thread.

#include <dds/dds.h>

#include <QObject>

#include <functional>
#include <string>

namespace robodash::bridge {

class ServiceReader : public QObject {
    Q_OBJECT
public:
    using Handler = std::function<void(const void *request)>;

    ServiceReader(dds_entity_t participant, const dds_topic_descriptor_t *type,
                  const std::string &ddsTopic, const dds_qos_t *qos, Handler handler,
                  QObject *parent = nullptr);
    ~ServiceReader() override;

    bool isValid() const { return m_reader > 0; }
    const std::string &error() const { return m_error; }
    dds_guid_t guid() const;
    const std::string &ddsTopic() const { return m_ddsTopic; }
    // The writers this reader is matched with now (every participant's, this one's too).
    int matchedWriters() const;
    // The participants those writers belong to: a robot's bridge is one, whatever its writers.
    int matchedParticipants() const;

signals:
    void dataAvailable();  // from Cyclone's listener thread
    // A writer on the topic that this reader's QoS cannot match, with the policy at fault
    // ("a writer of rt/tb1/controller_info cannot be matched: durability ..."); from Cyclone's
    // listener thread, so connect it queued.
    void incompatibleWriter(const QString &why);
    // The number of writers matched changed (one came, or one left the network: its
    // participant said goodbye or its lease ran out); from Cyclone's listener thread.
    void matchedWritersChanged(int writers);

private:
    static void onDataAvailable(dds_entity_t reader, void *self);
    static void onSubscriptionMatched(dds_entity_t reader,
                                      const dds_subscription_matched_status_t status, void *self);
    static void onIncompatibleQos(dds_entity_t reader,
                                  const dds_requested_incompatible_qos_status_t status, void *self);
    void takeAll();

    Handler m_handler;
    std::string m_ddsTopic;
    std::string m_error;
    dds_entity_t m_topic = 0;
    dds_entity_t m_reader = 0;
};

}  // namespace robodash::bridge
