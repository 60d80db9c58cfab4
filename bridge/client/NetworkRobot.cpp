#include "NetworkRobot.h"

#include "BridgeFamilies.h"

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
    const BridgeFamily *known = BridgeFamilies::find(family);
    return known ? known->title : family;
}

}  // namespace robodash::bridge
