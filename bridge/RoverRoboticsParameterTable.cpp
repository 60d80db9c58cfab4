// roverrobotics_driver's parameters as its code declares them (roverrobotics_ros2_driver.cpp),
// then rclcpp's use_sim_time. Its shipped pro_config.yaml also sets diagnostics_frequency,
// which the code never declares: a real node does not list it, so neither does the bridge.
// The odometry's frames, rate, covariances and transform, and the e-stop, take effect while
// sharing; topic names are given at start (`--param`); the rest is the vendor's own motor
// control and robot model, which the link's driver and safety layer replace: read only.
#include "ParameterTable.h"

namespace robodash::bridge {

namespace {

using R = RoverRoboticsParameters;
using T = ParameterType;

}  // namespace

const std::vector<ParameterEntry> &roverRoboticsParameterTable()
{
    constexpr std::pair<double, double> kRate{0.1, 100.0};
    constexpr std::pair<double, double> kCovariance{0.0, 1e9};
    static const std::vector<ParameterEntry> table{
        {{"angular_a_coef", T::Double, "the vendor's angular scaling (not used here)", true, {}},
         &roverField<&R::angularACoef>},
        {{"angular_b_coef", T::Double, "the vendor's angular scaling (not used here)", true, {}},
         &roverField<&R::angularBCoef>},
        {{"angular_c_coef", T::Double, "the vendor's angular scaling (not used here)", true, {}},
         &roverField<&R::angularCCoef>},
        {{"angular_max_scale", T::Double, "the vendor's angular scaling (not used here)", true, {}},
         &roverField<&R::angularMaxScale>},
        {{"angular_min_scale", T::Double, "the vendor's angular scaling (not used here)", true, {}},
         &roverField<&R::angularMinScale>},
        {{"angular_top_speed", T::Double, "rad/s (the link's limits apply)", true, {}},
         &roverField<&R::angularTopSpeed>},
        {{"comm_type", T::String, "how the robot is reached", true, {}}, &roverField<&R::commType>},
        {{"control_mode", T::String, "OPEN_LOOP: the firmware's own speed control", true, {}},
         &roverField<&R::controlMode>},
        {{"device_port", T::String, "the robot's port", true, {}}, &driverField<&DriverParameters::devicePort>},
        {{"estop_reset_topic", T::String, "std_msgs/Bool: true releases the e-stop", true, {}, true},
         &roverField<&R::estopResetTopic>},
        {{"estop_state", T::Bool, "true: the software e-stop holds the robot", false, {}},
         &roverField<&R::estopState>},
        {{"estop_trigger_topic", T::String, "std_msgs/Bool: true stops the robot", true, {}, true},
         &roverField<&R::estopTriggerTopic>},
        {{"linear_covariance", T::Double, "odometry twist covariance, x and y", false, kCovariance},
         &roverField<&R::linearCovariance>},
        {{"linear_top_speed", T::Double, "m/s (the link's limits apply)", true, {}},
         &roverField<&R::linearTopSpeed>},
        {{"motor_control_d_gain", T::Double, "the vendor's wheel PID (the firmware's here)", true, {}},
         &roverField<&R::motorControlDGain>},
        {{"motor_control_i_gain", T::Double, "the vendor's wheel PID (the firmware's here)", true, {}},
         &roverField<&R::motorControlIGain>},
        {{"motor_control_p_gain", T::Double, "the vendor's wheel PID (the firmware's here)", true, {}},
         &roverField<&R::motorControlPGain>},
        {{"odom_child_frame_id", T::String, "child frame of the odometry and its transform", false, {}},
         &roverField<&R::odomChildFrameId>},
        {{"odom_frame_id", T::String, "frame of the odometry's pose", false, {}},
         &roverField<&R::odomFrameId>},
        {{"odom_topic", T::String, "nav_msgs/Odometry topic", true, {}, true},
         &roverField<&R::odomTopic>},
        {{"odometry_frequency", T::Double, "odometry messages per second", false, kRate},
         &roverField<&R::odometryFrequency>},
        {{"publish_tf", T::Bool, "publish the odometry's transform on /tf", false, {}},
         &roverField<&R::publishTf>},
        {{"robot_info_request_topic", T::String, "declared; the vendor listens on the reset topic",
          true, {}, true},
         &roverField<&R::robotInfoRequestTopic>},
        {{"robot_info_topic", T::String, "std_msgs/Float32MultiArray topic", true, {}, true},
         &roverField<&R::robotInfoTopic>},
        {{"robot_length", T::Double, "metres (the robot model's)", true, {}},
         &roverField<&R::robotLength>},
        {{"robot_status_frequency", T::Double, "robot status messages per second", true, {}},
         &roverField<&R::robotStatusFrequency>},
        {{"robot_status_topic", T::String, "std_msgs/Float32MultiArray topic", true, {}, true},
         &roverField<&R::robotStatusTopic>},
        {{"robot_type", T::String, "pro: a Rover Pro", true, {}}, &roverField<&R::robotType>},
        {{"speed_topic", T::String, "geometry_msgs/Twist topic", true, {}, true},
         &roverField<&R::speedTopic>},
        {{"trim_topic", T::String, "std_msgs/Float32: added to the straight-line turn rate", true,
          {}, true},
         &roverField<&R::trimTopic>},
        {{"use_sim_time", T::Bool, "the robot's clock is the system's", true, {}},
         &driverField<&DriverParameters::useSimTime>},
        {{"wheel_base", T::Double, "metres (the robot model's)", true, {}},
         &roverField<&R::wheelBase>},
        {{"wheel_radius", T::Double, "metres (the robot model's)", true, {}},
         &roverField<&R::wheelRadius>},
        {{"yaw_covariance", T::Double, "odometry twist covariance, yaw", false, kCovariance},
         &roverField<&R::yawCovariance>},
    };
    return table;
}

}  // namespace robodash::bridge
