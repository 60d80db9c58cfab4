#pragma once
// One sweep of a robot's laser scanner (sensor_msgs/LaserScan,
// ../shared/specs/ros2-sensor-facts.md) in its own frame: ray i points at
// angleMin + i * angleIncrement about the frame's z axis, 0 ahead, counter-clockwise.
// A range outside [rangeMin, rangeMax] (also inf and NaN) is no return: never a point at 0.

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::core {

struct LaserScan {
    std::string topic;            // as the robot's namespace names it ("scan")
    std::string frameId;          // the scanner's frame ("laser")
    std::int64_t receivedMs = 0;  // link clock (or the log's time in a replay)
    std::int64_t stampNs = 0;     // the header's stamp: the first ray's time
    float angleMin = 0, angleMax = 0, angleIncrement = 0;  // rad
    float scanTime = 0;                                    // s between sweeps
    float rangeMin = 0, rangeMax = 0;                      // m
    std::vector<float> ranges;                             // m

    double angleOf(std::size_t ray) const
    {
        return static_cast<double>(angleMin) + static_cast<double>(ray) * angleIncrement;
    }
    bool hasReturn(std::size_t ray) const
    {
        const float range = ranges[ray];
        return std::isfinite(range) && range >= rangeMin && range <= rangeMax;
    }
    // The ray with the shortest return, or none when no ray returned.
    std::optional<std::size_t> nearestRay() const
    {
        std::optional<std::size_t> nearest;
        for (std::size_t ray = 0; ray < ranges.size(); ++ray) {
            if (hasReturn(ray) && (!nearest || ranges[ray] < ranges[*nearest]))
                nearest = ray;
        }
        return nearest;
    }
};

}  // namespace robodash::core
