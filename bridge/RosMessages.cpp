#include "RosMessages.h"

#include "DdsText.h"

#include <chrono>
#include <cmath>
#include <limits>

namespace robodash::bridge {

namespace {

// kobuki_ros's odometry covariances: x, y and yaw measured; z, roll and pitch flagged as
// unused with a huge variance (robot_pose_ekf requires them non-zero). Row-major 6x6.
constexpr double kPositionVariance = 0.1;
constexpr double kYawVarianceGyro = 0.05;
constexpr double kYawVarianceWheels = 0.2;
constexpr double kUnusedVariance = 1e10;

}  // namespace

RosTime RosMessages::time(std::int64_t unixNanoseconds)
{
    RosTime stamp{};
    const std::int64_t seconds = unixNanoseconds / 1000000000;
    stamp.sec = std::int32_t(seconds);
    stamp.nanosec = std::uint32_t(unixNanoseconds - seconds * 1000000000);
    return stamp;
}

std::int64_t RosMessages::nanosecondsNow()
{
    using namespace std::chrono;
    return duration_cast<nanoseconds>(system_clock::now().time_since_epoch()).count();
}

RosTime RosMessages::now()
{
    return time(nanosecondsNow());
}

geometry_msgs_msg_dds__Quaternion_ RosMessages::yawRotation(double yaw)
{
    geometry_msgs_msg_dds__Quaternion_ rotation{};
    rotation.z = std::sin(yaw / 2);
    rotation.w = std::cos(yaw / 2);
    return rotation;
}

double RosMessages::yawOf(const geometry_msgs_msg_dds__Quaternion_ &q)
{
    return std::atan2(2.0 * (q.w * q.z + q.x * q.y), 1.0 - 2.0 * (q.y * q.y + q.z * q.z));
}

nav_msgs_msg_dds__Odometry_ RosMessages::odometry(const core::OdometryState &odometry,
                                                  RosTime stamp, const std::string &odomFrame,
                                                  const std::string &baseFrame)
{
    nav_msgs_msg_dds__Odometry_ message{};
    message.header.stamp = stamp;
    message.header.frame_id = ddsText(odomFrame);
    message.child_frame_id = ddsText(baseFrame);
    message.pose.pose.position.x = odometry.pose.x;
    message.pose.pose.position.y = odometry.pose.y;
    message.pose.pose.orientation = yawRotation(odometry.pose.theta);
    double *covariance = message.pose.covariance;
    covariance[0] = kPositionVariance;
    covariance[7] = kPositionVariance;
    covariance[14] = kUnusedVariance;
    covariance[21] = kUnusedVariance;
    covariance[28] = kUnusedVariance;
    covariance[35] = odometry.headingFromGyro ? kYawVarianceGyro : kYawVarianceWheels;
    message.twist.twist.linear.x = odometry.velocity.linearMps;
    message.twist.twist.angular.z = odometry.velocity.angularRadps;
    return message;
}

geometry_msgs_msg_dds__TransformStamped_ RosMessages::transform(const core::Pose2D &pose,
                                                                RosTime stamp,
                                                                const std::string &odomFrame,
                                                                const std::string &baseFrame)
{
    geometry_msgs_msg_dds__TransformStamped_ message{};
    message.header.stamp = stamp;
    message.header.frame_id = ddsText(odomFrame);
    message.child_frame_id = ddsText(baseFrame);
    message.transform.translation.x = pose.x;
    message.transform.translation.y = pose.y;
    message.transform.rotation = yawRotation(pose.theta);
    return message;
}

std::uint8_t RosMessages::powerSupplyStatus(core::ChargeState state)
{
    switch (state) {
    case core::ChargeState::Charging:
        return kBatteryStatusCharging;
    case core::ChargeState::Discharging:
        return kBatteryStatusDischarging;
    case core::ChargeState::Charged:
        return kBatteryStatusFull;
    case core::ChargeState::Unknown:
        break;
    }
    return kBatteryStatusUnknown;
}

sensor_msgs_msg_dds__BatteryState_ RosMessages::battery(const core::BatteryReading &battery,
                                                        RosTime stamp, const std::string &frame,
                                                        const std::string &serialNumber)
{
    constexpr float kUnmeasured = std::numeric_limits<float>::quiet_NaN();
    sensor_msgs_msg_dds__BatteryState_ message{};
    message.header.stamp = stamp;
    message.header.frame_id = ddsText(frame);
    message.voltage = float(battery.volts);
    message.temperature = kUnmeasured;
    message.current = kUnmeasured;
    message.charge = kUnmeasured;
    message.capacity = kUnmeasured;
    message.design_capacity = kUnmeasured;
    message.percentage = float(battery.percent / 100.0);
    message.power_supply_status = powerSupplyStatus(battery.state);
    message.power_supply_health = kBatteryHealthUnknown;
    message.power_supply_technology = kBatteryTechnologyUnknown;
    message.present = true;
    message.location = const_cast<char *>("");
    message.serial_number = ddsText(serialNumber);
    return message;
}

}  // namespace robodash::bridge
