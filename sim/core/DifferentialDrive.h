#pragma once
// A robot's body on the floor: two driven wheels (or tracks) a track width apart, an
// acceleration limit per wheel, walls that stop it, and what the motor boards would measure
// (encoder ticks, PWM effort, current). Stepped in simulated time by a family's simulation;
// the family gives the numbers (the Kobuki's: kKobukiDrive in sim/kobuki/KobukiBody.h).

#include "sim/core/HardwareFaults.h"
#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <array>
#include <cstdint>

namespace robodash::sim {

struct DriveParameters {
    double trackWidth = 0;           // m between the wheels' contact points
    double ticksPerMetre = 0;        // encoder ticks per metre a wheel rolls
    double bodyRadius = 0;           // m: the circle that meets walls
    double accelerationLimit = 0;    // m/s^2 per wheel
    double maxWheelSpeed = 0;        // m/s at full PWM
    double overCurrentAmperes = 0;   // a motor above this is flagged
    // Skid steer: the body turns at this fraction of the no-slip rate (right - left) / W
    // while the tracks (and their encoders) turn as commanded. 1 for wheels that roll.
    double tractionFactor = 1.0;
};

class DifferentialDrive {
public:
    explicit DifferentialDrive(const DriveParameters &parameters) : m_parameters(parameters) {}

    // Advances by `seconds` towards the commanded wheel speeds (m/s); `motorsEnabled` false
    // makes the firmware brake (a wheel is dropped).
    void step(double seconds, double leftMps, double rightMps, bool motorsEnabled,
              const World &world);

    // true: a body pushed into a wall stays where it is and its wheels stall with it, so
    // encoders and pose agree (a real base's tyres grip the floor); false: it slides along
    // the wall (the default, for families whose twins were built that way).
    void setStuckAtWalls(bool stuck) { m_stuckAtWalls = stuck; }
    // Each wheel reaches this fraction (0..1) of its commanded speed: 1 healthy, less for a
    // weak motor.
    void setWheelStrength(double left, double right);
    // A dead encoder stops counting while its wheel still turns.
    void setEncodersCounting(bool left, bool right);
    // The wheel faults of `faults`: a weak motor's strength, a dead encoder; the others are
    // healthy again.
    void applyWheelFaults(const HardwareFaults &faults);

    const DriveParameters &parameters() const { return m_parameters; }
    const Pose &pose() const { return m_pose; }
    void place(const Pose &pose);

    std::uint16_t leftEncoder() const { return wrapTicks(m_leftTicks); }
    std::uint16_t rightEncoder() const { return wrapTicks(m_rightTicks); }
    double leftWheelSpeed() const { return m_wheel[kLeft].speed; }
    double rightWheelSpeed() const { return m_wheel[kRight].speed; }
    double yawRate() const { return m_yawRate; }              // rad/s, body
    double heading() const { return m_integratedHeading; }    // rad since power-on, unwrapped
    std::int8_t leftPwm() const { return m_wheel[kLeft].pwm; }
    std::int8_t rightPwm() const { return m_wheel[kRight].pwm; }
    double leftAmperes() const { return m_wheel[kLeft].amperes; }
    double rightAmperes() const { return m_wheel[kRight].amperes; }
    bool leftOverCurrent() const { return overCurrent(m_wheel[kLeft]); }
    bool rightOverCurrent() const { return overCurrent(m_wheel[kRight]); }

private:
    enum { kLeft = 0, kRight = 1 };
    struct Wheel {
        double speed = 0;        // m/s the motor drives at
        double acceleration = 0; // m/s^2 this step
        double stall = 0;        // 0..1, filtered share of the drive the floor refused
        std::int8_t pwm = 0;
        double amperes = 0;
    };

    static std::uint16_t wrapTicks(double ticks);
    bool overCurrent(const Wheel &wheel) const
    {
        return wheel.amperes > m_parameters.overCurrentAmperes;
    }
    void accelerate(Wheel &wheel, double target, double seconds);
    void updateEffort(Wheel &wheel, double commandedTravel, double achievedTravel,
                      double seconds);
    Point reachable(const Point &start, const Point &wanted, const World &world) const;

    DriveParameters m_parameters;
    Pose m_pose;
    std::array<Wheel, 2> m_wheel{};
    double m_leftTicks = 0, m_rightTicks = 0;
    double m_yawRate = 0;
    double m_integratedHeading = 0;
    bool m_stuckAtWalls = false;
    std::array<double, 2> m_strength{1.0, 1.0};
    std::array<bool, 2> m_encoderCounts{true, true};
};

}  // namespace robodash::sim
