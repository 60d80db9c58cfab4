#pragma once
// How far the robot went between the first and the latest odometry a step saw: path length,
// heading change and, when the family reports them, each wheel's own travel.

#include "core/Pose2D.h"

#include <optional>

namespace robodash::selftest {

class OdometryChange {
public:
    void update(const core::OdometryState &odometry);

    bool hasOdometry() const { return m_first.has_value(); }
    double distanceMetres() const;   // path length, both directions
    double headingChangeRad() const;
    bool headingFromGyro() const { return m_latest && m_latest->headingFromGyro; }
    std::optional<double> leftWheelMetres() const;   // signed; none without wheel travel
    std::optional<double> rightWheelMetres() const;

private:
    std::optional<core::OdometryState> m_first;
    std::optional<core::OdometryState> m_latest;
};

}  // namespace robodash::selftest
