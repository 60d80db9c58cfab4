#pragma once
// Which ROS 2 driver node the bridge stands in for, and what that decides outside the family
// topic sets: the odometry's and velocity's topic names and depths, frames, rate and
// covariance, the velocity timeout, the parameters declared and the start-up log. kobuki_ros's
// names for a Kobuki (and, as the bridge's own, for the other families); Rover Robotics'
// roverrobotics_driver as its pro_config.yaml sets it up for a Rover Pro, unless the user
// asks for the bridge's own names (`--ros-profile robodash`).

#include "DriverParameters.h"
#include "ParameterTable.h"

#include <string>
#include <vector>

struct nav_msgs_msg_dds__Odometry_;

namespace robodash::bridge {

enum class RoverProfile { RoverRobotics, Robodash };

class RosProfile {
public:
    RosProfile() = default;  // the bridge's own names (kobuki_ros's)
    RosProfile(const std::string &family, RoverProfile roverProfile);

    bool isRoverRobotics() const { return m_roverRobotics; }
    ParameterSet parameterSet() const;
    // "kobuki_ros_node", "roverrobotics_driver" (its launch file's name), else
    // "robodash_FAMILY_node".
    static std::string defaultNodeName(const std::string &family, RoverProfile roverProfile);
    // The profile's fixed topic names beyond the common ones (for --sensor-qos and QoS files).
    static std::vector<std::string> roverRoboticsTopics();
    // "roverrobotics" or "robodash"; false for any other text.
    static bool parseRoverProfile(const std::string &text, RoverProfile *profile);

    // Relative to the namespace, or absolute as the driver's configuration gives them.
    std::string odomTopic(const DriverParameters &p) const;
    int odomDepth() const;
    std::string velocityTopic(const DriverParameters &p) const;
    int velocityDepth() const;
    const std::string &odomFrame(const DriverParameters &p) const;
    const std::string &baseFrame(const DriverParameters &p) const;
    bool publishTf(const DriverParameters &p) const;
    double cmdVelTimeoutSec(const DriverParameters &p) const;
    // Milliseconds between odometry messages; 0: one for each telemetry sample.
    int odometryPeriodMs(const DriverParameters &p) const;
    // The covariances the driver fills (roverrobotics_driver: the twist's only).
    void fillCovariance(const DriverParameters &p, nav_msgs_msg_dds__Odometry_ &odometry) const;
    // What the driver logs at start, so a log reader finds what it is used to.
    std::vector<std::string> startLines(const DriverParameters &p) const;

private:
    bool m_roverRobotics = false;
};

}  // namespace robodash::bridge
