#include "NetworkMessageFields.h"

#include "CdrSample.h"
#include "NetworkMessageCodec.h"
#include "RosMessages.h"

#include "geometry_msgs.h"
#include "kobuki_ros_interfaces.h"
#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <cstdio>

namespace robodash::bridge {
namespace {

using core::AnnotationBuilder;

std::string number(double value, int decimals)
{
    return AnnotationBuilder::fixed(value, decimals);
}

std::string text(const char *value)
{
    return value ? value : "";
}

void stamp(AnnotationBuilder &b, const builtin_interfaces_msg_dds__Time_ &time)
{
    char text[32];
    std::snprintf(text, sizeof text, "%d.%09u", time.sec, time.nanosec);
    b.field("stamp", "", text, "s");
}

// Reads `m` as T and lets `fill` name its fields; false when it is not a T.
template <class T, class Fill>
bool fieldsOf(const core::NetworkMessage &m, const dds_topic_descriptor_t *type, AnnotationBuilder &b, Fill fill)
{
    CdrSample<T> sample(type);
    if (!NetworkMessageCodec::decode(m, type, sample))
        return false;
    fill(sample.value(), b);
    return true;
}

bool twist(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<geometry_msgs_msg_dds__Twist_>(m, &geometry_msgs_msg_dds__Twist__desc, b, [](const auto &t, auto &f) {
        f.field("linear.x", "", number(t.linear.x, 3), "m/s");
        f.field("angular.z", "", number(t.angular.z, 3), "rad/s");
    });
}

bool odometry(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<nav_msgs_msg_dds__Odometry_>(m, &nav_msgs_msg_dds__Odometry__desc, b, [](const auto &o, auto &f) {
        stamp(f, o.header.stamp);
        f.field("frame_id", "", text(o.header.frame_id), "");
        f.field("child_frame_id", "", text(o.child_frame_id), "");
        f.field("pose.x", "", number(o.pose.pose.position.x, 4), "m");
        f.field("pose.y", "", number(o.pose.pose.position.y, 4), "m");
        f.field("pose.yaw", "", number(RosMessages::yawOf(o.pose.pose.orientation), 4), "rad");
        f.field("twist.linear.x", "", number(o.twist.twist.linear.x, 3), "m/s");
        f.field("twist.angular.z", "", number(o.twist.twist.angular.z, 3), "rad/s");
    });
}

bool battery(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<sensor_msgs_msg_dds__BatteryState_>(m, &sensor_msgs_msg_dds__BatteryState__desc, b,
                                                       [](const auto &v, auto &f) {
        stamp(f, v.header.stamp);
        f.field("voltage", "", number(v.voltage, 2), "V");
        f.field("percentage", "", number(v.percentage, 3), "");
        f.field("current", "", number(v.current, 2), "A");
        f.field("temperature", "", number(v.temperature, 1), "°C");
        f.field("power_supply_status", std::to_string(v.power_supply_status), "", "");
    });
}

bool imu(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<sensor_msgs_msg_dds__Imu_>(m, &sensor_msgs_msg_dds__Imu__desc, b, [](const auto &v, auto &f) {
        stamp(f, v.header.stamp);
        f.field("orientation.yaw", "", number(RosMessages::yawOf(v.orientation), 4), "rad");
        f.field("angular_velocity.x", "", number(v.angular_velocity.x, 4), "rad/s");
        f.field("angular_velocity.y", "", number(v.angular_velocity.y, 4), "rad/s");
        f.field("angular_velocity.z", "", number(v.angular_velocity.z, 4), "rad/s");
    });
}

bool range(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<sensor_msgs_msg_dds__Range_>(m, &sensor_msgs_msg_dds__Range__desc, b, [](const auto &v, auto &f) {
        stamp(f, v.header.stamp);
        f.field("frame_id", "", text(v.header.frame_id), "");
        f.field("range", "", number(v.range, 3), "m");
    });
}

bool sensorState(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<kobuki_ros_interfaces_msg_dds__SensorState_>(
        m, &kobuki_ros_interfaces_msg_dds__SensorState__desc, b, [](const auto &s, auto &f) {
            stamp(f, s.header.stamp);
            f.raw("time_stamp", s.time_stamp);
            f.bits("bumper", s.bumper, 2, "");
            f.bits("wheel_drop", s.wheel_drop, 2, "");
            f.bits("cliff", s.cliff, 2, "");
            f.raw("left_encoder", s.left_encoder);
            f.raw("right_encoder", s.right_encoder);
            f.raw("left_pwm", s.left_pwm);
            f.raw("right_pwm", s.right_pwm);
            f.bits("buttons", s.buttons, 2, "");
            f.raw("charger", s.charger);
            f.value("battery", s.battery, s.battery / 10.0, 1, "V");
        });
}

bool versionInfo(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<kobuki_ros_interfaces_msg_dds__VersionInfo_>(
        m, &kobuki_ros_interfaces_msg_dds__VersionInfo__desc, b, [](const auto &v, auto &f) {
            f.field("hardware", "", text(v.hardware), "");
            f.field("firmware", "", text(v.firmware), "");
            f.field("software", "", text(v.software), "");
        });
}

bool controllerInfo(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<kobuki_ros_interfaces_msg_dds__ControllerInfo_>(
        m, &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, b, [](const auto &v, auto &f) {
            f.raw("type", v.type);
            f.field("p_gain", "", number(v.p_gain, 4), "");
            f.field("i_gain", "", number(v.i_gain, 4), "");
            f.field("d_gain", "", number(v.d_gain, 4), "");
        });
}

// One-field messages: the value as it came.
bool single(const core::NetworkMessage &m, AnnotationBuilder &b)
{
    return fieldsOf<std_msgs_msg_dds__Float32_>(m, &std_msgs_msg_dds__Float32__desc, b,
                                               [](const auto &v, auto &f) { f.field("data", "", number(v.data, 4), ""); })
           || fieldsOf<std_msgs_msg_dds__UInt32_>(m, &std_msgs_msg_dds__UInt32__desc, b,
                                                 [](const auto &v, auto &f) { f.raw("data", v.data); })
           || fieldsOf<std_msgs_msg_dds__Bool_>(m, &std_msgs_msg_dds__Bool__desc, b,
                                               [](const auto &v, auto &f) { f.raw("data", v.data ? 1 : 0); })
           || fieldsOf<std_msgs_msg_dds__String_>(m, &std_msgs_msg_dds__String__desc, b,
                                                 [](const auto &v, auto &f) { f.field("data", "", text(v.data), ""); })
           || fieldsOf<kobuki_ros_interfaces_msg_dds__Led_>(m, &kobuki_ros_interfaces_msg_dds__Led__desc, b,
                                                           [](const auto &v, auto &f) { f.raw("value", v.value); })
           || fieldsOf<kobuki_ros_interfaces_msg_dds__Sound_>(m, &kobuki_ros_interfaces_msg_dds__Sound__desc, b,
                                                             [](const auto &v, auto &f) { f.raw("value", v.value); });
}

}  // namespace

bool NetworkMessageFields::annotate(const core::NetworkMessage &message, core::AnnotationBuilder &builder)
{
    using Reader = bool (*)(const core::NetworkMessage &, AnnotationBuilder &);
    const Reader readers[] = {twist, odometry, battery, imu, range, sensorState, versionInfo, controllerInfo, single};
    builder.group(message.type);
    for (const Reader read : readers) {
        if (read(message, builder))
            return true;
    }
    return false;
}

}  // namespace robodash::bridge
