#pragma once
// The topics of a robot's sensors beyond the base, as the drivers of a TurtleBot 2's camera
// and scanner publish them (../shared/specs/ros2-sensor-facts.md): the camera's JPEG pictures
// on `camera/color/image_raw/compressed` (sensor_msgs/CompressedImage, as the Astra driver's
// image_transport names them), a laser scan on `scan` (sensor_msgs/LaserScan, as rplidar_ros)
// and where both sit on `/tf_static` (latched). Both streams use the sensor-data profile
// (best effort, keep last 5) as those drivers do; a reader that asks for reliable delivery
// is named by the writer's diagnostic. The bridge shares a twin's sensors through this
// (robodash-cli bridge sim:); a real robot's camera and scanner publish for themselves.

#include "RosMessages.h"
#include "TopicContext.h"
#include "TopicWriter.h"

#include "core/CameraImage.h"
#include "core/LaserScan.h"
#include "core/SensorMount.h"

#include <memory>
#include <string>
#include <vector>

namespace robodash::bridge {

class SensorTopics {
public:
    static constexpr const char *kCameraTopic = "camera/color/image_raw/compressed";
    static constexpr const char *kScanTopic = "scan";
    static constexpr const char *kTfStaticTopic = "/tf_static";

    explicit SensorTopics(const TopicContext &context);

    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    std::vector<dds_guid_t> writerGuids() const;
    std::vector<std::string> ddsTopics() const;

    // Somebody reads the pictures or the scans now: a twin renders only what is watched.
    bool cameraWatched() const { return m_camera->hasReader(); }
    bool scanWatched() const { return m_scan->hasReader(); }

    // Where the sensors sit, stamped `stamp`: one latched message, so a late reader gets it.
    bool publishMounts(const std::vector<core::SensorMount> &mounts, RosTime stamp);
    // A compressed picture (its format and bytes as they are), stamped `stamp`.
    bool publishImage(const core::CameraImage &image, RosTime stamp);
    bool publishScan(const core::LaserScan &scan, RosTime stamp);

private:
    std::unique_ptr<TopicWriter> m_camera, m_scan, m_mounts;
    std::string m_error;
};

}  // namespace robodash::bridge
