#pragma once
// One rFLEX motion axis (translation or rotation) as the base drives it: the velocity moves
// towards the commanded one no faster than the commanded acceleration. Units are the
// axis's own (odometry units per second), as on the wire.

namespace robodash::sim {

class AxisMotion {
public:
    // `acceleration` <= 0 keeps the last one: the drivers send 0 to mean "the default".
    void setTarget(double velocity, double acceleration);
    void brake();               // the brake holds the axis: stopped at once, target zero
    void step(double seconds);

    double velocity() const { return m_velocity; }
    double target() const { return m_target; }
    double acceleration() const { return m_acceleration; }  // achieved in the last step
    double accelerationLimit() const { return m_limit; }

private:
    double m_velocity = 0;
    double m_target = 0;
    double m_acceleration = 0;
    double m_limit = 100000;  // the drivers' default (rflex-facts.md "Motion")
};

}  // namespace robodash::sim
