#pragma once
// A robot found on a ROS 2 domain (NetworkRobotFinder): where it is and what it is.

#include <string>

namespace robodash::bridge {

struct NetworkRobot {
    std::string rosNamespace;  // "/tb1", or "/" for the root namespace
    std::string family;        // the family name the program registers: "kobuki", "rover", "rflex"
    std::string nodeName;      // as the node announces itself; empty when it does not
    int publishers = 1;        // participants publishing its telltale topic: 2 is two robots
    std::string problem;       // why it cannot be opened as it is (a wrong type); empty: none

    // "ros2:/tb1?domain=7" (and "&interface=IF" when one is given), as a port takes it.
    std::string port(int domain, const std::string &interfaceName) const;
    // "Kobuki", "Rover Pro", "rFLEX".
    std::string familyTitle() const;
};

}  // namespace robodash::bridge
