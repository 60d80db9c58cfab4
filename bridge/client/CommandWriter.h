#pragma once
// A writer of one of a robot's command topics, as the robot's driver subscribes to it:
// ROS 2's default profile (reliable, depth 10), kobuki_ros's and the rFLEX bridge's alike.

#include "RosNames.h"
#include "RosQos.h"
#include "TopicWriter.h"

#include <memory>
#include <string>

namespace robodash::bridge {

inline std::unique_ptr<TopicWriter> commandWriter(dds_entity_t participant, const std::string &ns,
                                                  const dds_topic_descriptor_t *type,
                                                  const std::string &name)
{
    const QosPointer qos = RosQos::make(QosProfile::Default, kDefaultDepth);
    return std::make_unique<TopicWriter>(participant, type, RosNames::ddsTopic(ns, name), qos.get());
}

}  // namespace robodash::bridge
