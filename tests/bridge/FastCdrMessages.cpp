#include "FastCdrMessages.h"

#include <fastcdr/Cdr.h>

namespace {

// Each message's fields in the order of its ROS 2 definition, once for both directions:
// `field` is given every scalar (const when writing).
template <class Message, class Field>
void forEachOdometryField(Message &message, Field &&field)
{
    // std_msgs/Header (builtin_interfaces/Time stamp, string frame_id), string child_frame_id,
    // geometry_msgs/PoseWithCovariance pose, geometry_msgs/TwistWithCovariance twist.
    field(message.sec);
    field(message.nanosec);
    field(message.frameId);
    field(message.childFrameId);
    for (auto &value : message.position)
        field(value);
    for (auto &value : message.orientation)
        field(value);
    for (auto &value : message.poseCovariance)
        field(value);
    for (auto &value : message.linear)
        field(value);
    for (auto &value : message.angular)
        field(value);
    for (auto &value : message.twistCovariance)
        field(value);
}

template <class Message, class Field>
void forEachTwistField(Message &message, Field &&field)
{
    for (auto &value : message.linear)
        field(value);
    for (auto &value : message.angular)
        field(value);
}

template <class Message, class Field>
void forEachBumperEventField(Message &message, Field &&field)
{
    field(message.bumper);
    field(message.state);
}

auto writer(eprosima::fastcdr::Cdr &cdr)
{
    return [&cdr](const auto &value) { cdr << value; };
}

auto reader(eprosima::fastcdr::Cdr &cdr)
{
    return [&cdr](auto &value) { cdr >> value; };
}

}  // namespace

void OdometryMessage::write(eprosima::fastcdr::Cdr &cdr, const OdometryMessage &message)
{
    forEachOdometryField(message, writer(cdr));
}

void OdometryMessage::read(eprosima::fastcdr::Cdr &cdr, OdometryMessage &message)
{
    forEachOdometryField(message, reader(cdr));
}

void TwistMessage::write(eprosima::fastcdr::Cdr &cdr, const TwistMessage &message)
{
    forEachTwistField(message, writer(cdr));
}

void TwistMessage::read(eprosima::fastcdr::Cdr &cdr, TwistMessage &message)
{
    forEachTwistField(message, reader(cdr));
}

void BumperEventMessage::write(eprosima::fastcdr::Cdr &cdr, const BumperEventMessage &message)
{
    forEachBumperEventField(message, writer(cdr));
}

void BumperEventMessage::read(eprosima::fastcdr::Cdr &cdr, BumperEventMessage &message)
{
    forEachBumperEventField(message, reader(cdr));
}
