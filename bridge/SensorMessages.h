#pragma once
// A camera's picture, a laser scan and sensors' mounts (the link's plain structs) as the ROS 2
// messages that carry them (../shared/specs/ros2-sensor-facts.md): a compressed picture as
// sensor_msgs/CompressedImage and a raw one as sensor_msgs/Image, each as it came; a scan as
// sensor_msgs/LaserScan; mounts as one tf2_msgs/TFMessage. The live bridge's writers
// (SensorTopics) and an MCAP export (McapSessionEncoder) both write through here.
// The message points into the struct it was made from, which must outlive `write`.

#include "RosMessages.h"

#include "core/CameraImage.h"
#include "core/LaserScan.h"
#include "core/SensorMount.h"

#include <dds/dds.h>

#include <functional>
#include <vector>

namespace robodash::bridge {

class SensorMessages {
public:
    // Writes one message (the generated struct of `type`); false when it was refused.
    using Write = std::function<bool(const dds_topic_descriptor_t *type, const void *message)>;

    static bool picture(const core::CameraImage &image, RosTime stamp, const Write &write);
    static bool scan(const core::LaserScan &scan, RosTime stamp, const Write &write);
    static bool mounts(const std::vector<core::SensorMount> &mounts, RosTime stamp, const Write &write);
};

}  // namespace robodash::bridge
