#pragma once
// Motor current at rest and moving: standing still a motor should draw (almost) nothing, and
// driving back at the test speed it should stay below the family's over-current limit.

#include "MotionStep.h"

namespace robodash::selftest {

class MotorCurrentStep : public MotionStep {
public:
    std::string id() const override { return "motor-current"; }
    std::string title() const override { return "Motor current at rest and moving"; }

protected:
    void start() override;
    void measure(const core::TelemetrySample &sample, std::size_t phase, double seconds) override;
    void finish() override;

private:
    struct Peak {
        double left = 0, right = 0;
        int samples = 0;
    };

    Peak m_rest, m_moving;
    std::size_t m_left = 0, m_right = 0;  // series
    double m_restIgnoredSeconds = 0;  // readings this early in the rest may predate it
};

}  // namespace robodash::selftest
