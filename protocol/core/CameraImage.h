#pragma once
// One picture from a robot's camera as it crossed the network (sensor_msgs/CompressedImage or
// sensor_msgs/Image, ../shared/specs/ros2-sensor-facts.md): still encoded, so the link's
// worker thread never spends time on pixels nobody looks at. The view decodes the newest one
// when it draws (widgets/common/CameraImageDecoder). Copies share the bytes.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace robodash::core {

struct CameraImage {
    enum class Kind { Compressed, Raw };

    std::string topic;            // as the robot's namespace names it ("camera/.../compressed")
    std::string frameId;          // the camera's optical frame
    std::int64_t receivedMs = 0;  // link clock (or the log's time in a replay)
    std::int64_t stampNs = 0;     // the header's stamp: when the picture was taken
    Kind kind = Kind::Compressed;
    // Compressed: the message's format ("rgb8; jpeg compressed bgr8", "png", "" for a JPEG).
    // Raw: the encoding (rgb8, bgr8, rgba8, bgra8, mono8, mono16, 16UC1, 32FC1).
    std::string format;
    std::uint32_t width = 0, height = 0;  // Raw: the message's; Compressed: 0 (in the file)
    std::uint32_t step = 0;               // Raw: bytes per row
    bool bigEndian = false;               // Raw: of 16- and 32-bit pixels
    std::shared_ptr<const std::vector<std::uint8_t>> data;

    std::size_t size() const { return data ? data->size() : 0; }
};

}  // namespace robodash::core
