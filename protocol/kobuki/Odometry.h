#pragma once
// Where the robot is, from its own wheel encoders and gyro, in the frame it was in when
// odometry started (or was last reset): x ahead, y to the left, heading counter-clockwise.
//
// Like the reference driver: encoder deltas are taken modulo 2^16 as signed 16-bit, the
// distance is the mean of both wheels, and the heading comes from the gyro's inertia angle
// (relative to its value at the start) whenever the frame carries one, since wheel slip
// spoils an encoder heading within a few turns. Without a gyro the encoders give heading.
//
// The link delivers the sub-payloads of one frame one after another (basic sensors first,
// inertia after); addBasicSensors() and addInertia() pair them up again.

#include "Feedback.h"

#include <cstdint>
#include <optional>

namespace robodash::kobuki {

struct OdometryPose {
    double x = 0, y = 0;  // m
    double theta = 0;     // rad, unwrapped (two turns left is 4 pi)
};

class Odometry {
public:
    // One frame moving the robot further than this is not driving (a reconnect to another
    // robot, a firmware reset): the pose stays and the reading becomes the new reference.
    static constexpr double kMaxStepMetres = 0.25;
    // Speeds are smoothed over about this long: one 20 ms frame is only a few ticks.
    static constexpr double kSpeedSmoothingSeconds = 0.1;
    // Below these, with the wheels and heading still, the smoothed speeds are 0: a tenth of a
    // millimetre a second, a hundredth of a degree a second.
    static constexpr double kStoppedMps = 1e-4;
    static constexpr double kStoppedRadps = 1.7e-4;

    void addBasicSensors(const BasicSensors &sensors);
    void addInertia(const Inertia &inertia);

    // One frame's encoders and, when it had one, its inertia angle.
    void update(const BasicSensors &sensors, std::optional<std::int16_t> inertiaAngle);

    // Back to the origin with zero heading, distance and speed.
    void reset();
    // Keep the pose but take the next reading as the reference (link reconnected).
    void forgetReference();

    const OdometryPose &pose() const { return m_pose; }
    double distanceMetres() const { return m_distance; }  // path length, both directions
    // Each wheel's own travel since reset(), from its encoder alone (backwards negative).
    double leftTravelMetres() const { return m_leftTravel; }
    double rightTravelMetres() const { return m_rightTravel; }
    double linearSpeedMps() const { return m_linearSpeed; }
    double angularSpeedRadps() const { return m_angularSpeed; }
    bool headingFromGyro() const { return m_lastGyroAngle.has_value(); }
    std::uint64_t updateCount() const { return m_updates; }
    std::uint64_t rejectedSteps() const { return m_rejected; }

private:
    struct Reading {
        std::uint16_t timeStamp = 0;
        std::uint16_t left = 0, right = 0;
    };

    void takeReference(const Reading &reading, std::optional<std::int16_t> inertiaAngle);
    double headingChange(double left, double right, std::optional<std::int16_t> inertiaAngle) const;
    void integrate(double left, double right, double dTheta);
    void updateSpeeds(double distance, double dTheta, std::uint16_t timeStamp);

    OdometryPose m_pose;
    double m_distance = 0;
    double m_leftTravel = 0, m_rightTravel = 0;
    double m_linearSpeed = 0;
    double m_angularSpeed = 0;
    std::optional<Reading> m_last;
    std::optional<std::int16_t> m_lastGyroAngle;
    std::optional<BasicSensors> m_pending;
    std::uint64_t m_updates = 0;
    std::uint64_t m_rejected = 0;
};

}  // namespace robodash::kobuki
