#pragma once
// Motors and encoders, straight: drive a short distance and compare each wheel's encoder and
// the odometry with the commanded distance, and the gyro's heading with "straight". A
// stalled, weak or unread wheel is named.

#include "MotionStep.h"
#include "OdometryChange.h"

namespace robodash::selftest {

class DriveStraightStep : public MotionStep {
public:
    std::string id() const override { return "drive-straight"; }
    std::string title() const override { return "Motors and encoders: drive straight"; }

protected:
    void start() override;
    void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) override;
    void finish() override;

private:
    // "" when the wheel's travel is within tolerance of `commanded`, else why not.
    std::string checkWheel(const char *name, std::optional<double> travel, double commanded);

    OdometryChange m_change;
    std::size_t m_travel = 0;  // series
};

}  // namespace robodash::selftest
