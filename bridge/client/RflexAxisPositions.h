#pragma once
// The rFLEX axis positions (MOT_SYSTEM_REPORT's translation distance and rotation bearing,
// in the base's odometry units) that would have moved the pose as a network rFLEX's odometry
// moved: the inverse of RflexOdometry, which steps along the heading it has when the
// translation report comes and turns by the bearing's change. Reported translation first, a
// pose change is its distance along the previous heading, then its turn. Positions wrap at
// 32 bits, as the base's counters do.

#include "rflex/Conversions.h"

#include <cstdint>
#include <optional>

namespace robodash::bridge {

class RflexAxisPositions {
public:
    explicit RflexAxisPositions(const rflex::OdometryUnits &units = {}) : m_units(units) {}

    void addPose(double x, double y, double theta);
    std::int32_t distance() const { return wrapped(m_distance); }
    std::int32_t bearing() const { return wrapped(m_bearing); }

private:
    struct Pose {
        double x, y, theta;
    };
    static std::int32_t wrapped(double units);

    rflex::OdometryUnits m_units;
    std::optional<Pose> m_last;
    double m_distance = 0, m_bearing = 0;  // since the first pose, in odometry units
};

}  // namespace robodash::bridge
