#include "SensorTopics.h"

#include "SensorMessages.h"

#include "sensor_msgs.h"
#include "tf2_msgs.h"

namespace robodash::bridge {

namespace {

constexpr int kSensorStreamDepth = 5;   // rclcpp's SensorDataQoS
constexpr int kStaticTransformDepth = 1;  // /tf_static: the one latest message

}  // namespace

SensorTopics::SensorTopics(const TopicContext &context)
    : m_camera(context.writer(&sensor_msgs_msg_dds__CompressedImage__desc, kCameraTopic,
                              QosProfile::SensorData, kSensorStreamDepth)),
      m_scan(context.writer(&sensor_msgs_msg_dds__LaserScan__desc, kScanTopic,
                            QosProfile::SensorData, kSensorStreamDepth)),
      m_mounts(context.writer(&tf2_msgs_msg_dds__TFMessage__desc, kTfStaticTopic,
                              QosProfile::Latched, kStaticTransformDepth))
{
    for (const TopicWriter *made : {m_camera.get(), m_scan.get(), m_mounts.get()}) {
        if (!made->isValid() && m_error.empty())
            m_error = made->error();
    }
}

std::vector<dds_guid_t> SensorTopics::writerGuids() const
{
    return {m_camera->guid(), m_scan->guid(), m_mounts->guid()};
}

std::vector<std::string> SensorTopics::ddsTopics() const
{
    return {m_camera->topic(), m_scan->topic(), m_mounts->topic()};
}

bool SensorTopics::publishMounts(const std::vector<core::SensorMount> &mounts, RosTime stamp)
{
    return SensorMessages::mounts(mounts, stamp, [this](const dds_topic_descriptor_t *, const void *message) {
        return m_mounts->write(message);
    });
}

bool SensorTopics::publishImage(const core::CameraImage &image, RosTime stamp)
{
    // The twin's pictures are JPEG: the compressed topic is the only picture writer here.
    if (image.kind != core::CameraImage::Kind::Compressed)
        return false;
    return SensorMessages::picture(image, stamp, [this](const dds_topic_descriptor_t *, const void *message) {
        return m_camera->write(message);
    });
}

bool SensorTopics::publishScan(const core::LaserScan &scan, RosTime stamp)
{
    return SensorMessages::scan(scan, stamp, [this](const dds_topic_descriptor_t *, const void *message) {
        return m_scan->write(message);
    });
}

}  // namespace robodash::bridge
