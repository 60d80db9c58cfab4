#pragma once
// A sample of one of the bridge's generated types as a network message (core/NetworkMessage.h):
// its CDR exactly as the bridge's writer serializes it (CdrSerializer, the bytes a ROS 2 bag
// of the topic holds) and its ROS 2 type name; and back into the struct (CdrSample), after
// checking that the message is of that type.

#include "CdrSample.h"

#include "core/NetworkMessage.h"

#include <dds/dds.h>

#include <string>

namespace robodash::bridge {

class NetworkMessageCodec {
public:
    static core::NetworkMessage encode(const std::string &topic, const dds_topic_descriptor_t *type,
                                       const void *sample);
    // A velocity command (geometry_msgs/Twist: linear x, angular z) on `topic`: what every
    // network robot's driver sends to drive.
    static core::NetworkMessage twist(const std::string &topic, double linearMps, double angularRadps);
    // "nav_msgs/msg/Odometry" for the generated type.
    static std::string typeName(const dds_topic_descriptor_t *type);
    static bool isOfType(const core::NetworkMessage &message, const dds_topic_descriptor_t *type);

    // `message` read into `sample` when it is of `type` and its bytes are a valid sample.
    template <typename T>
    static bool decode(const core::NetworkMessage &message, const dds_topic_descriptor_t *type,
                       CdrSample<T> &sample)
    {
        std::string error;
        return isOfType(message, type)
               && sample.read(message.payload.data(), message.payload.size(), &error);
    }
};

}  // namespace robodash::bridge
