#include "NetworkSensorReader.h"

#include "CdrSample.h"
#include "NetworkMessageCodec.h"
#include "RosMessages.h"

#include "sensor_msgs.h"
#include "tf2_msgs.h"

#include <string>
#include <utility>
#include <vector>

namespace robodash::bridge {

namespace {

std::int64_t headerStampNs(const std_msgs_msg_dds__Header_ &header)
{
    return std::int64_t(header.stamp.sec) * 1000000000 + std::int64_t(header.stamp.nanosec);
}

std::string sensorText(const char *chars)
{
    return chars ? std::string(chars) : std::string();
}

template <typename Sequence>
std::shared_ptr<const std::vector<std::uint8_t>> sharedBytes(const Sequence &sequence)
{
    return std::make_shared<const std::vector<std::uint8_t>>(sequence._buffer,
                                                             sequence._buffer + sequence._length);
}

// What every picture says of itself, whichever its message.
core::CameraImage pictureFrom(const core::NetworkMessage &message, const std_msgs_msg_dds__Header_ &header,
                              std::int64_t timeMs)
{
    core::CameraImage image;
    image.topic = message.topic;
    image.frameId = sensorText(header.frame_id);
    image.receivedMs = timeMs;
    image.stampNs = headerStampNs(header);
    return image;
}

}  // namespace

bool NetworkSensorReader::read(const core::NetworkMessage &message, std::int64_t timeMs,
                               core::DriverOutput &out)
{
    const std::string &type = message.type;
    bool known = true, read = false;
    if (type == NetworkMessageCodec::typeName(&sensor_msgs_msg_dds__CompressedImage__desc))
        read = readCompressedImage(message, timeMs, out);
    else if (type == NetworkMessageCodec::typeName(&sensor_msgs_msg_dds__Image__desc))
        read = readImage(message, timeMs, out);
    else if (type == NetworkMessageCodec::typeName(&sensor_msgs_msg_dds__LaserScan__desc))
        read = readScan(message, timeMs, out);
    else if (type == NetworkMessageCodec::typeName(&tf2_msgs_msg_dds__TFMessage__desc)
             && (message.topic == "/tf_static" || message.topic == "/tf"))
        read = readTransforms(message, out);
    else
        known = false;
    if (known && !read)
        ++m_malformed;
    return known;
}

bool NetworkSensorReader::readCompressedImage(const core::NetworkMessage &message,
                                              std::int64_t timeMs, core::DriverOutput &out)
{
    CdrSample<sensor_msgs_msg_dds__CompressedImage_> sample(&sensor_msgs_msg_dds__CompressedImage__desc);
    if (!NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__CompressedImage__desc, sample))
        return false;
    const auto &value = sample.value();
    core::CameraImage image = pictureFrom(message, value.header, timeMs);
    image.kind = core::CameraImage::Kind::Compressed;
    image.format = sensorText(value.format);
    image.data = sharedBytes(value.data);
    out.images.push_back(std::move(image));
    return true;
}

bool NetworkSensorReader::readImage(const core::NetworkMessage &message, std::int64_t timeMs,
                                    core::DriverOutput &out)
{
    CdrSample<sensor_msgs_msg_dds__Image_> sample(&sensor_msgs_msg_dds__Image__desc);
    if (!NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__Image__desc, sample))
        return false;
    const auto &value = sample.value();
    core::CameraImage image = pictureFrom(message, value.header, timeMs);
    image.kind = core::CameraImage::Kind::Raw;
    image.format = sensorText(value.encoding);
    image.width = value.width;
    image.height = value.height;
    image.step = value.step;
    image.bigEndian = value.is_bigendian != 0;
    image.data = sharedBytes(value.data);
    out.images.push_back(std::move(image));
    return true;
}

bool NetworkSensorReader::readScan(const core::NetworkMessage &message, std::int64_t timeMs,
                                   core::DriverOutput &out)
{
    CdrSample<sensor_msgs_msg_dds__LaserScan_> sample(&sensor_msgs_msg_dds__LaserScan__desc);
    if (!NetworkMessageCodec::decode(message, &sensor_msgs_msg_dds__LaserScan__desc, sample))
        return false;
    const auto &value = sample.value();
    core::LaserScan scan;
    scan.topic = message.topic;
    scan.frameId = sensorText(value.header.frame_id);
    scan.receivedMs = timeMs;
    scan.stampNs = headerStampNs(value.header);
    scan.angleMin = value.angle_min;
    scan.angleMax = value.angle_max;
    scan.angleIncrement = value.angle_increment;
    scan.scanTime = value.scan_time;
    scan.rangeMin = value.range_min;
    scan.rangeMax = value.range_max;
    scan.ranges.assign(value.ranges._buffer, value.ranges._buffer + value.ranges._length);
    out.scans.push_back(std::move(scan));
    return true;
}

bool NetworkSensorReader::readTransforms(const core::NetworkMessage &message, core::DriverOutput &out)
{
    CdrSample<tf2_msgs_msg_dds__TFMessage_> sample(&tf2_msgs_msg_dds__TFMessage__desc);
    if (!NetworkMessageCodec::decode(message, &tf2_msgs_msg_dds__TFMessage__desc, sample))
        return false;
    const auto &transforms = sample.value().transforms;
    for (std::uint32_t i = 0; i < transforms._length; ++i) {
        const auto &stamped = transforms._buffer[i];
        core::SensorMount mount;
        mount.parentFrame = sensorText(stamped.header.frame_id);
        mount.childFrame = sensorText(stamped.child_frame_id);
        mount.x = stamped.transform.translation.x;
        mount.y = stamped.transform.translation.y;
        mount.z = stamped.transform.translation.z;
        mount.yaw = RosMessages::yawOf(stamped.transform.rotation);
        out.mounts.push_back(std::move(mount));
    }
    return true;
}

}  // namespace robodash::bridge
