#pragma once
// What the store keeps of a network robot's laser scanner and camera (issue 39: a sensor's
// readings are fields like any other, plotted and read the same way): per scan the nearest
// return (in the scanner's own frame), how many rays returned, and the scans' rate; per
// picture its size and the pictures' rate.

#include "SensorReading.h"

#include "core/TelemetryDescription.h"

namespace robodash::store {

const core::TelemetryDescription<SensorReading> &sensorTelemetryDescription();

namespace paths {
inline constexpr const char *kScanNearest = "sensors/scan/nearest_range";
inline constexpr const char *kScanRate = "sensors/scan/rate";
inline constexpr const char *kCameraRate = "sensors/camera/rate";
}  // namespace paths

}  // namespace robodash::store
