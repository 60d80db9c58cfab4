#pragma once
// Motor current at rest and moving: standing still a motor should draw (almost) nothing, and
// driving back at the test speed it should stay below the family's over-current limit.

#include "MotionSchedule.h"
#include "SelfTestStep.h"

namespace robodash::selftest {

class MotorCurrentStep : public SelfTestStep {
public:
    std::string id() const override { return "motor-current"; }
    std::string title() const override { return "Motor current at rest and moving"; }
    DriveCommand command() const override;

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;

private:
    struct Peak {
        double left = 0, right = 0;
        int samples = 0;
    };
    void finish();

    MotionSchedule m_schedule;
    double m_now = 0;
    Peak m_rest, m_moving;
    std::size_t m_left = 0, m_right = 0;  // series
};

}  // namespace robodash::selftest
