#pragma once
// Why two DDS endpoints do not match, in words a ROS user acts on.

#include <cstdint>
#include <string>

namespace robodash::bridge {

class QosPolicyText {
public:
    // A Cyclone DDS QoS policy id (dds_qos_policy_id_t), as incompatible-QoS statuses give it.
    static std::string why(std::uint32_t policyId);
};

}  // namespace robodash::bridge
