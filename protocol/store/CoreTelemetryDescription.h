#pragma once
// The readings every family fills in (core::TelemetryCore), described as a family's own
// telemetry is: kinds of named columns with units. The store keeps them beside the family's
// fields, so a view of the battery or the speed reads the same series whatever the robot.

#include "core/TelemetryCore.h"
#include "core/TelemetryDescription.h"

namespace robodash::store {

const core::TelemetryDescription<core::TelemetryCore> &coreTelemetryDescription();

// The paths (StoreField::path) of the fields views read most.
namespace paths {
inline constexpr const char *kBatteryVoltage = "robot/battery/voltage";
inline constexpr const char *kBatteryPercent = "robot/battery/percent";
inline constexpr const char *kBatteryLevel = "robot/battery/level";
inline constexpr const char *kLinearVelocity = "robot/odometry/linear_velocity";
inline constexpr const char *kAngularVelocity = "robot/odometry/angular_velocity";
}  // namespace paths

}  // namespace robodash::store
