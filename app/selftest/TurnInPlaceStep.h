#pragma once
// Motors and encoders, turning: turn on the spot and compare the gyro's angle with the
// commanded one, and the encoders' angle with the gyro's. Without a gyro the odometry's
// heading is compared with the command.

#include "MotionSchedule.h"
#include "OdometryChange.h"
#include "SelfTestStep.h"

namespace robodash::selftest {

class TurnInPlaceStep : public SelfTestStep {
public:
    std::string id() const override { return "turn-in-place"; }
    std::string title() const override { return "Motors and encoders: turn on the spot"; }
    DriveCommand command() const override;

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;

private:
    void finish();
    std::optional<double> encoderAngleDeg() const;

    MotionSchedule m_schedule;
    OdometryChange m_change;
    double m_now = 0;
    std::size_t m_heading = 0;  // series
};

}  // namespace robodash::selftest
