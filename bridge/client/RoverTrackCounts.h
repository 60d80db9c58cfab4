#pragma once
// The Rover Pro's encoder counts (registers 14 and 16) that would have moved the pose as a
// network Rover's odometry moved: the inverse of RoverOdometry's step, so that the Rover
// driver, fed these counts, moves its own pose as the robot's bridge moved its own (both are
// RoverOdometry with the same geometry). Each pose change is one step: its distance along
// the chord and its turn, split between the tracks as a skid-steer base that turns at
// `tractionFactor` of (right - left) / W. Counts wrap at 16 bits, as the firmware's do.

#include "rover/RoverDriverSettings.h"

#include <cstdint>
#include <optional>

namespace robodash::bridge {

class RoverTrackCounts {
public:
    explicit RoverTrackCounts(const rover::RoverDriverSettings &settings = {});

    // The next pose of the robot's odometry (metres, radians).
    void addPose(double x, double y, double theta);
    std::uint16_t left() const { return wrapped(m_leftCounts); }
    std::uint16_t right() const { return wrapped(m_rightCounts); }

private:
    struct Pose {
        double x, y, theta;
    };
    static std::uint16_t wrapped(double counts);

    rover::RoverDriverSettings m_settings;
    std::optional<Pose> m_last;
    double m_leftCounts = 0, m_rightCounts = 0;  // since the first pose; fractions kept
};

}  // namespace robodash::bridge
