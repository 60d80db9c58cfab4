#pragma once
// What a step knows when it starts: the family's facts, the limits, whether an operator is
// there for the interactive part, and who the robot said it is.

#include "SelfTestSettings.h"
#include "core/DeviceInfo.h"
#include "core/RobotInfo.h"

#include <string>

namespace robodash::selftest {

struct StepContext {
    core::RobotInfo robot;
    SelfTestSettings settings;
    bool interactive = false;
    core::DeviceInfo device;  // as last heard; may be incomplete
    std::string firmwareWarning;  // what the link said about the firmware, if anything
    // A robot on a ROS 2 network (`ros2:`): what its topics do not carry is skipped, not failed.
    bool overNetwork = false;
};

}  // namespace robodash::selftest
