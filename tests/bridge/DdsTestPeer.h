#pragma once
// A plain Cyclone DDS program on the loopback interface, standing where a ROS 2 node would:
// it reads a bridge's odometry, transforms and ros_discovery_info with the ROS type names and
// ROS default QoS, and publishes velocity commands. It shares no code path with the bridge's
// endpoints but the generated types and the participant set-up.

#include "bridge/DdsParticipant.h"

#include <dds/dds.h>

#include <memory>
#include <optional>
#include <string>

struct OdometryView {
    std::string frame, childFrame;
    double x = 0, y = 0, linear = 0, angular = 0;
    double yawVariance = 0;
};

struct BatteryView {
    float voltage = 0, percentage = 0;
    int status = 0;
};

struct NodeView {
    std::string rosNamespace, name;
    unsigned readers = 0, writers = 0;
};

class DdsTestPeer {
public:
    // With a secured decision, the peer joins as that enclave (DDS Security); a writer its
    // permissions refuse is not made, and sendVelocity() then fails.
    DdsTestPeer(int domain, const std::string &rosNamespace,
                const robodash::security::SecurityDecision *security = nullptr);
    ~DdsTestPeer();
    bool isValid() const { return m_valid; }
    const std::string &error() const { return m_error; }
    dds_entity_t participant() const { return m_participant ? m_participant->handle() : 0; }

    // The newest battery state received so far, if any.
    std::optional<BatteryView> latestBattery();
    // The newest odometry taken since the last call, if any.
    std::optional<OdometryView> takeOdometry();
    // The child frame of the newest transform received so far, if any. (Both this and
    // latestNode() keep what they took: QTRY_VERIFY evaluates its condition once more.)
    std::optional<std::string> latestTransformChild();
    // The node announced in this peer's namespace (the bridge's; this peer announces none).
    std::optional<NodeView> latestNode();
    // The type name the matched odometry writer declared ("" while none is matched).
    std::string odometryWriterType() const;

    bool sendVelocity(double linear, double angular);
    bool hasVelocityWriter() const { return m_velocity > 0; }
    // Commands the bridge must not follow: from a best-effort writer (the bridge's reader is
    // reliable) and from a writer whose type name lacks rosidl_dds's `dds_` and underscore.
    bool sendVelocityBestEffort(double linear);
    bool sendVelocityWrongTypeName(double linear);

private:
    dds_entity_t makeReader(const dds_topic_descriptor_t *type, const std::string &topic,
                            bool latched);

    std::unique_ptr<robodash::bridge::DdsParticipant> m_participant;
    std::optional<std::string> m_transformChild;
    std::optional<NodeView> m_node;
    dds_entity_t makeTwistWriter(const dds_topic_descriptor_t *type, bool bestEffort);

    std::string m_namespace;
    std::string m_velocityTopic;
    std::optional<BatteryView> m_battery;
    dds_entity_t m_odometry = 0, m_tf = 0, m_discovery = 0, m_batteryReader = 0, m_velocity = 0;
    dds_entity_t m_bestEffortVelocity = 0, m_wrongTypeVelocity = 0;
    std::string m_error;
    bool m_valid = false;
};
