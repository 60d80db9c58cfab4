#pragma once
// kobuki_ros's sensor messages as a kobuki_ros node publishes them, for the Fast DDS peer
// that stands in for one (tst_network_kobuki_standin): plain structs written by eProsima
// Fast CDR field by field in the order of the published definitions
// (kobuki-base/kobuki_ros_interfaces msg/SensorState.msg, VersionInfo.msg; sensor_msgs/Imu),
// sharing nothing with RoboDash's Cyclone types or decoders.

#include "FastCdrKobukiMessages.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

struct SensorStateMessage {
    static constexpr const char *kTypeName = "kobuki_ros_interfaces::msg::dds_::SensorState_";
    static constexpr std::uint32_t kMaxSize = 256;
    HeaderFields header;
    std::uint16_t timeStamp = 0;
    std::uint8_t bumper = 0, wheelDrop = 0, cliff = 0;
    std::uint16_t leftEncoder = 0, rightEncoder = 0;
    std::int8_t leftPwm = 0, rightPwm = 0;
    std::uint8_t buttons = 0, charger = 0, battery = 0;
    std::vector<std::uint16_t> bottom;
    std::vector<std::uint8_t> current;
    std::uint8_t overCurrent = 0;
    std::uint16_t digitalInput = 0;
    std::vector<std::uint16_t> analogInput;

    static void write(eprosima::fastcdr::Cdr &cdr, const SensorStateMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, SensorStateMessage &message);
};

// sensor_msgs/Imu: orientation (x, y, z, w) and covariance, angular velocity and covariance,
// linear acceleration and covariance.
struct ImuMessage {
    static constexpr const char *kTypeName = "sensor_msgs::msg::dds_::Imu_";
    static constexpr std::uint32_t kMaxSize = 512;
    HeaderFields header;
    std::array<double, 4> orientation{0, 0, 0, 1};
    std::array<double, 9> orientationCovariance{};
    std::array<double, 3> angularVelocity{};
    std::array<double, 9> angularVelocityCovariance{};
    std::array<double, 3> linearAcceleration{};
    std::array<double, 9> linearAccelerationCovariance{};

    static void write(eprosima::fastcdr::Cdr &cdr, const ImuMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, ImuMessage &message);
};

// kobuki_ros_interfaces/msg/ControllerInfo: uint8 type, float64 p_gain, i_gain, d_gain.
struct ControllerInfoMessage {
    static constexpr const char *kTypeName = "kobuki_ros_interfaces::msg::dds_::ControllerInfo_";
    static constexpr std::uint32_t kMaxSize = 64;
    std::uint8_t type = 0;
    double pGain = 0, iGain = 0, dGain = 0;

    static void write(eprosima::fastcdr::Cdr &cdr, const ControllerInfoMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, ControllerInfoMessage &message);
};

struct VersionInfoMessage {
    static constexpr const char *kTypeName = "kobuki_ros_interfaces::msg::dds_::VersionInfo_";
    static constexpr std::uint32_t kMaxSize = 512;
    std::string hardware, firmware, software;
    std::vector<std::uint32_t> udid;
    std::uint64_t features = 0;

    static void write(eprosima::fastcdr::Cdr &cdr, const VersionInfoMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, VersionInfoMessage &message);
};
