#pragma once
// The robot's body on the floor: two driven wheels 230 mm apart, an acceleration limit per
// wheel, walls that stop it, and what the motor boards would measure (encoder ticks, PWM
// effort, current). Stepped in simulated time by RobotSimulation.

#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include "kobuki/Conversions.h"

#include <array>
#include <cstdint>

namespace robodash::sim {

class DifferentialDrive {
public:
    static constexpr double kWheelAccelerationLimit = 1.0;  // m/s^2 per wheel
    static constexpr double kMaxWheelSpeed = 0.7;           // m/s at full PWM
    static constexpr double kOverCurrentAmperes = 1.5;

    // Advances by `seconds` towards the commanded wheel speeds; `motorsEnabled` false makes
    // the firmware brake (a wheel is dropped).
    void step(double seconds, const kobuki::WheelSpeeds &command, bool motorsEnabled,
              const World &world);

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
    bool leftOverCurrent() const { return m_wheel[kLeft].amperes > kOverCurrentAmperes; }
    bool rightOverCurrent() const { return m_wheel[kRight].amperes > kOverCurrentAmperes; }

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
    void accelerate(Wheel &wheel, double target, double seconds);
    void updateEffort(Wheel &wheel, double commandedTravel, double achievedTravel,
                      double seconds);

    Pose m_pose;
    std::array<Wheel, 2> m_wheel{};
    double m_leftTicks = 0, m_rightTicks = 0;
    double m_yawRate = 0;
    double m_integratedHeading = 0;
};

}  // namespace robodash::sim
