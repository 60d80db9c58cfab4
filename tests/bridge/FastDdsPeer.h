#pragma once
// A test peer built on a second DDS implementation, eProsima Fast DDS 2.9.1 (the DDS under
// ROS 2 Humble's default middleware), standing where a ROS 2 node on rmw_fastrtps would: it
// reads a bridge's odometry (and bumper events, when the bridge has them) and publishes
// velocity commands, with the ROS type names, ROS's default QoS and hand-written CDR
// (FastCdrType). It shares no code with the bridge.
//
// Loopback only: UDPv4 limited to 127.0.0.1, Fast DDS's built-in transports (shared memory,
// the default interfaces) off, no multicast; discovery by unicast to the ports of the
// participant indices Cyclone DDS takes on `lo` (bridge/CycloneConfig), and this peer listens
// at an index of its own that Cyclone's unicast discovery reaches.

#include "FastCdrMessages.h"

#include <memory>
#include <optional>
#include <string>

namespace eprosima::fastdds::dds {
class DomainParticipant;
class DataReader;
class Publisher;
class Subscriber;
class DataWriter;
class Topic;
class DataWriterQos;
}

// DDS Security with Fast DDS's built-in plugins (PKI-DH, Access-Permissions, AES-GCM-GMAC):
// an SROS 2 enclave's six files, and the enclave for USER_DATA.
struct FastDdsSecurity {
    std::string enclave;
    std::string identityCa, certificate, privateKey, permissionsCa, governance, permissions;
};

class FastDdsPeer {
public:
    // `participantIndex`: where this peer listens; it and the next one (0..32) must not be
    // taken by another participant of `domain` on this host. With `security`, the peer joins
    // as that enclave, and is valid without the velocity writers if its permissions refuse
    // them.
    FastDdsPeer(int domain, const std::string &rosNamespace, int participantIndex,
                const FastDdsSecurity *security = nullptr);
    ~FastDdsPeer();
    bool isValid() const { return m_valid; }
    const std::string &error() const { return m_error; }

    // The newest odometry taken since the last call, if any.
    std::optional<OdometryMessage> takeOdometry();
    bool odometryMatched() const;
    // Whether a bridge's bumper event writer is matched (its topic and type exist).
    bool bumperEventsMatched() const;

    // For the readers and writers of more topics (FastDdsTopic.h): this peer's participant,
    // subscriber and publisher, and the DDS name of a ROS topic in its namespace ("/x": as is).
    eprosima::fastdds::dds::DomainParticipant *participant() const;
    eprosima::fastdds::dds::Subscriber *subscriber() const;
    eprosima::fastdds::dds::Publisher *publisher() const;
    std::string ddsTopic(const std::string &rosName) const;

    bool sendVelocity(double linear, double angular);
    // False for a secured peer whose permissions refuse it the velocity writer.
    bool hasVelocityWriter() const;
    // Commands the bridge must not follow: from a best-effort writer (the bridge's reader is
    // reliable) and under a type name without rosidl_dds's `dds_` and underscore.
    bool sendVelocityBestEffort(double linear);
    bool sendVelocityWrongTypeName(double linear);

private:
    struct Entities;
    bool create(int domain, int participantIndex, const FastDdsSecurity *security);
    eprosima::fastdds::dds::DataWriter *createWrongTypeWriter(
        int domain, int participantIndex, const eprosima::fastdds::dds::DataWriterQos &qos);
    bool sendTwist(eprosima::fastdds::dds::DataWriter *writer, double linear, double angular);

    std::string m_namespace;
    std::unique_ptr<Entities> m_dds;
    std::string m_error;
    bool m_valid = false;
};
