#pragma once
// Sets one of the robot's lights (RobotCapabilities::lights) without knowing the family: a
// family-neutral command on the link's one family command path (core/FamilyCommand.h),
// understood by every driver whose capabilities list lights. The self-test lights each one in
// each colour, then gives it back: a restored light shows again what the user (the outputs
// panel, the ROS bridge) last set, whatever the user changed meanwhile.

#include <cstddef>
#include <optional>

namespace robodash::core {

struct SetLightCommand {
    std::size_t light = 0;              // index into RobotCapabilities::lights
    std::optional<std::size_t> colour;  // index into RobotLight::colours; empty: off
    bool restore = false;               // true: back to the user's setting (colour ignored)

    static SetLightCommand lit(std::size_t light, std::size_t colour) { return {light, colour, false}; }
    static SetLightCommand off(std::size_t light) { return {light, std::nullopt, false}; }
    static SetLightCommand restored(std::size_t light) { return {light, std::nullopt, true}; }
};

}  // namespace robodash::core
