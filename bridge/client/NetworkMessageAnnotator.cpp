#include "NetworkMessageAnnotator.h"

#include "NetworkMessageCodec.h"
#include "RosMessages.h"

#include "core/AnnotationBuilder.h"
#include "core/NetworkMessage.h"

#include "geometry_msgs.h"
#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <optional>

namespace robodash::bridge {
namespace {

using core::AnnotationBuilder;

std::optional<core::NetworkMessage> messageIn(const std::uint8_t *bytes, std::size_t size)
{
    std::optional<core::NetworkMessage> found;
    core::NetworkMessageFinder finder;
    finder.feed(bytes, size, [&found](const core::NetworkMessage &message, std::size_t) {
        if (!found)
            found = message;
    });
    return found;
}

std::string number(double value, int decimals)
{
    return AnnotationBuilder::fixed(value, decimals);
}

void stamp(AnnotationBuilder &b, const builtin_interfaces_msg_dds__Time_ &time)
{
    b.field("stamp", std::to_string(time.sec) + "." + std::to_string(time.nanosec), "", "s.ns");
}

bool twist(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    CdrSample<geometry_msgs_msg_dds__Twist_> s(&geometry_msgs_msg_dds__Twist__desc);
    if (!NetworkMessageCodec::decode(m, &geometry_msgs_msg_dds__Twist__desc, s))
        return false;
    b.field("linear.x", "", number(s.value().linear.x, 3), "m/s");
    b.field("angular.z", "", number(s.value().angular.z, 3), "rad/s");
    return true;
}

bool odometry(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    CdrSample<nav_msgs_msg_dds__Odometry_> s(&nav_msgs_msg_dds__Odometry__desc);
    if (!NetworkMessageCodec::decode(m, &nav_msgs_msg_dds__Odometry__desc, s))
        return false;
    const auto &o = s.value();
    stamp(b, o.header.stamp);
    b.field("frame_id", o.header.frame_id ? o.header.frame_id : "", "", "");
    b.field("child_frame_id", o.child_frame_id ? o.child_frame_id : "", "", "");
    b.field("pose.x", "", number(o.pose.pose.position.x, 4), "m");
    b.field("pose.y", "", number(o.pose.pose.position.y, 4), "m");
    b.field("pose.yaw", "", number(RosMessages::yawOf(o.pose.pose.orientation), 4), "rad");
    b.field("twist.linear.x", "", number(o.twist.twist.linear.x, 3), "m/s");
    b.field("twist.angular.z", "", number(o.twist.twist.angular.z, 3), "rad/s");
    return true;
}

bool battery(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    CdrSample<sensor_msgs_msg_dds__BatteryState_> s(&sensor_msgs_msg_dds__BatteryState__desc);
    if (!NetworkMessageCodec::decode(m, &sensor_msgs_msg_dds__BatteryState__desc, s))
        return false;
    const auto &v = s.value();
    stamp(b, v.header.stamp);
    b.field("voltage", "", number(v.voltage, 2), "V");
    b.field("percentage", "", number(v.percentage, 3), "");
    b.field("current", "", number(v.current, 2), "A");
    b.field("temperature", "", number(v.temperature, 1), "°C");
    b.field("power_supply_status", std::to_string(v.power_supply_status), "", "");
    return true;
}

bool float32(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    CdrSample<std_msgs_msg_dds__Float32_> s(&std_msgs_msg_dds__Float32__desc);
    if (!NetworkMessageCodec::decode(m, &std_msgs_msg_dds__Float32__desc, s))
        return false;
    b.field("data", "", number(s.value().data, 4), "");
    return true;
}

// The message's own fields, when the bridge describes its type.
void annotateFields(const core::NetworkMessage &m, AnnotationBuilder &b, core::FrameAnnotation &a)
{
    using Reader = bool (*)(const core::NetworkMessage &, AnnotationBuilder &);
    const Reader readers[] = {twist, odometry, battery, float32};
    b.group(m.type);
    for (const Reader read : readers) {
        if (read(m, b))
            return;
    }
    a.note = "the fields of " + m.type + " are not decoded here (or its bytes are not of that type)";
}

}  // namespace

std::unique_ptr<core::FrameScanner> NetworkMessageAnnotator::makeScanner(core::WireDirection) const
{
    return std::make_unique<core::NetworkMessageScanner>();
}

std::string NetworkMessageAnnotator::kindOf(const std::uint8_t *bytes, std::size_t size, core::WireDirection) const
{
    const std::optional<core::NetworkMessage> message = messageIn(bytes, size);
    return message ? message->topic : std::string();
}

core::FrameAnnotation NetworkMessageAnnotator::annotate(const std::uint8_t *bytes, std::size_t size,
                                                        core::WireDirection) const
{
    core::FrameAnnotation annotation;
    const std::optional<core::NetworkMessage> message = messageIn(bytes, size);
    if (!message) {
        annotation.note = "not a whole message envelope";
        return annotation;
    }
    annotation.kind = message->topic;
    AnnotationBuilder b(annotation);
    b.group("message");
    b.field("topic", message->topic, "", "");
    b.field("type", message->type, "", "");
    b.field("payload", std::to_string(message->payload.size()), "", "bytes");
    annotateFields(*message, b, annotation);
    return annotation;
}

std::string NetworkMessageAnnotator::coverage() const
{
    return "Each row is one ROS 2 message as it crossed the network (its CDR bytes after a "
           "RoboDash envelope of topic and type), not the robot's serial bytes.";
}

}  // namespace robodash::bridge
