#include "BridgeFamilies.h"

#include "BridgeOptions.h"
#include "KobukiTopics.h"
#include "RflexTopics.h"
#include "RoverRoboticsTopics.h"
#include "RoverTopics.h"

namespace robodash::bridge {
namespace {

BridgeFamily kobuki()
{
    BridgeFamily family;
    family.name = "kobuki";
    family.title = "Kobuki";
    family.baseFrame = "base_footprint";  // kobuki_ros's shipped yaml
    family.vendorNodeName = "kobuki_ros_node";
    family.relaysRawData = true;
    family.telltaleTopic = "sensors/core";
    family.telltaleType = "kobuki_ros_interfaces::msg::dds_::SensorState_";
    family.makeTopics = [](const TopicContext &context, link::RobotLink &link, const RosProfile &,
                           const BridgeOptions &) -> std::unique_ptr<FamilyTopics> {
        return std::make_unique<KobukiTopics>(context, link);
    };
    return family;
}

BridgeFamily rover()
{
    BridgeFamily family;
    family.name = "rover";
    family.title = "Rover Pro";
    family.baseFrame = "base";
    family.vendorNodeName = "roverrobotics_driver";  // its launch file's name
    family.hasVendorProfile = true;
    family.telltaleTopic = "battery_a_state";
    family.telltaleType = "sensor_msgs::msg::dds_::BatteryState_";
    family.vendorAbsoluteTopic = "odometry/wheels";  // and /cmd_vel: pro_config.yaml's names
    family.makeTopics = [](const TopicContext &context, link::RobotLink &, const RosProfile &profile,
                           const BridgeOptions &) -> std::unique_ptr<FamilyTopics> {
        if (profile.isRoverRobotics())
            return std::make_unique<RoverRoboticsTopics>(context);
        return std::make_unique<RoverTopics>(context);
    };
    return family;
}

BridgeFamily rflex()
{
    BridgeFamily family;
    family.name = "rflex";
    family.title = "rFLEX";
    family.baseFrame = "base";
    family.telltaleTopic = "events/bump_panels";
    family.telltaleType = "std_msgs::msg::dds_::UInt32_";
    family.makeTopics = [](const TopicContext &context, link::RobotLink &link, const RosProfile &,
                           const BridgeOptions &options) -> std::unique_ptr<FamilyTopics> {
        return std::make_unique<RflexTopics>(context, link, options.rflexDescription);
    };
    return family;
}

}  // namespace

const std::vector<BridgeFamily> &BridgeFamilies::all()
{
    static const std::vector<BridgeFamily> families{kobuki(), rover(), rflex()};
    return families;
}

const BridgeFamily *BridgeFamilies::find(const std::string &name)
{
    for (const BridgeFamily &family : all())
        if (family.name == name)
            return &family;
    return nullptr;
}

}  // namespace robodash::bridge
