#pragma once
// The QoS profiles ROS 2 uses (rmw_dds_common, specs/ros2-wire-facts.md "QoS"), each with
// XCDR1 set explicitly: rmw_cyclonedds reads only XCDR1, and a type that ever allowed XCDR2
// would be offered in both.

#include "TopicQos.h"

#include <dds/dds.h>

#include <memory>
#include <string>

namespace robodash::bridge {

enum class QosProfile {
    Default,     // reliable, volatile, keep last `depth`
    SensorData,  // best effort, volatile, keep last 5
    Latched,     // reliable, transient local, keep last `depth` (/tf_static, version info)
};

struct QosDeleter {
    void operator()(dds_qos_t *qos) const { dds_delete_qos(qos); }
};
using QosPointer = std::unique_ptr<dds_qos_t, QosDeleter>;

class RosQos {
public:
    static QosPointer make(QosProfile profile, int depth = 10);
    // Overrides the policies `chosen` names in `qos`.
    static void apply(const TopicQos &chosen, dds_qos_t *qos);
    // For participants: USER_DATA "enclave=/;" (the participant's SROS 2 enclave), which ROS 2
    // nodes expect of each other.
    static QosPointer participant(const std::string &enclave = "/");
};

}  // namespace robodash::bridge
