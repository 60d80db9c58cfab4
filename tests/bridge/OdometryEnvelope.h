#pragma once
// An `odom` message (nav_msgs/Odometry) as a network driver receives it from its transport:
// an envelope of the bridge's CDR. For the network drivers' own tests.

#include "NetworkMessageCodec.h"

#include "core/NetworkMessage.h"

#include "nav_msgs.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace robodash::testing {

inline std::vector<std::uint8_t> odometryEnvelope(double x, double y, double yaw, double linear, double angular = 0)
{
    nav_msgs_msg_dds__Odometry_ odometry{};
    odometry.header.frame_id = const_cast<char *>("odom");
    odometry.child_frame_id = const_cast<char *>("base_link");
    odometry.pose.pose.position.x = x;
    odometry.pose.pose.position.y = y;
    odometry.pose.pose.orientation.z = std::sin(yaw / 2);
    odometry.pose.pose.orientation.w = std::cos(yaw / 2);
    odometry.twist.twist.linear.x = linear;
    odometry.twist.twist.angular.z = angular;
    return core::envelopeOf(bridge::NetworkMessageCodec::encode("odom", &nav_msgs_msg_dds__Odometry__desc, &odometry));
}

}  // namespace robodash::testing
