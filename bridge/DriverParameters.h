#pragma once
// The driver node's ROS parameters (kobuki_ros's, specs/ros2-wire-facts.md): the values the
// bridge runs with, their defaults those of kobuki_ros's shipped
// config/kobuki_node_params.yaml (which both of its launch files load), so a set-up written
// for kobuki_ros works unchanged. Given on the command line (`--param NAME=VALUE`) and
// changed at run time through the node's parameter services (NodeParameters).

#include "RoverRoboticsParameters.h"

#include <string>

namespace robodash::bridge {

struct DriverParameters {
    // A velocity command holds this long; with no newer one the robot is stopped.
    double cmdVelTimeoutSec = 0.6;
    std::string odomFrame = "odom";
    // Empty: the family's own — the Kobuki's `base_footprint` (the shipped yaml's, and the
    // root link of its URDF), `base` for the other families.
    std::string baseFrame;
    bool publishTf = true;       // the odom -> base transform on /tf
    bool useImuHeading = true;   // the heading is the gyro's (the core's odometry always is)
    // kobuki_core's battery thresholds (V): the level and percentage of sensors/battery_state
    // and /diagnostics.
    double batteryCapacity = 16.5;
    double batteryLow = 14.0;
    double batteryDangerous = 13.2;
    bool accelerationLimiter = false;  // the link's own limits apply instead (read only)
    std::string wheelLeftJointName = "wheel_left_joint";
    std::string wheelRightJointName = "wheel_right_joint";
    // The robot's port, as the bridge was given it (read only).
    std::string devicePort;
    // diagnostic_updater's own parameter: seconds between /diagnostics (kobuki_ros forces an
    // update every 0.1 s whatever it says).
    double diagnosticPeriod = 1.0;
    bool useSimTime = false;  // rclcpp's own; stamps are the system clock (read only)
    // A Rover Pro shared as Rover Robotics' own driver (the bridge's default for a Rover):
    // that driver's parameters, frames and topic names instead of the ones above.
    RoverRoboticsParameters rover;
};

}  // namespace robodash::bridge
