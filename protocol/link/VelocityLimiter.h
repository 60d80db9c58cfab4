#pragma once
// Speed and acceleration limits between what a driver asks for and what the robot is sent.
// Pure C++17 so that its maths is tested alone; the link's worker drives it with the time
// that really passed between two base control frames, so the ramp advances at the rate
// frames go out (DriveStreamer), and tests drive it with any times they like.
//
// A zero target (both axes) is a stop, not a wish to slow down: it takes effect at once.
// Every other target is clamped to the speed limits and approached per axis, speeding up
// at the acceleration limit and slowing down (towards zero) at the deceleration limit.

#include <cmath>
#include <initializer_list>
#include <limits>

namespace robodash::link {

// Header-only so that widgets can show and edit limits without linking the link library.
struct DriveLimits {
    double maxLinearMps = 0.3;          // lab-safe; the Kobuki tops out near 0.7 m/s
    double maxAngularRadps = 1.5;
    double linearAccelMps2 = 0.5;
    double linearDecelMps2 = 0.7;       // slowing a little faster than speeding up
    double angularAccelRadps2 = 3.5;
    double angularDecelRadps2 = 5.0;

    // No limits at all: the target goes out unchanged (RobotLink's default, see there).
    static DriveLimits unlimited()
    {
        constexpr double none = std::numeric_limits<double>::infinity();
        return DriveLimits{none, none, none, none, none, none};
    }
    // Every value above zero; infinity means "no limit".
    bool isValid() const
    {
        for (double value : {maxLinearMps, maxAngularRadps, linearAccelMps2, linearDecelMps2,
                             angularAccelRadps2, angularDecelRadps2})
            if (std::isnan(value) || value <= 0)
                return false;
        return true;
    }
    bool operator==(const DriveLimits &other) const
    {
        return maxLinearMps == other.maxLinearMps && maxAngularRadps == other.maxAngularRadps
               && linearAccelMps2 == other.linearAccelMps2
               && linearDecelMps2 == other.linearDecelMps2
               && angularAccelRadps2 == other.angularAccelRadps2
               && angularDecelRadps2 == other.angularDecelRadps2;
    }
    bool operator!=(const DriveLimits &other) const { return !(*this == other); }
};

struct Velocity {
    double linearMps = 0;
    double angularRadps = 0;
    bool isZero() const { return linearMps == 0 && angularRadps == 0; }
};

class VelocityLimiter {
public:
    // Longest step taken at once: a worker that stalled for a second must not jump to
    // full speed when it wakes up.
    static constexpr double kMaxStepSeconds = 0.1;

    explicit VelocityLimiter(const DriveLimits &limits = DriveLimits{});

    // Invalid limits are ignored (returns false) so a bad setting never disables safety.
    bool setLimits(const DriveLimits &limits);
    const DriveLimits &limits() const { return m_limits; }

    // Non-finite or all-zero targets stop at once.
    void setTarget(double linearMps, double angularRadps);
    void stopNow();

    // Advances the output by `seconds` towards the target and returns it.
    Velocity advance(double seconds);
    const Velocity &output() const { return m_output; }
    const Velocity &target() const { return m_target; }
    bool atTarget() const;

private:
    static double clamp(double value, double limit);
    static double reach(double rate, double seconds);
    static double approach(double current, double target, double accel, double decel,
                           double seconds);

    DriveLimits m_limits;
    Velocity m_target;
    Velocity m_output;
};

}  // namespace robodash::link
