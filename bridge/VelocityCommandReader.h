#pragma once
// The DDS reader of a geometry_msgs/Twist topic (commands/velocity). Cyclone DDS calls its
// listener on a thread of its own; the samples are taken there and handed on as a signal,
// which Qt queues to the thread the receivers live on. Deleting the reader waits for a
// listener call in progress, so no signal outlives this object.

#include <dds/dds.h>

#include <QObject>
#include <QString>

#include <string>

namespace robodash::bridge {

class VelocityCommandReader : public QObject {
    Q_OBJECT
public:
    VelocityCommandReader(dds_entity_t participant, const std::string &ddsTopic,
                          const dds_qos_t *qos, QObject *parent = nullptr);
    ~VelocityCommandReader() override;

    bool isValid() const { return m_reader > 0; }
    const std::string &error() const { return m_error; }
    dds_guid_t guid() const;

signals:
    // From Cyclone's listener thread: connect with the default (queued across threads).
    void received(double linearMps, double angularRadps);
    // A writer of this topic was found whose QoS cannot match (a best-effort publisher
    // against this reliable reader, say): ROS tools report nothing then, the bridge does.
    void incompatibleWriter(const QString &message);

private:
    static void onDataAvailable(dds_entity_t reader, void *self);
    static void onIncompatibleQos(dds_entity_t reader,
                                  const dds_requested_incompatible_qos_status_t status, void *self);
    void takeAll();

    std::string m_topic;
    std::string m_error;
    dds_entity_t m_topicHandle = 0;
    dds_entity_t m_reader = 0;
};

}  // namespace robodash::bridge
