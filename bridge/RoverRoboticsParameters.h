#pragma once
// The parameters of Rover Robotics' own ROS 2 driver (RoverRobotics/roverrobotics_ros2,
// `roverrobotics_driver/src/roverrobotics_ros2_driver.cpp`), with the values its shipped
// `config/pro_config.yaml` gives a Rover Pro (which `launch/pro.launch.py` loads) and the
// code's defaults for those the yaml leaves out: what a Rover Pro's nav2 set-up expects.
// The bridge's Rover profile (RosProfile) runs with them; the Kobuki's and the other
// families' names use DriverParameters' own fields.

#include <string>

namespace robodash::bridge {

struct RoverRoboticsParameters {
    // Topic names, absolute as the yaml gives them: fixed once sharing (given with --param).
    std::string speedTopic = "/cmd_vel";                  // code: /cmd_vel/managed
    std::string odomTopic = "/odometry/wheels";           // code: /odom_raw
    std::string estopTriggerTopic = "/soft_estop/trigger";
    std::string estopResetTopic = "/soft_estop/reset";
    std::string trimTopic = "/trim_event";
    std::string robotStatusTopic = "/robot_status";
    std::string robotInfoRequestTopic = "/robot_info/request";
    std::string robotInfoTopic = "/robot_info";
    // Odometry, as published (take effect while sharing).
    std::string odomFrameId = "odom";
    std::string odomChildFrameId = "base_link";
    bool publishTf = false;
    double odometryFrequency = 15.0;  // Hz
    double linearCovariance = 0.05;   // twist covariance x, y
    double yawCovariance = 0.4;       // twist covariance yaw
    // True while the software e-stop holds the robot; set by the trigger and reset topics too.
    bool estopState = false;
    double robotStatusFrequency = 60.0;  // Hz
    // The driver's own settings, reported as given (read only here: the link's driver,
    // limits and safety layer decide these things).
    std::string robotType = "pro";
    std::string commType = "serial";
    std::string controlMode = "OPEN_LOOP";
    double wheelRadius = 0.08255, wheelBase = 0.28575, robotLength = 0.2159;
    double linearTopSpeed = 2.0, angularTopSpeed = 2.0;
    double motorControlPGain = 0.4, motorControlIGain = 0.7, motorControlDGain = 0.0;
    double angularACoef = 0, angularBCoef = 0, angularCCoef = 0;
    double angularMinScale = 1, angularMaxScale = 1;
};

}  // namespace robodash::bridge
