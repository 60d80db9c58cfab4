#include "MotorCurrentStep.h"

#include "FormatText.h"

#include <algorithm>

namespace robodash::selftest {

void MotorCurrentStep::start()
{
    if (!context().robot.capabilities.motorCurrents) {
        skip("this robot's telemetry has no motor currents");
        return;
    }
    // A reading that arrives early in the rest may have been taken before it, while the last
    // step was still moving (the Rover Pro reads its currents twice a second): the rest
    // ignores readings for one refresh period and the margin, then measures a window that
    // holds a fresh one.
    const double refresh = context().robot.capabilities.motorCurrentRefreshSeconds;
    m_restIgnoredSeconds = refresh > 0 ? refresh + settings().refreshMarginSeconds : 0;
    schedule().add({}, m_restIgnoredSeconds + windowHoldingFresh(settings().currentRestSeconds, refresh));
    // Backwards: the robot ends about where the straight drive began.
    schedule().add({-settings().driveMps, 0}, windowHoldingFresh(settings().currentMoveSeconds, refresh));
    schedule().add({}, settings().settleSeconds);
    m_left = addSeries("left motor", "A");
    m_right = addSeries("right motor", "A");
}

void MotorCurrentStep::measure(const core::TelemetrySample &sample, std::size_t phase, double seconds)
{
    if (!sample.core.currents || phase > 1 || (phase == 0 && seconds < m_restIgnoredSeconds))
        return;
    const core::MotorCurrents &currents = *sample.core.currents;
    addPoint(m_left, seconds, currents.leftAmperes);
    addPoint(m_right, seconds, currents.rightAmperes);
    Peak &peak = phase == 0 ? m_rest : m_moving;
    peak.left = std::max(peak.left, currents.leftAmperes);
    peak.right = std::max(peak.right, currents.rightAmperes);
    ++peak.samples;
}

void MotorCurrentStep::finish()
{
    const double restLimit = settings().currentRestLimitAmperes;
    const double movingLimit = context().robot.overCurrentAmperes;
    if (m_rest.samples == 0 && m_moving.samples == 0) {
        if (context().overNetwork)
            skip("the robot's motor currents are not on the network");
        else
            fail("no motor currents in the robot's telemetry");
        return;
    }
    addFigure("left at rest", m_rest.left, "A", restLimit);
    addFigure("right at rest", m_rest.right, "A", restLimit);
    addFigure("left moving (peak)", m_moving.left, "A", movingLimit);
    addFigure("right moving (peak)", m_moving.right, "A", movingLimit);
    if (m_rest.left > restLimit || m_rest.right > restLimit) {
        const bool left = m_rest.left >= m_rest.right;
        fail(formatText("%s motor draws %.2f A standing still (limit %.2f A)", left ? "left" : "right",
                        left ? m_rest.left : m_rest.right, restLimit));
    } else if (m_moving.left > movingLimit || m_moving.right > movingLimit) {
        const bool left = m_moving.left >= m_moving.right;
        fail(formatText("%s motor draws %.2f A at %.2f m/s (limit %.2f A)", left ? "left" : "right",
                        left ? m_moving.left : m_moving.right, settings().driveMps, movingLimit));
    } else {
        pass();
    }
}

}  // namespace robodash::selftest
