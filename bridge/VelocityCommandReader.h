#pragma once
// The DDS reader of a geometry_msgs/Twist topic (commands/velocity): a TopicReader of Twist
// (a type without pointers) whose samples arrive here, on this object's thread, as the two
// numbers a ground robot follows. Deleting it deletes the reader, which waits for a
// listener call in progress, so no signal outlives this object.

#include "TopicReader.h"

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

    bool isValid() const { return m_reader.isValid(); }
    const std::string &error() const { return m_reader.error(); }
    dds_guid_t guid() const { return m_reader.guid(); }

signals:
    // A Twist's linear.x and angular.z, on this object's thread.
    void received(double linearMps, double angularRadps);
    // A writer of this topic was found whose QoS cannot match (a best-effort publisher
    // against this reliable reader, say): ROS tools report nothing then, the bridge does.
    void incompatibleWriter(const QString &message);

private:
    TopicReader m_reader;
};

}  // namespace robodash::bridge
