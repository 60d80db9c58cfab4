#pragma once
// Motors and encoders, straight: drive a short distance and compare each wheel's encoder and
// the odometry with the commanded distance, and the gyro's heading with "straight". A
// stalled, weak or unread wheel is named.

#include "MotionSchedule.h"
#include "OdometryChange.h"
#include "SelfTestStep.h"

namespace robodash::selftest {

class DriveStraightStep : public SelfTestStep {
public:
    std::string id() const override { return "drive-straight"; }
    std::string title() const override { return "Motors and encoders: drive straight"; }
    DriveCommand command() const override;

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;

private:
    void finish();
    // "" when the wheel's travel is within tolerance of `commanded`, else why not.
    std::string checkWheel(const char *name, std::optional<double> travel, double commanded);

    MotionSchedule m_schedule;
    OdometryChange m_change;
    double m_now = 0;
    std::size_t m_travel = 0;  // series
};

}  // namespace robodash::selftest
