#include "MotionStep.h"

#include <algorithm>

namespace robodash::selftest {

double MotionStep::windowHoldingFresh(double seconds, double refreshSeconds) const
{
    if (refreshSeconds <= 0)
        return seconds;
    return std::max(seconds, refreshSeconds + settings().refreshMarginSeconds);
}

void MotionStep::onSample(const core::TelemetrySample &sample)
{
    m_now = secondsSinceStart(sample);
    const std::optional<std::size_t> phase = m_schedule.phaseAt(m_now);
    if (phase && isHeld(sample)) {
        // Not the robot's fault: a step measuring a motion that cannot happen would fail
        // with "odometry 0.000 m". The engine releases a held drive before the test.
        skip("the robot's drive is held (brake engaged, motors not enabled): enable the motors "
             "(the Motors switch) and run the self-test again");
        return;
    }
    if (phase)
        measure(sample, *phase, m_now);
    else
        finish();
}

bool MotionStep::isHeld(const core::TelemetrySample &sample) const
{
    return sample.core.driveHeld.value_or(false) && !m_schedule.commandAt(m_now).isStop();
}

}  // namespace robodash::selftest
