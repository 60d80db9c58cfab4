#include "BatteryStep.h"

#include "FormatText.h"

#include <algorithm>

namespace robodash::selftest {
namespace {

const char *sourceName(const core::BatteryReading &battery)
{
    if (battery.state == core::ChargeState::Discharging)
        return "none (discharging)";
    switch (battery.source) {
    case core::ChargeSource::Adapter: return "adapter";
    case core::ChargeSource::Dock: return "dock";
    case core::ChargeSource::None: break;
    }
    return "unknown";
}

}  // namespace

void BatteryStep::start()
{
    const SelfTestSettings &s = settings();
    const double spin = std::min(s.batteryLoadRadps, context().robot.maxAngularRadps);
    // The rest and the load's measured second half each hold a fresh reading.
    const double refresh = context().robot.capabilities.batteryRefreshSeconds;
    m_loadRampSeconds = s.batteryLoadSeconds / 2;
    schedule().add({}, windowHoldingFresh(s.batteryRestSeconds, refresh));
    schedule().add({0, spin}, m_loadRampSeconds + windowHoldingFresh(s.batteryLoadSeconds / 2, refresh));
    schedule().add({}, s.settleSeconds);
    m_volts = addSeries("battery", "V");
}

void BatteryStep::measure(const core::TelemetrySample &sample, std::size_t phase, double seconds)
{
    if (sample.core.battery)
        record(static_cast<Phase>(phase), seconds, *sample.core.battery);
}

void BatteryStep::record(Phase phase, double seconds, const core::BatteryReading &battery)
{
    addPoint(m_volts, seconds, battery.volts);
    if (phase == Rest) {
        m_restSum += battery.volts;
        ++m_restCount;
        m_restReading = battery;
    } else if (phase == Load && seconds >= schedule().startOf(Load) + m_loadRampSeconds) {
        // After the first half of the spin: the motors have reached their speed and current.
        m_loadSum += battery.volts;
        ++m_loadCount;
    }
}

void BatteryStep::finish()
{
    if (!m_restReading || m_restCount == 0) {
        fail("no battery reading in the robot's telemetry");
        return;
    }
    const core::BatteryReading &rest = *m_restReading;
    const double restVolts = m_restSum / m_restCount;
    addFigure("voltage at rest", restVolts, "V");
    addFigure("charge", rest.percent, "%");
    addTextFigure("charging source", sourceName(rest));
    std::optional<double> sag;
    if (m_loadCount > 0) {
        const double loadVolts = m_loadSum / m_loadCount;
        sag = restVolts - loadVolts;
        addFigure("voltage spinning", loadVolts, "V");
        addFigure("sag under load", *sag, "V", settings().batterySagLimitVolts);
    }
    if (rest.level == core::BatteryLevel::Critical)
        fail(formatText("battery %.1f V at rest: critical, charge it or replace it", restVolts));
    else if (rest.level == core::BatteryLevel::Low)
        fail(formatText("battery %.1f V at rest: low, charge it before the class", restVolts));
    else if (sag && *sag > settings().batterySagLimitVolts)
        fail(formatText("battery sags %.2f V under load (%.1f V at rest, %.1f V spinning; limit %.2f V): "
                        "a worn pack",
                        *sag, restVolts, restVolts - *sag, settings().batterySagLimitVolts));
    else
        pass();
}

}  // namespace robodash::selftest
