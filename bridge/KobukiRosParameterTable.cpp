// kobuki_ros's parameters, then rclcpp's use_sim_time and diagnostic_updater's period. What
// the bridge cannot change while running (its port, the link's own limits and heading) is
// read only; kobuki_ros reads all of them once at start.
#include "ParameterTable.h"

namespace robodash::bridge {

const std::vector<ParameterEntry> &kobukiRosParameterTable()
{
    using P = DriverParameters;
    using T = ParameterType;
    static const std::vector<ParameterEntry> table{
        {{"acceleration_limiter", T::Bool, "kobuki_core's limiter (the link's limits apply)", true, {}},
         &driverField<&P::accelerationLimiter>},
        {{"base_frame", T::String, "child frame of the odometry and of its transform", false, {}},
         &driverField<&P::baseFrame>},
        {{"battery_capacity", T::Double, "volts of a full pack (100 %)", false, {{5.0, 30.0}}},
         &driverField<&P::batteryCapacity>},
        {{"battery_dangerous", T::Double, "volts below which the battery is dangerous", false,
          {{5.0, 30.0}}},
         &driverField<&P::batteryDangerous>},
        {{"battery_low", T::Double, "volts below which the battery is low", false, {{5.0, 30.0}}},
         &driverField<&P::batteryLow>},
        {{"cmd_vel_timeout_sec", T::Double, "seconds a velocity command holds", false,
          {{0.05, 10.0}}},
         &driverField<&P::cmdVelTimeoutSec>},
        {{"device_port", T::String, "the robot's port", true, {}}, &driverField<&P::devicePort>},
        {{"diagnostic_updater.period", T::Double, "seconds between /diagnostics (0.1 forced)",
          true, {}},
         &driverField<&P::diagnosticPeriod>},
        {{"odom_frame", T::String, "frame of the odometry's pose", false, {}},
         &driverField<&P::odomFrame>},
        {{"publish_tf", T::Bool, "publish the odom -> base transform on /tf", false, {}},
         &driverField<&P::publishTf>},
        {{"use_imu_heading", T::Bool, "heading from the gyro (always, here)", true, {}},
         &driverField<&P::useImuHeading>},
        {{"use_sim_time", T::Bool, "the robot's clock is the system's", true, {}},
         &driverField<&P::useSimTime>},
        {{"wheel_left_joint_name", T::String, "joint_states name of the left wheel", false, {}},
         &driverField<&P::wheelLeftJointName>},
        {{"wheel_right_joint_name", T::String, "joint_states name of the right wheel", false, {}},
         &driverField<&P::wheelRightJointName>},
    };
    return table;
}

const std::vector<ParameterEntry> &parameterTable(ParameterSet set)
{
    return set == ParameterSet::RoverRobotics ? roverRoboticsParameterTable()
                                              : kobukiRosParameterTable();
}

}  // namespace robodash::bridge
