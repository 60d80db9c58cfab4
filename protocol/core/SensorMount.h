#pragma once
// Where a sensor sits on the robot: one transform of /tf_static (or /tf) from a parent frame
// to the sensor's frame (tf2_msgs/TFMessage, ../shared/specs/ros2-sensor-facts.md), reduced
// to the floor plane the map draws (x ahead, y left, yaw counter-clockwise) plus its height.
// A point (px, py) in the child frame is, in the parent frame,
// (x + px cos yaw - py sin yaw, y + px sin yaw + py cos yaw).

#include <string>

namespace robodash::core {

struct SensorMount {
    std::string parentFrame;  // "base_link" (a namespace prefix and a leading '/' kept as sent)
    std::string childFrame;   // "laser"
    double x = 0, y = 0, z = 0;  // m
    double yaw = 0;              // rad, from the rotation's quaternion

    // A frame name without a leading '/' or a namespace prefix: "tb1/laser" -> "laser".
    static std::string baseName(const std::string &frame)
    {
        const auto slash = frame.find_last_of('/');
        return slash == std::string::npos ? frame : frame.substr(slash + 1);
    }
};

}  // namespace robodash::core
