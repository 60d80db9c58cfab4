#pragma once
// Which picture topics a network robot publishes, best first, from DDS discovery: the topics
// of sensor_msgs/CompressedImage or sensor_msgs/Image in the robot's namespace, named relative
// to it. Colour comes before depth, compressed before raw (a raw 640x480 colour picture at
// 15 Hz is 14 MB/s, more than a Wi-Fi carries: labs watch the compressed topic across a
// network), then `.../image_raw...` before processed pictures, then by name
// (../shared/specs/ros2-sensor-facts.md: Astra camera/color, Kinect camera/rgb, usb_cam).

#include <string>
#include <vector>

namespace robodash::bridge {

class NetworkCameraTopics {
public:
    struct Writer {
        std::string ddsTopic;  // "rt/tb1/camera/color/image_raw/compressed"
        std::string type;      // "sensor_msgs::msg::dds_::CompressedImage_"
    };
    // The picture topics of the writers in `rosNamespace` ("/tb1" or "/"), each once, best
    // first: "camera/color/image_raw/compressed", ...
    static std::vector<std::string> inNamespace(const std::vector<Writer> &writers,
                                                const std::string &rosNamespace);
    static bool isCompressedType(const std::string &type);
    static bool isRawType(const std::string &type);
};

}  // namespace robodash::bridge
