#pragma once
// A camera's and a laser scanner's messages for the Fast DDS peer (FastDdsTopic.h), as a
// camera driver and rplidar_ros publish them (../shared/specs/ros2-sensor-facts.md): CDR
// (XCDR1) by eProsima Fast CDR, field by field, independent of the bridge's Cyclone types.

#include <cstdint>
#include <string>
#include <vector>

namespace eprosima::fastcdr {
class Cdr;
}

// sensor_msgs/Image: header, height, width, encoding, is_bigendian, step, data.
struct ImageMessage {
    static constexpr const char *kTypeName = "sensor_msgs::msg::dds_::Image_";
    static constexpr std::uint32_t kMaxSize = 1u << 20;  // a 640x480 rgb8 picture and its header
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::string frameId;
    std::uint32_t height = 0, width = 0;
    std::string encoding;
    std::uint8_t isBigendian = 0;
    std::uint32_t step = 0;
    std::vector<std::uint8_t> data;

    static void write(eprosima::fastcdr::Cdr &cdr, const ImageMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, ImageMessage &message);
};

// sensor_msgs/LaserScan: header, the angles, times and ranges, then ranges and intensities.
struct LaserScanMessage {
    static constexpr const char *kTypeName = "sensor_msgs::msg::dds_::LaserScan_";
    static constexpr std::uint32_t kMaxSize = 64 * 1024;
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::string frameId;
    float angleMin = 0, angleMax = 0, angleIncrement = 0, timeIncrement = 0, scanTime = 0;
    float rangeMin = 0, rangeMax = 0;
    std::vector<float> ranges, intensities;

    static void write(eprosima::fastcdr::Cdr &cdr, const LaserScanMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, LaserScanMessage &message);
};
