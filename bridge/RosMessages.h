#pragma once
// The telemetry core in ROS 2 messages (the generated C structs of bridge/idl). Text fields
// of a message point into the std::strings passed in, which must outlive it: DDS only reads
// them while writing, so nothing is copied or freed.

#include "core/BatteryReading.h"
#include "core/Pose2D.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "tf2_msgs.h"

#include <cstdint>
#include <string>

namespace robodash::bridge {

using RosTime = builtin_interfaces_msg_dds__Time_;

// sensor_msgs/BatteryState's constants (not on the wire, so not in the generated code), for
// every family's battery message.
inline constexpr std::uint8_t kBatteryStatusUnknown = 0, kBatteryStatusCharging = 1,
                              kBatteryStatusDischarging = 2, kBatteryStatusFull = 4;
inline constexpr std::uint8_t kBatteryHealthUnknown = 0;
inline constexpr std::uint8_t kBatteryTechnologyUnknown = 0, kBatteryTechnologyLion = 2;

class RosMessages {
public:
    static RosTime time(std::int64_t unixNanoseconds);
    static RosTime now();  // the system clock, as ROS 2 stamps messages
    static std::int64_t nanosecondsNow();  // the same in nanoseconds since 1970
    // A rotation by `yaw` radians about z.
    static geometry_msgs_msg_dds__Quaternion_ yawRotation(double yaw);
    // The yaw (about z) of any rotation, in radians.
    static double yawOf(const geometry_msgs_msg_dds__Quaternion_ &q);

    // As kobuki_ros fills it: the pose in `odomFrame`, the speeds in `baseFrame`, and its
    // covariances (z, roll and pitch marked unused), so robot_localization and its peers
    // take it unchanged.
    static nav_msgs_msg_dds__Odometry_ odometry(const core::OdometryState &odometry, RosTime stamp,
                                                const std::string &odomFrame,
                                                const std::string &baseFrame);
    // The same pose as the odomFrame -> baseFrame transform.
    static geometry_msgs_msg_dds__TransformStamped_ transform(const core::Pose2D &pose,
                                                              RosTime stamp,
                                                              const std::string &odomFrame,
                                                              const std::string &baseFrame);
    // Volts, fraction 0..1 and charging state; what the core does not measure (current,
    // temperature, charge, capacity) is NaN, as sensor_msgs/BatteryState asks.
    static sensor_msgs_msg_dds__BatteryState_ battery(const core::BatteryReading &battery,
                                                      RosTime stamp, const std::string &frame,
                                                      const std::string &serialNumber);

    // sensor_msgs/BatteryState's POWER_SUPPLY_STATUS_* for a core charge state.
    static std::uint8_t powerSupplyStatus(core::ChargeState state);
};

}  // namespace robodash::bridge
