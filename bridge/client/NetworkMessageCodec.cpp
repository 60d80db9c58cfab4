#include "NetworkMessageCodec.h"

#include "CdrSerializer.h"
#include "RosMessageDefinitions.h"

#include "geometry_msgs.h"

namespace robodash::bridge {

core::NetworkMessage NetworkMessageCodec::encode(const std::string &topic, const dds_topic_descriptor_t *type,
                                                 const void *sample)
{
    const std::string cdr = CdrSerializer::serialize(type, sample);
    core::NetworkMessage message;
    message.topic = topic;
    message.type = typeName(type);
    message.payload.assign(cdr.begin(), cdr.end());
    return message;
}

core::NetworkMessage NetworkMessageCodec::twist(const std::string &topic, double linearMps, double angularRadps)
{
    geometry_msgs_msg_dds__Twist_ twist{};
    twist.linear.x = linearMps;
    twist.angular.z = angularRadps;
    return encode(topic, &geometry_msgs_msg_dds__Twist__desc, &twist);
}

std::string NetworkMessageCodec::typeName(const dds_topic_descriptor_t *type)
{
    return RosMessageDefinitions::rosTypeName(type);
}

bool NetworkMessageCodec::isOfType(const core::NetworkMessage &message, const dds_topic_descriptor_t *type)
{
    return message.type == typeName(type);
}

}  // namespace robodash::bridge
