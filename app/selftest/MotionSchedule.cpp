#include "MotionSchedule.h"

namespace robodash::selftest {

void MotionSchedule::add(DriveCommand command, double seconds)
{
    m_phases.push_back(Phase{command, seconds > 0 ? seconds : 0});
}

std::optional<std::size_t> MotionSchedule::phaseAt(double seconds) const
{
    double end = 0;
    for (std::size_t i = 0; i < m_phases.size(); ++i) {
        end += m_phases[i].seconds;
        if (seconds < end)
            return i;
    }
    return std::nullopt;
}

DriveCommand MotionSchedule::commandAt(double seconds) const
{
    const std::optional<std::size_t> phase = phaseAt(seconds);
    return phase ? m_phases[*phase].command : DriveCommand{};
}

double MotionSchedule::startOf(std::size_t phase) const
{
    double start = 0;
    for (std::size_t i = 0; i < phase && i < m_phases.size(); ++i)
        start += m_phases[i].seconds;
    return start;
}

double MotionSchedule::totalSeconds() const
{
    return startOf(m_phases.size());
}

}  // namespace robodash::selftest
