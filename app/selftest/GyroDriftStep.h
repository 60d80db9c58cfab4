#pragma once
// Gyro drift: the robot stands still for a set time and the gyro's heading should not move;
// the drift is the heading change per minute. Needs a gyro (RobotCapabilities::gyro).

#include "SelfTestStep.h"

namespace robodash::selftest {

class GyroDriftStep : public SelfTestStep {
public:
    std::string id() const override { return "gyro-drift"; }
    std::string title() const override { return "Gyro drift standing still"; }

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;

private:
    void finish(double seconds, double headingChangeRad);

    std::optional<double> m_startHeading;
    std::size_t m_heading = 0;  // series
};

}  // namespace robodash::selftest
