#include "KobukiMessages.h"

#include "RosMessages.h"

#include "kobuki/Conversions.h"

#include <cfloat>
#include <cmath>
#include <cstring>

namespace robodash::bridge {

namespace {

// kobuki_ros: roll and pitch are not measured (robot_pose_ekf wants them non-zero), yaw is
// trusted over the wheels' heading.
constexpr double kUnmeasuredVariance = DBL_MAX;
constexpr double kYawVariance = 0.05;
constexpr std::uint64_t kSmoothMoveStart = 1;
constexpr std::uint64_t kGyroscope3dData = 2;
constexpr double kWireGainScale = 0.001;  // the robot keeps gain * 1000
// sensor_msgs/BatteryState constants kobuki_ros uses.

void fillYawCovariance(double (&covariance)[9])
{
    covariance[0] = kUnmeasuredVariance;
    covariance[4] = kUnmeasuredVariance;
    covariance[8] = kYawVariance;
}

std::uint32_t versionNumber(const kobuki::Version &version)
{
    return std::uint32_t(version.major) << 16 | std::uint32_t(version.minor) << 8 | version.patch;
}

}  // namespace

std::uint64_t KobukiMessages::versionFeatures(const kobuki::Version &firmware)
{
    constexpr std::uint32_t kVersion100 = 0x010000;  // kobuki_ros: "firmware > 65536"
    return versionNumber(firmware) > kVersion100 ? kSmoothMoveStart | kGyroscope3dData : 0;
}

kobuki_ros_interfaces_msg_dds__ControllerInfo_ KobukiMessages::controllerInfo(
    const kobuki::ControllerInfo &info)
{
    // Cyclone copies a fixed-size struct to the wire whole, padding included (7 octets after
    // `type` here): zeroed, so no stale memory leaves the machine and the bytes are stable.
    kobuki_ros_interfaces_msg_dds__ControllerInfo_ message;
    std::memset(&message, 0, sizeof message);
    message.type = info.type;
    message.p_gain = info.pGain * kWireGainScale;
    message.i_gain = info.iGain * kWireGainScale;
    message.d_gain = info.dGain * kWireGainScale;
    return message;
}

sensor_msgs_msg_dds__Imu_ KobukiMessages::imu(double headingRad, double rateRadps, RosTime stamp,
                                              const std::string &frame)
{
    sensor_msgs_msg_dds__Imu_ message{};
    message.header.stamp = stamp;
    message.header.frame_id = const_cast<char *>(frame.c_str());
    message.orientation = RosMessages::yawRotation(headingRad);
    fillYawCovariance(message.orientation_covariance);
    message.angular_velocity.z = rateRadps;
    fillYawCovariance(message.angular_velocity_covariance);
    return message;
}

sensor_msgs_msg_dds__Imu_ KobukiMessages::rawImu(const std::array<std::int16_t, 3> &sample,
                                                 RosTime stamp, const std::string &frame)
{
    const std::array<double, 3> rate = kobuki::rawGyroToRobotRadiansPerSecond(sample);
    sensor_msgs_msg_dds__Imu_ message{};
    message.header.stamp = stamp;
    message.header.frame_id = const_cast<char *>(frame.c_str());
    message.angular_velocity = {rate[0], rate[1], rate[2]};
    return message;
}

RosTime KobukiMessages::earlier(RosTime stamp, std::int64_t nanoseconds)
{
    const std::int64_t total = std::int64_t(stamp.sec) * 1000000000 + stamp.nanosec - nanoseconds;
    return RosMessages::time(total);
}

kobuki_ros_interfaces_msg_dds__BumperEvent_ KobukiMessages::bumper(const kobuki::BumperEvent &event)
{
    // Side's values are kobuki_ros_interfaces' LEFT 0, CENTER 1, RIGHT 2.
    return {std::uint8_t(event.bumper), std::uint8_t(event.pressed ? 1 : 0)};
}

kobuki_ros_interfaces_msg_dds__CliffEvent_ KobukiMessages::cliff(const kobuki::CliffEvent &event)
{
    return {std::uint8_t(event.sensor), std::uint8_t(event.cliff ? 1 : 0), event.bottom};
}

kobuki_ros_interfaces_msg_dds__WheelDropEvent_ KobukiMessages::wheelDrop(
    const kobuki::WheelDropEvent &event)
{
    // WheelDropEvent has LEFT 0 and RIGHT 1: a right wheel is 1, not Side::Right's 2.
    const std::uint8_t wheel = event.wheel == kobuki::Side::Left ? 0 : 1;
    return {wheel, std::uint8_t(event.dropped ? 1 : 0)};
}

kobuki_ros_interfaces_msg_dds__ButtonEvent_ KobukiMessages::button(const kobuki::ButtonEvent &event)
{
    return {event.button, std::uint8_t(event.pressed ? 1 : 0)};
}

sensor_msgs_msg_dds__BatteryState_ KobukiMessages::batteryState(const KobukiBattery &battery,
                                                                RosTime stamp)
{
    static const char kFrame[] = "base_link";  // kobuki_ros names this frame whatever base_frame is
    static const char kEmpty[] = "";
    sensor_msgs_msg_dds__BatteryState_ message{};
    message.header = {stamp, const_cast<char *>(kFrame)};
    message.voltage = float(battery.volts());
    message.temperature = NAN;
    message.current = NAN;
    message.charge = NAN;
    message.capacity = NAN;
    message.design_capacity = NAN;
    message.percentage = battery.percent();
    switch (battery.state()) {
    case KobukiBattery::State::Discharging:
        message.power_supply_status = kBatteryStatusDischarging;
        break;
    case KobukiBattery::State::Charged:
        message.power_supply_status = kBatteryStatusFull;
        break;
    case KobukiBattery::State::Charging:
        message.power_supply_status = kBatteryStatusCharging;
        break;
    }
    message.power_supply_technology = kBatteryTechnologyLion;  // health stays UNKNOWN (0)
    message.present = true;
    message.location = const_cast<char *>(kEmpty);
    message.serial_number = const_cast<char *>(kEmpty);
    return message;
}

}  // namespace robodash::bridge
