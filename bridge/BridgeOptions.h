#pragma once
// How one robot is shared on a ROS 2 network: where (domain, interface), under which names
// (namespace, node, frames) and with which QoS per topic. One bridge per robot; a namespace
// per robot lets a fleet share one domain.

#include "DriverParameters.h"
#include "ParameterTable.h"
#include "RosProfile.h"
#include "TopicQos.h"
#include "security/SecuritySettings.h"

#include "rflex/RobotDescription.h"

#include <map>
#include <set>
#include <string>

namespace robodash::bridge {

// The ROS 2 releases differ on the wire in one place the bridge uses: the Gid in
// ros_discovery_info is 24 octets in Humble and 16 from Iron on (Jazzy, Kilted).
enum class RosDistro { Humble, JazzyOrLater };


struct BridgeOptions {
    std::string rosNamespace = "/";  // "/robot1": rt/robot1/odom
    int domain = 0;                  // DDS domain id, ROS_DOMAIN_ID: 0..232
    // The only network interface used ("lo", "eth0"); empty: Cyclone DDS's own choice, or
    // the configuration CYCLONEDDS_URI names.
    std::string interfaceName;
    std::string nodeName = "robodash_bridge";  // what `ros2 node list` shows
    RosDistro distro = RosDistro::JazzyOrLater;
    // Topics (as named relative to the namespace: "odom", "battery_state", or "/tf") that use
    // the sensor-data profile (best effort, keep last 5) instead of ROS's default (reliable).
    // A best-effort writer never matches a reliable reader, so this is the user's choice.
    std::set<std::string> sensorDataTopics;
    // Per topic (named as above), the policies a QoS profile file changes; applied after
    // sensorDataTopics.
    std::map<std::string, TopicQos> topicQos;
    // VersionInfo's `software` on a Kobuki: the program that speaks for the robot.
#ifdef ROBODASH_VERSION
    std::string softwareVersion = "robodash " ROBODASH_VERSION;
#else
    std::string softwareVersion = "robodash";
#endif
    // The driver node's parameters (kobuki_ros's frames, timeout, battery thresholds, joint
    // names; roverrobotics_driver's for a Rover Pro), with the shipped values; the parameter
    // services change them while sharing.
    DriverParameters parameters;
    // Which ROS 2 driver a Rover Pro stands in for: Rover Robotics' own roverrobotics_driver
    // (its pro_config.yaml's names: /cmd_vel, /odometry/wheels, odom -> base_link, the e-stop
    // and trim topics, its parameters), or the bridge's own names shared with the other
    // families (odom, commands/velocity, odom -> base, kobuki_ros's parameters).
    RoverProfile roverProfile = RoverProfile::RoverRobotics;
    // The driver whose parameters the node declares: RosProfile::parameterSet for the family
    // and roverProfile (RosBridge::start sets it; the command line needs it before).
    ParameterSet parameterSet = ParameterSet::KobukiRos;
    // An rFLEX base's geometry: where its sonars sit (on /tf_static). The ATRV-Jr unless the
    // session was given another description.
    rflex::RobotDescription rflexDescription = rflex::RobotDescription::atrvJr();
    // DDS Security: unsecured unless a keystore's enclave was chosen and passed its checks.
    // What the user chose (kept in the dashboard's settings) and what its check decided.
    // Publish a camera, a laser scan and where they sit (SensorTopics): a twin's, fed by the
    // caller through RosBridge::sensorTopics() (robodash-cli bridge sim: does; --no-sensors not).
    bool sensors = false;
    security::SecurityOptions securityOptions;
    security::SecurityDecision security;
};

}  // namespace robodash::bridge
