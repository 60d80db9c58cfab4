#pragma once
// The telemetry core's readings read back from the store into the core's own structs, for
// views that show one whole (the battery panel, the map, the presentation view): they show
// what the store keeps, the same values the fleet tile, the plots and the field export read,
// not a copy of their own. Each gives the reading only when the store's newest sample carried
// it, so a view follows its readings at their own rate (an rFLEX's battery once a second).

#include "RobotStore.h"
#include "core/BatteryReading.h"
#include "core/Contacts.h"
#include "core/Pose2D.h"

#include <optional>

namespace robodash::store {

std::optional<core::BatteryReading> newestBattery(const RobotStore &store);
// The pose, velocity and distance travelled (not the wheels' own travel, nor whether the
// heading is the gyro's: the store keeps neither).
std::optional<core::OdometryState> newestOdometry(const RobotStore &store);
std::optional<core::Contacts> newestContacts(const RobotStore &store);

}  // namespace robodash::store
