#pragma once
// The ROS 2 messages the Fast DDS test peer exchanges with a bridge, as plain structs with
// their CDR (XCDR1) written and read by eProsima Fast CDR, field by field in the order of the
// ROS 2 definitions: an encoder independent of Cyclone DDS's generated one. Each message also
// names its DDS type as rosidl_dds does.

#include <array>
#include <cstdint>
#include <string>

namespace eprosima::fastcdr {
class Cdr;
}

struct OdometryMessage {
    static constexpr const char *kTypeName = "nav_msgs::msg::dds_::Odometry_";
    static constexpr std::uint32_t kMaxSize = 2048;  // two frame ids of up to 256 characters
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::string frameId, childFrameId;
    std::array<double, 3> position{};
    std::array<double, 4> orientation{};  // x, y, z, w
    std::array<double, 36> poseCovariance{};
    std::array<double, 3> linear{}, angular{};
    std::array<double, 36> twistCovariance{};

    static void write(eprosima::fastcdr::Cdr &cdr, const OdometryMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, OdometryMessage &message);
};

struct TwistMessage {
    static constexpr const char *kTypeName = "geometry_msgs::msg::dds_::Twist_";
    static constexpr std::uint32_t kMaxSize = 48;
    std::array<double, 3> linear{}, angular{};

    static void write(eprosima::fastcdr::Cdr &cdr, const TwistMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, TwistMessage &message);
};

// kobuki_ros_interfaces/msg/BumperEvent: which bumper, pressed or released.
struct BumperEventMessage {
    static constexpr const char *kTypeName = "kobuki_ros_interfaces::msg::dds_::BumperEvent_";
    static constexpr std::uint32_t kMaxSize = 2;
    std::uint8_t bumper = 0, state = 0;

    static void write(eprosima::fastcdr::Cdr &cdr, const BumperEventMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, BumperEventMessage &message);
};
