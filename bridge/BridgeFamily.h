#pragma once
// What the bridge knows of one robot family, in one place (BridgeFamilies.cpp): the frame
// its body is published in, the driver node it stands in for, whether it relays the robot's
// own bytes, and the topics it adds to the common ones. Nothing else in bridge/ decides by
// the family's name (issue 39: a family is one module).

#include "RosProfile.h"

#include <functional>
#include <memory>
#include <string>

namespace robodash::link {
class RobotLink;
}

namespace robodash::bridge {

struct BridgeOptions;
class FamilyTopics;
class TopicContext;

struct BridgeFamily {
    using MakeTopics = std::function<std::unique_ptr<FamilyTopics>(
        const TopicContext &context, link::RobotLink &link, const RosProfile &profile,
        const BridgeOptions &options)>;

    std::string name;        // the driver's family name, "kobuki"
    std::string title;       // for people: "Kobuki", "Rover Pro", "rFLEX"
    std::string baseFrame;   // the body's frame unless the parameters set one
    // The node of the vendor's driver the bridge stands in for under the default profile;
    // empty: RoboDash's own, "robodash_FAMILY_node".
    std::string vendorNodeName;
    // The vendor's driver has names of its own that `--ros-profile` chooses between
    // (RoverProfile); without it the family always speaks kobuki_ros's names.
    bool hasVendorProfile = false;
    // Publishes debug/raw_data_stream, the robot's own bytes (kobuki_ros does).
    bool relaysRawData = false;
    // The topic, relative to the robot's namespace, whose writer says a robot of this family
    // is there, and the DDS type it must have (NetworkRobotFinder).
    std::string telltaleTopic, telltaleType;
    // A topic the vendor's driver publishes under an absolute name ("odometry/wheels"): two
    // of its robots on one domain share it, and their commands too. Empty: none.
    std::string vendorAbsoluteTopic;
    MakeTopics makeTopics;
};

}  // namespace robodash::bridge
