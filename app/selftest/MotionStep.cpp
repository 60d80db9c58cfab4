#include "MotionStep.h"

namespace robodash::selftest {

void MotionStep::onSample(const core::TelemetrySample &sample)
{
    m_now = secondsSinceStart(sample);
    const std::optional<std::size_t> phase = m_schedule.phaseAt(m_now);
    if (phase)
        measure(sample, *phase, m_now);
    else
        finish();
}

}  // namespace robodash::selftest
