#include "SensorMessages.h"

#include "DdsText.h"

#include "sensor_msgs.h"
#include "tf2_msgs.h"

namespace robodash::bridge {

namespace {

std_msgs_msg_dds__Header_ headerOf(RosTime stamp, const std::string &frame)
{
    std_msgs_msg_dds__Header_ value{};
    value.stamp = stamp;
    value.frame_id = ddsText(frame);
    return value;
}

// DDS only reads a sequence's buffer while writing: the picture's bytes are lent, not copied.
template <typename Sequence>
void lend(Sequence &sequence, const std::vector<std::uint8_t> &bytes)
{
    sequence._buffer = const_cast<std::uint8_t *>(bytes.data());
    sequence._length = sequence._maximum = std::uint32_t(bytes.size());
}

}  // namespace

bool SensorMessages::picture(const core::CameraImage &image, RosTime stamp, const Write &write)
{
    if (!image.data)
        return false;
    if (image.kind == core::CameraImage::Kind::Compressed) {
        sensor_msgs_msg_dds__CompressedImage_ message{};
        message.header = headerOf(stamp, image.frameId);
        message.format = ddsText(image.format);
        lend(message.data, *image.data);
        return write(&sensor_msgs_msg_dds__CompressedImage__desc, &message);
    }
    sensor_msgs_msg_dds__Image_ message{};
    message.header = headerOf(stamp, image.frameId);
    message.height = image.height;
    message.width = image.width;
    message.encoding = ddsText(image.format);
    message.is_bigendian = image.bigEndian ? 1 : 0;
    message.step = image.step;
    lend(message.data, *image.data);
    return write(&sensor_msgs_msg_dds__Image__desc, &message);
}

bool SensorMessages::scan(const core::LaserScan &scan, RosTime stamp, const Write &write)
{
    sensor_msgs_msg_dds__LaserScan_ message{};
    message.header = headerOf(stamp, scan.frameId);
    message.angle_min = scan.angleMin;
    message.angle_max = scan.angleMax;
    message.angle_increment = scan.angleIncrement;
    message.scan_time = scan.scanTime;
    message.time_increment = scan.ranges.empty() ? 0.0f : scan.scanTime / float(scan.ranges.size());
    message.range_min = scan.rangeMin;
    message.range_max = scan.rangeMax;
    message.ranges._buffer = const_cast<float *>(scan.ranges.data());
    message.ranges._length = message.ranges._maximum = std::uint32_t(scan.ranges.size());
    return write(&sensor_msgs_msg_dds__LaserScan__desc, &message);
}

bool SensorMessages::mounts(const std::vector<core::SensorMount> &mounts, RosTime stamp, const Write &write)
{
    std::vector<geometry_msgs_msg_dds__TransformStamped_> transforms;
    for (const core::SensorMount &mount : mounts) {
        geometry_msgs_msg_dds__TransformStamped_ transform{};
        transform.header = headerOf(stamp, mount.parentFrame);
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
    return write(&tf2_msgs_msg_dds__TFMessage__desc, &message);
}

}  // namespace robodash::bridge
