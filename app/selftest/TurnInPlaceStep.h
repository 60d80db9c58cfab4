#pragma once
// Motors and encoders, turning: turn on the spot and compare the gyro's angle with the
// commanded one, and the encoders' angle with the gyro's. Without a gyro the odometry's
// heading is compared with the command.

#include "MotionStep.h"
#include "OdometryChange.h"

namespace robodash::selftest {

class TurnInPlaceStep : public MotionStep {
public:
    std::string id() const override { return "turn-in-place"; }
    std::string title() const override { return "Motors and encoders: turn on the spot"; }

protected:
    void start() override;
    void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) override;
    void finish() override;

private:
    std::optional<double> encoderAngleDeg() const;

    OdometryChange m_change;
    std::size_t m_heading = 0;  // series
};

}  // namespace robodash::selftest
