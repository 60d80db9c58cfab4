#pragma once
// ROS 2 names as they appear on DDS (specs/ros2-wire-facts.md "Names"): a topic is `rt` plus
// its fully qualified ROS name; names relative to the node resolve in its namespace.

#include "RosProfile.h"

#include <string>

namespace robodash::bridge {

class RosNames {
public:
    // "/robot1", "robot1/" or "/" -> "/robot1" or "/"; false and a sentence in `error` when
    // it is not a ROS namespace (tokens of letters, digits and '_', not starting with a digit).
    static bool normalizeNamespace(const std::string &input, std::string *normalized,
                                   std::string *error);
    // The DDS topic of a ROS topic: ("/robot1", "odom") -> "rt/robot1/odom";
    // an absolute name ignores the namespace: ("/robot1", "/tf") -> "rt/tf".
    static std::string ddsTopic(const std::string &rosNamespace, const std::string &name);
    // The ROS name of a topic in a namespace: ("/robot1", "odom") -> "/robot1/odom".
    static std::string resolve(const std::string &rosNamespace, const std::string &name);
    // The node a family's robot is announced as: "kobuki_ros_node" (what kobuki_ros calls
    // itself) for the Kobuki, "roverrobotics_driver" (what Rover Robotics' launch files call
    // theirs) for a Rover Pro in that profile, "robodash_FAMILY_node" for the others.
    static std::string nodeNameForFamily(const std::string &family,
                                         RoverProfile roverProfile = RoverProfile::RoverRobotics);
};

}  // namespace robodash::bridge
