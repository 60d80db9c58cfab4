#pragma once
// A Rover Pro on a ROS 2 network (`ros2:/ns`, shared by `robodash-cli bridge --robot rover`):
// its bridge's messages, each passed on as it arrives as one envelope (core/NetworkMessage.h)
// to the Rover's network driver (NetworkRoverDriver), which reads them; the link records them
// and shows them in the wire inspector as what crossed the network. What the driver writes
// back is geometry_msgs/Twist envelopes, published here on the velocity topic.
//
// The bridge names its topics two ways: as roverrobotics_driver (`/odometry/wheels`,
// `/cmd_vel`, absolute, its default) or as its own (`odom`, `commands/velocity`,
// `--ros-profile robodash`). Both odometry topics are read; the one that is this robot's
// decides where velocity goes (acceptOdometryFrom: `/odometry/wheels` is absolute, so
// another Rover may publish it). Two writers of `/odometry/wheels` are two Rovers under the
// vendor's absolute names: a `/cmd_vel` would drive both, so the link stops them and watches
// only (velocityReachesOthers).
//
// What no topic carries is not read (the driver's frame says "not on the network"): the
// firmware version, motor currents and temperatures, faults, fan, low-speed mode, charger,
// smart-battery status. The operator is told once.

#include "NetworkRobotTransport.h"

#include "core/NetworkMessageFinder.h"

#include <QElapsedTimer>

#include <memory>
#include <optional>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class NetworkRoverTransport : public NetworkRobotTransport {
    Q_OBJECT
public:
    // How long the robot is heard before `/odometry/wheels` counts as its own: its bridge's
    // `odom` (under its own names) comes 10 to 30 times a second, so within this it would
    // have spoken.
    static constexpr int kNamesSettleMs = 500;

    explicit NetworkRoverTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkRoverTransport() override;

    bool write(const QByteArray &bytes) override;

protected:
    bool openRobot(QString *error) override;
    void closeRobot() override;
    void forgetRobot() override;

private:
    enum class Names { RoverRobotics, Robodash };
    void addStampedRelay(const dds_topic_descriptor_t *type, const std::string &topic);
    void relayStamped(const std::string &topic, const dds_topic_descriptor_t *type, const void *sample);
    void addOdometryReader(const std::string &topic, Names names);
    bool acceptOdometryFrom(Names names);
    void useNames(Names names);
    bool velocityReachesOthers();
    bool publishVelocity(const core::NetworkMessage &message);  // false: not sent
    void publishStop();
    void tellWhatIsNotOnTheNetwork();

    std::unique_ptr<TopicWriter> m_velocity;
    std::string m_velocityTopic;  // as the driver names it: "/cmd_vel" or "commands/velocity"
    std::optional<Names> m_names;
    bool m_velocityShared = false;  // another Rover takes the same /cmd_vel: watch only
    QElapsedTimer m_sinceFirstBattery;
    core::NetworkMessageFinder m_commands;  // the driver's envelopes
};

}  // namespace robodash::bridge
