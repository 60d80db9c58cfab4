#pragma once
// Messages around Rover Robotics' driver for the Fast DDS peer (FastDdsTopic.h): the std_msgs
// it subscribes (its e-stop's Bool, its trim's Float32) and the /tf it may publish. CDR
// (XCDR1) by eProsima Fast CDR, field by field, independent of the bridge's Cyclone types;
// each names its DDS type as rosidl_dds does.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace eprosima::fastcdr {
class Cdr;
}

struct BoolMessage {
    static constexpr const char *kTypeName = "std_msgs::msg::dds_::Bool_";
    static constexpr std::uint32_t kMaxSize = 8;
    bool data = false;

    static void write(eprosima::fastcdr::Cdr &cdr, const BoolMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, BoolMessage &message);
};

struct Float32Message {
    static constexpr const char *kTypeName = "std_msgs::msg::dds_::Float32_";
    static constexpr std::uint32_t kMaxSize = 8;
    float data = 0;

    static void write(eprosima::fastcdr::Cdr &cdr, const Float32Message &message);
    static void read(eprosima::fastcdr::Cdr &cdr, Float32Message &message);
};

// tf2_msgs/TFMessage: geometry_msgs/TransformStamped each (header, child frame, translation,
// rotation x y z w).
struct TfMessage {
    static constexpr const char *kTypeName = "tf2_msgs::msg::dds_::TFMessage_";
    static constexpr std::uint32_t kMaxSize = 4096;
    struct Transform {
        std::int32_t sec = 0;
        std::uint32_t nanosec = 0;
        std::string frameId, childFrameId;
        std::array<double, 3> translation{};
        std::array<double, 4> rotation{};
    };
    std::vector<Transform> transforms;

    static void write(eprosima::fastcdr::Cdr &cdr, const TfMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, TfMessage &message);
};
