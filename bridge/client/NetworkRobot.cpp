#include "NetworkRobot.h"

namespace robodash::bridge {

std::string NetworkRobot::port(int domain, const std::string &interfaceName) const
{
    std::string text = "ros2:" + rosNamespace + "?domain=" + std::to_string(domain);
    if (!interfaceName.empty())
        text += "&interface=" + interfaceName;
    return text;
}

std::string NetworkRobot::familyTitle() const
{
    if (family == "kobuki")
        return "Kobuki";
    if (family == "rover")
        return "Rover Pro";
    if (family == "rflex")
        return "rFLEX";
    return family;
}

}  // namespace robodash::bridge
