#pragma once
// The Kobuki's feedback in kobuki_ros's messages, filled as kobuki_ros fills them
// (kobuki-base/kobuki_ros kobuki_node/src/kobuki_ros.cpp). Messages with text or sequences
// point into the values passed in, which must outlive them (RosMessages.h).

#include "KobukiBattery.h"
#include "RosMessages.h"

#include "kobuki/Events.h"
#include "kobuki/Feedback.h"

#include "kobuki_ros_interfaces.h"
#include "sensor_msgs.h"

#include <array>
#include <cstdint>
#include <string>

namespace robodash::bridge {

class KobukiMessages {
public:
    // VersionInfo's feature bits: SMOOTH_MOVE_START and GYROSCOPE_3D_DATA from firmware
    // 1.0.1 on, as kobuki_ros decides them.
    static std::uint64_t versionFeatures(const kobuki::Version &firmware);
    // The robot's gains (u32 of gain * 1000) as ControllerInfo's float64 gains.
    static kobuki_ros_interfaces_msg_dds__ControllerInfo_ controllerInfo(
        const kobuki::ControllerInfo &info);
    // sensors/imu_data: heading (rad, from the gyro) and turn rate about z in `frame`, with
    // kobuki_ros's covariances (roll and pitch unknown, yaw 0.05).
    static sensor_msgs_msg_dds__Imu_ imu(double headingRad, double rateRadps, RosTime stamp,
                                         const std::string &frame);
    // sensors/imu_data_raw: one raw 3-axis gyro sample in the robot's axes, rad/s.
    static sensor_msgs_msg_dds__Imu_ rawImu(const std::array<std::int16_t, 3> &sample,
                                            RosTime stamp, const std::string &frame);
    // sensors/battery_state as kobuki_ros fills it: frame `base_link`, lithium-ion, the
    // voltage and charging state, `percentage` 0..100 as kobuki_core computes it (not the
    // 0..1 the message definition asks: kobuki_ros's users read it so), the rest NaN/empty.
    static sensor_msgs_msg_dds__BatteryState_ batteryState(const KobukiBattery &battery,
                                                           RosTime stamp);
    // ROS 2 time `stamp` moved back by `nanoseconds` (raw gyro samples are 10 ms apart).
    static RosTime earlier(RosTime stamp, std::int64_t nanoseconds);

    static kobuki_ros_interfaces_msg_dds__BumperEvent_ bumper(const kobuki::BumperEvent &event);
    static kobuki_ros_interfaces_msg_dds__CliffEvent_ cliff(const kobuki::CliffEvent &event);
    static kobuki_ros_interfaces_msg_dds__WheelDropEvent_ wheelDrop(
        const kobuki::WheelDropEvent &event);
    static kobuki_ros_interfaces_msg_dds__ButtonEvent_ button(const kobuki::ButtonEvent &event);
};

}  // namespace robodash::bridge
