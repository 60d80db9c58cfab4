#pragma once
// Where a sensor sits on a robot, as a ROS static transform from base_link reduced to the
// floor plane plus a height: x ahead of the robot's centre, y to its left, z above the floor
// (m), yaw counter-clockwise from the robot's heading (rad). REP 103 axes.

#include "sim/core/Pose.h"
#include "sim/core/World.h"

namespace robodash::sim {

struct PlanarMount {
    double x = 0, y = 0, z = 0;  // m
    double yaw = 0;              // rad

    // The sensor's own pose in the world frame (its height is `z`, which a Pose lacks).
    Pose placedOn(const Pose &robot) const
    {
        const Point at = toWorld(robot, x, y);
        return {at.x, at.y, robot.theta + yaw};
    }
};

}  // namespace robodash::sim
