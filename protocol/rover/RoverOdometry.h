#pragma once
// Dead reckoning for a skid-steer base from one track reading at a time: each register
// reply gives one side, and the pose moves when both sides have a fresh reading. From the
// encoder counts (16-bit, wrapping) on the newer line; from the tracks' speeds integrated
// over time on lines whose encoders read 0. Turn rate is (right - left) / W times the
// traction factor (rover-pro-facts.md): a skid-steer base slips when it turns.

#include "RoverDriverSettings.h"
#include "core/Pose2D.h"

#include <cstdint>
#include <optional>

namespace robodash::rover {

class RoverOdometry {
public:
    // A gap longer than this between speed readings is not integrated: the base may have
    // done anything meanwhile, and a stale speed times a long gap would be a jump.
    static constexpr std::int64_t kMaxSpeedGapMs = 500;

    explicit RoverOdometry(const RoverDriverSettings &settings = {});

    // True when the reading completed a pair and the pose moved.
    bool leftCount(std::uint16_t count, std::int64_t timeMs);
    bool rightCount(std::uint16_t count, std::int64_t timeMs);
    bool leftSpeed(double metresPerSecond, std::int64_t timeMs);
    bool rightSpeed(double metresPerSecond, std::int64_t timeMs);
    // While the counts step the pose, the tracks' speeds (RPM) read too are the velocity: a
    // count difference over one poll reads whatever moved between two replies (over the
    // network, 0, 1 or 2 odometry messages' worth), the RPM the speed itself. The velocity
    // goes out with the next step of the counts (state() has it at once), so odometry is
    // reported as often as before.
    void leftSpeedBesideCounts(double metresPerSecond);
    void rightSpeedBesideCounts(double metresPerSecond);

    core::OdometryState state() const { return m_state; }
    void resetPose();  // back to the origin; the counts read so far stay the baseline
    void restart();    // another robot, or the same one after a gap: no baseline either

private:
    struct Side {
        std::optional<double> fresh;  // count or speed read since the last step
        std::optional<std::uint16_t> baseline;  // the count the last step ended at
    };
    bool countsReady(std::int64_t timeMs);
    bool speedsReady(std::int64_t timeMs);
    void takeMeasuredVelocity();
    core::Velocity2D velocityOf(double leftMetres, double rightMetres, double seconds) const;
    // Moves the pose by the tracks' distances over `seconds` (0: no speed estimate).
    void step(double leftMetres, double rightMetres, double seconds);

    RoverDriverSettings m_settings;
    Side m_left, m_right;
    std::optional<double> m_leftSpeed, m_rightSpeed;  // RPM beside the counts, since the last pair
    bool m_velocityMeasured = false;  // the velocity is the RPM's, not the counts'
    std::optional<std::int64_t> m_lastStepMs;
    core::OdometryState m_state;
};

}  // namespace robodash::rover
