#pragma once
// What a driver call produced: bytes for the port, in order, decoded telemetry, sentences
// for the user, and reports of the family's own state for its controls (FamilyReport.h).
// The link writes the bytes, checks the telemetry's contacts and currents against the
// motion it streams, hands the samples on and emits the reports.

#include "core/CameraImage.h"
#include "core/FamilyReport.h"
#include "core/LaserScan.h"
#include "core/SensorMount.h"
#include "core/TelemetrySample.h"

#include <cstdint>
#include <string>
#include <vector>

namespace robodash::core {

struct DriverOutput {
    std::vector<std::vector<std::uint8_t>> writes;  // one element per packet or frame
    std::vector<TelemetrySample> samples;
    std::vector<std::string> warnings;
    std::vector<FamilyReport> reports;  // reach the caller's thread as RobotLink::familyReport
    // A network robot's sensors beyond the base (bridge/client/NetworkSensorReader.h).
    std::vector<CameraImage> images;
    std::vector<LaserScan> scans;
    std::vector<SensorMount> mounts;  // where a sensor sits (/tf_static, /tf)
    bool identityComplete = false;  // the robot has answered everything asked at start-up

    void write(std::vector<std::uint8_t> bytes) { writes.push_back(std::move(bytes)); }
    void warn(std::string text) { warnings.push_back(std::move(text)); }
    void report(FamilyReport state) { reports.push_back(std::move(state)); }
};

}  // namespace robodash::core
