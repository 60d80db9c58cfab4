#pragma once
// More ROS 2 messages a kobuki_ros node publishes, for the Fast DDS peer (FastDdsTopic.h):
// plain structs with their CDR (XCDR1) written and read by eProsima Fast CDR field by field
// in the order of the ROS 2 definitions, independent of the bridge's Cyclone types. Each
// names its DDS type as rosidl_dds does.

#include <cstdint>
#include <string>
#include <vector>

namespace eprosima::fastcdr {
class Cdr;
}

// std_msgs/Header.
struct HeaderFields {
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::string frameId;
};

struct BatteryStateMessage {
    static constexpr const char *kTypeName = "sensor_msgs::msg::dds_::BatteryState_";
    static constexpr std::uint32_t kMaxSize = 2048;
    HeaderFields header;
    float voltage = 0, temperature = 0, current = 0, charge = 0, capacity = 0,
          designCapacity = 0, percentage = 0;
    std::uint8_t status = 0, health = 0, technology = 0;
    bool present = false;
    std::vector<float> cellVoltage, cellTemperature;
    std::string location, serialNumber;

    static void write(eprosima::fastcdr::Cdr &cdr, const BatteryStateMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, BatteryStateMessage &message);
};

struct JointStateMessage {
    static constexpr const char *kTypeName = "sensor_msgs::msg::dds_::JointState_";
    static constexpr std::uint32_t kMaxSize = 4096;
    HeaderFields header;
    std::vector<std::string> name;
    std::vector<double> position, velocity, effort;

    static void write(eprosima::fastcdr::Cdr &cdr, const JointStateMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, JointStateMessage &message);
};

// std_msgs/Int16MultiArray (layout: dimensions label/size/stride, data_offset).
struct Int16MultiArrayMessage {
    static constexpr const char *kTypeName = "std_msgs::msg::dds_::Int16MultiArray_";
    static constexpr std::uint32_t kMaxSize = 4096;
    struct Dimension {
        std::string label;
        std::uint32_t size = 0, stride = 0;
    };
    std::vector<Dimension> dimensions;
    std::uint32_t dataOffset = 0;
    std::vector<std::int16_t> data;

    static void write(eprosima::fastcdr::Cdr &cdr, const Int16MultiArrayMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, Int16MultiArrayMessage &message);
};

// diagnostic_msgs/DiagnosticArray: a status (level OK 0, WARN 1, ERROR 2, STALE 3) per task.
struct DiagnosticArrayMessage {
    static constexpr const char *kTypeName = "diagnostic_msgs::msg::dds_::DiagnosticArray_";
    static constexpr std::uint32_t kMaxSize = 65536;
    struct KeyValue {
        std::string key, value;
    };
    struct Status {
        std::uint8_t level = 0;
        std::string name, message, hardwareId;
        std::vector<KeyValue> values;
    };
    HeaderFields header;
    std::vector<Status> status;

    static void write(eprosima::fastcdr::Cdr &cdr, const DiagnosticArrayMessage &message);
    static void read(eprosima::fastcdr::Cdr &cdr, DiagnosticArrayMessage &message);
};
