#include "SensorTopics.h"

#include "DdsText.h"

#include "sensor_msgs.h"
#include "tf2_msgs.h"

namespace robodash::bridge {

namespace {

constexpr int kSensorDepth = 5;   // rclcpp's SensorDataQoS
constexpr int kLatchedDepth = 1;  // /tf_static: the one latest message

std_msgs_msg_dds__Header_ header(RosTime stamp, const std::string &frame)
{
    std_msgs_msg_dds__Header_ value{};
    value.stamp = stamp;
    value.frame_id = ddsText(frame);
    return value;
}

}  // namespace

SensorTopics::SensorTopics(const TopicContext &context)
    : m_camera(context.writer(&sensor_msgs_msg_dds__CompressedImage__desc, kCameraTopic,
                              QosProfile::SensorData, kSensorDepth)),
      m_scan(context.writer(&sensor_msgs_msg_dds__LaserScan__desc, kScanTopic,
                            QosProfile::SensorData, kSensorDepth)),
      m_mounts(context.writer(&tf2_msgs_msg_dds__TFMessage__desc, kTfStaticTopic,
                              QosProfile::Latched, kLatchedDepth))
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
    std::vector<geometry_msgs_msg_dds__TransformStamped_> transforms;
    for (const core::SensorMount &mount : mounts) {
        geometry_msgs_msg_dds__TransformStamped_ transform{};
        transform.header = header(stamp, mount.parentFrame);
        transform.child_frame_id = ddsText(mount.childFrame);
        transform.transform.translation.x = mount.x;
        transform.transform.translation.y = mount.y;
        transform.transform.translation.z = mount.z;
        transform.transform.rotation = RosMessages::yawRotation(mount.yaw);
        transforms.push_back(transform);
    }
    tf2_msgs_msg_dds__TFMessage_ message{};
    message.transforms._buffer = transforms.data();
    message.transforms._length = message.transforms._maximum = std::uint32_t(transforms.size());
    return m_mounts->write(&message);
}

bool SensorTopics::publishImage(const core::CameraImage &image, RosTime stamp)
{
    if (!image.data)
        return false;
    sensor_msgs_msg_dds__CompressedImage_ message{};
    message.header = header(stamp, image.frameId);
    message.format = ddsText(image.format);
    // DDS only reads the buffer while writing: the picture's bytes are lent, not copied.
    message.data._buffer = const_cast<std::uint8_t *>(image.data->data());
    message.data._length = message.data._maximum = std::uint32_t(image.data->size());
    return m_camera->write(&message);
}

bool SensorTopics::publishScan(const core::LaserScan &scan, RosTime stamp)
{
    sensor_msgs_msg_dds__LaserScan_ message{};
    message.header = header(stamp, scan.frameId);
    message.angle_min = scan.angleMin;
    message.angle_max = scan.angleMax;
    message.angle_increment = scan.angleIncrement;
    message.scan_time = scan.scanTime;
    message.time_increment = scan.ranges.empty() ? 0.0f : scan.scanTime / float(scan.ranges.size());
    message.range_min = scan.rangeMin;
    message.range_max = scan.rangeMax;
    message.ranges._buffer = const_cast<float *>(scan.ranges.data());
    message.ranges._length = message.ranges._maximum = std::uint32_t(scan.ranges.size());
    return m_scan->write(&message);
}

}  // namespace robodash::bridge
