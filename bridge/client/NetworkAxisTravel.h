#pragma once
// Where an rFLEX's two axes would stand for a network rFLEX's odometry poses (in the robot's
// own odometry frame, as the messages give them): the translation axis at the distance driven
// along the heading (backwards negative; the path length is the odometry's distance), the
// rotation axis at the heading turned through since the first pose, unwrapped. Both count on
// across the map's reset, as a base's axes do; neither depends on where the map starts.
// An odometry that starts again at its own origin (NetworkPose::restartedAtOrigin) moves neither.

#include "core/Pose2D.h"

#include <optional>

namespace robodash::bridge {

class NetworkAxisTravel {
public:
    void addPose(const core::Pose2D &pose);
    double distanceMetres() const { return m_distance; }
    double bearingRadians() const { return m_bearing; }

private:
    std::optional<core::Pose2D> m_last;
    double m_distance = 0;
    double m_bearing = 0;
};

}  // namespace robodash::bridge
