#pragma once
// Every ROS topic name the bridge may use, whatever the family (relative to the namespace
// as the user names them: "odom", "/tf", "sensors/core", "sonar/range_3"): what
// --sensor-qos and a QoS profile file may name. A misspelt name would silently keep the
// default QoS, so anything else is refused.

#include <string>
#include <vector>

namespace robodash::bridge {

class RosTopicCatalog {
public:
    static bool isKnown(const std::string &rosName);
    // For messages: the names, the sonars as one "sonar/range_N".
    static std::vector<std::string> names();
    static std::string namesText();  // "odom, /tf, ..."
};

}  // namespace robodash::bridge
