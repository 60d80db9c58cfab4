#pragma once
// Telemetry samples made by hand for the self-test's step tests: a time, and only the parts
// of the core a step reads.

#include "core/TelemetrySample.h"

#include <cstdint>

namespace robodash::selftest::testing {

inline core::TelemetrySample sampleAt(std::int64_t ms)
{
    core::TelemetrySample sample;
    sample.receivedMs = ms;
    return sample;
}

inline core::TelemetrySample headingSample(std::int64_t ms, double thetaRad)
{
    core::TelemetrySample sample = sampleAt(ms);
    core::OdometryState odometry;
    odometry.pose.theta = thetaRad;
    odometry.headingFromGyro = true;
    sample.core.odometry = odometry;
    return sample;
}

inline core::TelemetrySample wheelSample(std::int64_t ms, double left, double right)
{
    core::TelemetrySample sample = sampleAt(ms);
    core::OdometryState odometry;
    odometry.distanceMetres = (left + right) / 2;
    odometry.headingFromGyro = true;
    odometry.wheels = core::WheelTravel{left, right};
    sample.core.odometry = odometry;
    return sample;
}

inline core::TelemetrySample contactSample(std::int64_t ms, const core::Contacts &contacts)
{
    core::TelemetrySample sample = sampleAt(ms);
    sample.core.contacts = contacts;
    return sample;
}

// Buttons held down: bit i is the robot's button i.
inline core::TelemetrySample buttonSample(std::int64_t ms, std::uint32_t held)
{
    core::TelemetrySample sample = sampleAt(ms);
    sample.core.buttons = held;
    return sample;
}

}  // namespace robodash::selftest::testing
