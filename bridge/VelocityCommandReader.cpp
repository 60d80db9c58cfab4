#include "VelocityCommandReader.h"

#include "geometry_msgs.h"

namespace robodash::bridge {

VelocityCommandReader::VelocityCommandReader(dds_entity_t participant, const std::string &ddsTopic,
                                             const dds_qos_t *qos, QObject *parent)
    : QObject(parent), m_reader(participant, &geometry_msgs_msg_dds__Twist__desc, ddsTopic, qos)
{
    connect(&m_reader, &TopicReader::received, this, [this](const QByteArray &sample) {
        if (const auto twist = TopicReader::sampleAs<geometry_msgs_msg_dds__Twist_>(sample))
            emit received(twist->linear.x, twist->angular.z);
    });
    connect(&m_reader, &TopicReader::incompatibleWriter, this,
            &VelocityCommandReader::incompatibleWriter);
}

}  // namespace robodash::bridge
