#pragma once
// The ROS 2 message definitions (.msg text) of the types the bridge publishes, as an MCAP
// `ros2msg` schema holds them: the type's own definition, then each type it uses, once, after
// a line of 80 '=' and "MSG: package/Type" (rosbag2's layout, which Foxglove, PlotJuggler and
// the mcap tools parse). The fields are bridge/idl's, in the same order, so a definition
// decodes exactly the CDR the bridge writes; the packages' comments and constants are left
// out (a decoder needs neither).

#include <dds/dds.h>

#include <string>

namespace robodash::bridge {

class RosMessageDefinitions {
public:
    // "nav_msgs/msg/Odometry" for the generated type "nav_msgs::msg::dds_::Odometry_".
    static std::string rosTypeName(const dds_topic_descriptor_t *type);
    // The schema text for `rosType` ("nav_msgs/msg/Odometry"); "" when the bridge has none.
    static std::string schema(const std::string &rosType);
};

}  // namespace robodash::bridge
