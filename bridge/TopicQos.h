#pragma once
// One topic's QoS as a user overrides it (`--qos-profile FILE`, QosProfileFile): only the
// policies named are changed; the rest keep the topic's default (bridge/README.md).

#include <optional>

namespace robodash::bridge {

// The history depth rclcpp gives a topic unless told otherwise (rclcpp::QoS(10)).
inline constexpr int kDefaultDepth = 10;
// tf2's broadcasters keep 100 transforms (tf2_ros::DynamicBroadcasterQoS).
inline constexpr int kTfDepth = 100;

struct TopicQos {
    std::optional<bool> reliable;        // reliable or best effort
    std::optional<bool> transientLocal;  // transient local (latched) or volatile
    std::optional<int> depth;            // keep last `depth`, 1..10000
};

}  // namespace robodash::bridge
