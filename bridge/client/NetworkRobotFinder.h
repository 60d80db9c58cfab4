#pragma once
// The robots on a ROS 2 domain, from DDS discovery alone (no ROS installed): each robot is
// known by a topic only its family publishes — kobuki_ros's `sensors/core` for a Kobuki (the
// real kobuki_ros node or our bridge), the bridge's `battery_a_state` for a Rover Pro and
// `events/bump_panels` for an rFLEX — in its namespace. The node's name comes from ROS 2's
// `ros_discovery_info` when the node announces itself there (as rclcpp nodes and our bridge
// do). A telltale topic of another type is listed with the problem named, since such a robot
// would stay silent if opened; two publishers in one namespace are two robots.
//
// Discovery takes a moment: robots() says what has been found so far; ask again later.

#include "NetworkRobot.h"

#include <dds/dds.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace robodash::bridge {

class DdsParticipant;

class NetworkRobotFinder {
public:
    // Its own participant in `domain` on `interfaceName` (empty: DDS's choice), secured as
    // ROS 2's ROS_SECURITY_* variables say (a secured robot is seen only by a secured finder);
    // null and a sentence in `error` when that cannot be made.
    // `keystore` (robodash-cli discover's option) wins over ROS_SECURITY_KEYSTORE; as in ROS 2,
    // ROS_SECURITY_ENCLAVE_OVERRIDE wins over `enclave` (SecuritySettings::decide).
    static std::unique_ptr<NetworkRobotFinder> create(int domain, const std::string &interfaceName,
                                                      std::string *error,
                                                      const std::string &keystore = {},
                                                      const std::string &enclave = {});
    // On a participant of the caller's, which must outlive this.
    explicit NetworkRobotFinder(dds_entity_t participant);
    ~NetworkRobotFinder();
    NetworkRobotFinder(const NetworkRobotFinder &) = delete;
    NetworkRobotFinder &operator=(const NetworkRobotFinder &) = delete;

    bool isValid() const { return m_publications > 0; }
    // A writer as discovery lists it: its DDS topic and type, its participant's and its own
    // GUID (hex).
    struct Publication {
        std::string topic, type, participant, writer;
    };
    // Every writer discovery has listed so far (a network robot's camera topics).
    std::vector<Publication> publications();
    // Sorted by namespace.
    std::vector<NetworkRobot> robots();
    // The type names ("kobuki_ros_interfaces::msg::dds_::DockInfraRed_") of the writers on
    // `ddsTopic` ("rt/tb1/sensors/dock_ir") found so far, each once: why a topic stays silent.
    std::vector<std::string> typesPublishedOn(const std::string &ddsTopic);
    // "/tb1 Kobuki, /tb2 Rover Pro (its problem)", or "none".
    static std::string summary(const std::vector<NetworkRobot> &robots);
    // The enclaves of the participants found that show this finder none of their writers and
    // announce an enclave other than "/" (ROS 2's USER_DATA "enclave=/lab/tb1;"): what a robot
    // secured with DDS Security looks like from outside its keystore, since Cyclone DDS
    // encrypts its endpoints' discovery but not its participant's announcement. Sorted, each once.
    std::vector<std::string> hiddenEnclaves();
    // What to do about them, a sentence for after "found: none"; empty for none. `howToJoin`
    // is what the program being used takes ("--keystore DIR --enclave /lab/you" for
    // discover, the port with keystore=DIR&enclave=/lab/you for a link); ROS 2's variables follow.
    static std::string hiddenEnclavesAdvice(const std::vector<std::string> &enclaves,
                                            const std::string &howToJoin);

    // The robots `publications` show, their nodes named from `nodeNames` (writer GUID to node
    // name, from ros_discovery_info): what robots() makes of what DDS has listed so far, in
    // whatever order it arrived. Sorted by namespace.
    static std::vector<NetworkRobot> robotsIn(const std::vector<Publication> &publications,
                                              const std::map<std::string, std::string> &nodeNames);

private:
    std::map<std::string, std::string> nodeNamesByWriter();
    // Participant GUID (hex) to the enclave its USER_DATA names ("" when none).
    std::map<std::string, std::string> enclavesByParticipant();

    std::unique_ptr<DdsParticipant> m_ownParticipant;
    dds_entity_t m_participant = 0;
    dds_entity_t m_publications = 0;
    dds_entity_t m_participants = 0;
    dds_entity_t m_discoveryTopic = 0;
    dds_entity_t m_discoveryInfo = 0;
};

}  // namespace robodash::bridge
