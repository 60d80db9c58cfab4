#pragma once
// Reads what a network robot's sensors beyond the base publish — camera pictures
// (sensor_msgs/CompressedImage, sensor_msgs/Image), laser scans (sensor_msgs/LaserScan) and
// where those sensors sit (tf2_msgs/TFMessage on /tf_static or /tf) — out of the messages
// that crossed the network, into the link's plain structs (core/CameraImage.h,
// core/LaserScan.h, core/SensorMount.h). Every family's network driver asks it first, so the
// sensors are the same on a Kobuki, a Rover Pro and an rFLEX, live and replayed.
// Pictures stay encoded: only a view that shows one decodes it.

#include "core/DriverOutput.h"
#include "core/NetworkMessage.h"

#include <cstdint>

namespace robodash::bridge {

class NetworkSensorReader {
public:
    // True when `message` is of one of the sensor types above (read into `out`, or dropped as
    // malformed: counted by malformed()); false for every other message.
    bool read(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    std::uint64_t malformed() const { return m_malformed; }

private:
    bool readCompressedImage(const core::NetworkMessage &message, std::int64_t timeMs,
                             core::DriverOutput &out);
    bool readImage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readScan(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readTransforms(const core::NetworkMessage &message, core::DriverOutput &out);

    std::uint64_t m_malformed = 0;
};

}  // namespace robodash::bridge
