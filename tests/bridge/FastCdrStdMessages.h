#pragma once
// std_msgs messages Rover Robotics' driver subscribes (its e-stop's Bool, its trim's Float32),
// for the Fast DDS peer (FastDdsTopic.h): CDR (XCDR1) by eProsima Fast CDR, field by field,
// independent of the bridge's Cyclone types; each names its DDS type as rosidl_dds does.

#include <cstdint>

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
