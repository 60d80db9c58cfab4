#include "SonarRing.h"

#include "Conversions.h"

namespace robodash::rflex {

SonarRing::SonarRing(const RobotDescription &description)
    : m_description(description), m_slots(description.sonars.size())
{
}

SonarTelemetry SonarRing::update(const SonarReport &report)
{
    SonarTelemetry telemetry;
    telemetry.raw = report;
    for (std::size_t i = 0; i < report.count && i < report.echoes.size(); ++i) {
        const SonarEcho &echo = report.echoes[i];
        const std::optional<double> metres = sonarRangeMetres(echo.range);
        telemetry.echoMetres.push_back(metres);
        const int slot = m_description.slotOf(echo.id);
        if (slot < 0) {
            ++telemetry.unplacedEchoes;
            continue;
        }
        m_slots[static_cast<std::size_t>(slot)] = SonarSlot{true, metres};
    }
    telemetry.ring = m_slots;
    return telemetry;
}

void SonarRing::reset()
{
    m_slots.assign(m_description.sonars.size(), SonarSlot{});
}

}  // namespace robodash::rflex
