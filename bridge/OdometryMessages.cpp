#include "OdometryMessages.h"

#include "TopicWriter.h"

#include "nav_msgs.h"
#include "tf2_msgs.h"

namespace robodash::bridge {

std::string OdometryMessages::write(const RosProfile &profile, const DriverParameters &parameters,
                                    TopicWriter &odom, TopicWriter &tf,
                                    const core::OdometryState &odometry, RosTime stamp,
                                    const std::optional<FrameTwist::Twist> &twist)
{
    const std::string &odomFrame = profile.odomFrame(parameters);
    const std::string &baseFrame = profile.baseFrame(parameters);
    nav_msgs_msg_dds__Odometry_ message = RosMessages::odometry(odometry, stamp, odomFrame,
                                                                baseFrame);
    profile.fillCovariance(parameters, message);
    if (twist) {
        message.twist.twist.linear.x = twist->linearX;
        message.twist.twist.linear.y = twist->linearY;
        message.twist.twist.angular.z = twist->angularZ;
    }
    if (!odom.write(&message))
        return odom.topic();
    if (!profile.publishTf(parameters))
        return {};
    geometry_msgs_msg_dds__TransformStamped_ transform = RosMessages::transform(
        odometry.pose, stamp, odomFrame, baseFrame);
    tf2_msgs_msg_dds__TFMessage_ message_tf{};
    message_tf.transforms._maximum = message_tf.transforms._length = 1;
    message_tf.transforms._buffer = &transform;
    message_tf.transforms._release = false;
    return tf.write(&message_tf) ? std::string() : tf.topic();
}

}  // namespace robodash::bridge
