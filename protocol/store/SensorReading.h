#pragma once
// One message of a robot's sensors beyond its base, as the store reads it (RobotStore::
// addSensor): a laser scan or a camera picture, the link's own copy, for the moment of the
// call. The store keeps what can be plotted of it (the nearest return, the rates), never the
// ranges or the pixels.

#include "core/CameraImage.h"
#include "core/LaserScan.h"

#include <cstdint>

namespace robodash::store {

struct SensorReading {
    const core::LaserScan *scan = nullptr;
    const core::CameraImage *picture = nullptr;

    // When the link received it, on the link's clock (a sample's receivedMs).
    std::int64_t receivedMs() const { return scan ? scan->receivedMs : picture ? picture->receivedMs : 0; }
};

}  // namespace robodash::store
