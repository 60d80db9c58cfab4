#pragma once
// The DDS endpoints a ROS 2 node (rclcpp or rclpy on rmw_cyclonedds) makes while it comes up,
// before it does anything of its own (specs/ros2-wire-facts.md, "What every rclcpp node has"):
// ros_discovery_info both ways, a /rosout writer, /parameter_events both ways, a /clock reader
// (rclcpp's time source), and the server side of its own services: a reader of
// rq/<node>/<service>Request and a writer of rr/<node>/<service>Reply for the six parameter
// services and, since Iron, get_type_description. rmw fails the node's creation when DDS
// refuses any of them, so a participant that makes all of them is one on which that node
// comes up. Made here on a test's participant, with the ROS type names where the bridge's IDL
// has them; /clock and get_type_description use stand-ins of other types (access control
// decides by the topic's name alone).
//
// Also: single endpoints, to ask whether DDS Security lets a participant write or read a topic.

#include <dds/dds.h>

#include <string>
#include <vector>

class Ros2NodeEndpoints {
public:
    // `nodePath`: "/viewer", "/tb1/battery_monitor".
    Ros2NodeEndpoints(dds_entity_t participant, const std::string &nodePath);

    int made() const { return m_made; }
    // "writer rt/rosout: Not Allowed By Security", one line per endpoint DDS refused.
    const std::vector<std::string> &refused() const { return m_refused; }
    std::string refusedText() const;

private:
    void add(const dds_topic_descriptor_t *type, const std::string &topic, bool writer,
             bool latched = false);

    dds_entity_t m_participant;
    int m_made = 0;
    std::vector<std::string> m_refused;
};

// A writer (or reader) of `topic`, ROS's default QoS: its handle (> 0), or DDS's error (< 0;
// DDS_RETCODE_NOT_ALLOWED_BY_SECURITY when the participant's permissions refuse the topic).
dds_entity_t makeRosEndpoint(dds_entity_t participant, const dds_topic_descriptor_t *type,
                             const std::string &topic, bool writer, bool latched = false);
