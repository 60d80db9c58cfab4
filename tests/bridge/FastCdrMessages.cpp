#include "FastCdrMessages.h"

#include <fastcdr/Cdr.h>

namespace {

template <std::size_t N>
void writeDoubles(eprosima::fastcdr::Cdr &cdr, const std::array<double, N> &values)
{
    for (const double value : values)
        cdr << value;
}

template <std::size_t N>
void readDoubles(eprosima::fastcdr::Cdr &cdr, std::array<double, N> &values)
{
    for (double &value : values)
        cdr >> value;
}

}  // namespace

// std_msgs/Header (builtin_interfaces/Time stamp, string frame_id), string child_frame_id,
// geometry_msgs/PoseWithCovariance pose, geometry_msgs/TwistWithCovariance twist.
void OdometryMessage::write(eprosima::fastcdr::Cdr &cdr, const OdometryMessage &message)
{
    cdr << message.sec << message.nanosec << message.frameId << message.childFrameId;
    writeDoubles(cdr, message.position);
    writeDoubles(cdr, message.orientation);
    writeDoubles(cdr, message.poseCovariance);
    writeDoubles(cdr, message.linear);
    writeDoubles(cdr, message.angular);
    writeDoubles(cdr, message.twistCovariance);
}

void OdometryMessage::read(eprosima::fastcdr::Cdr &cdr, OdometryMessage &message)
{
    cdr >> message.sec >> message.nanosec >> message.frameId >> message.childFrameId;
    readDoubles(cdr, message.position);
    readDoubles(cdr, message.orientation);
    readDoubles(cdr, message.poseCovariance);
    readDoubles(cdr, message.linear);
    readDoubles(cdr, message.angular);
    readDoubles(cdr, message.twistCovariance);
}

void TwistMessage::write(eprosima::fastcdr::Cdr &cdr, const TwistMessage &message)
{
    writeDoubles(cdr, message.linear);
    writeDoubles(cdr, message.angular);
}

void TwistMessage::read(eprosima::fastcdr::Cdr &cdr, TwistMessage &message)
{
    readDoubles(cdr, message.linear);
    readDoubles(cdr, message.angular);
}

void BumperEventMessage::write(eprosima::fastcdr::Cdr &cdr, const BumperEventMessage &message)
{
    cdr << message.bumper << message.state;
}

void BumperEventMessage::read(eprosima::fastcdr::Cdr &cdr, BumperEventMessage &message)
{
    cdr >> message.bumper >> message.state;
}
