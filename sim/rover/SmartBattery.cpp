#include "sim/rover/SmartBattery.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

SmartBattery::SmartBattery(double chargeFraction, double internalOhms)
    : m_charge(std::clamp(chargeFraction, 0.0, 1.0)), m_health(internalOhms, kCellsInSeries)
{
}

void SmartBattery::setChargeFraction(double fraction)
{
    m_charge = std::clamp(fraction, 0.0, 1.0);
}

void SmartBattery::update(double seconds, double dischargeAmperes, bool charging)
{
    // An empty pack's protection cuts it off; a full one stops taking charge.
    if (charging)
        m_amperes = m_charge < 1.0 ? kChargeAmperes : 0.0;
    else
        m_amperes = m_charge > 0.0 ? -std::max(0.0, dischargeAmperes) : 0.0;
    const double hours = seconds / 3600.0;
    m_charge = std::clamp(m_charge + m_amperes * hours / kCapacityAmpHours, 0.0, 1.0);
    const double target = kAmbientKelvin + kKelvinPerAmpere * std::fabs(m_amperes);
    m_kelvin += (target - m_kelvin) * std::min(1.0, seconds / kThermalSeconds);
}

double SmartBattery::healthyOpenCircuitVolts() const
{
    // Linear in charge: enough for a dashboard to show the trend.
    return kEmptyVolts + (kFullVolts - kEmptyVolts) * m_charge;
}

double SmartBattery::volts() const
{
    return m_health.terminalVolts(healthyOpenCircuitVolts(), -m_amperes);
}

double SmartBattery::reportedCharge() const
{
    if (!m_health.deadCell())
        return m_charge;
    // A gauge corrects its count from the pack's voltage: three cells' worth reads near empty.
    const double volts = m_health.openCircuitVolts(healthyOpenCircuitVolts());
    return std::clamp((volts - kEmptyVolts) / (kFullVolts - kEmptyVolts), 0.0, 1.0);
}

int SmartBattery::stateOfChargePercent() const
{
    return static_cast<int>(std::lround(reportedCharge() * 100.0));
}

std::uint16_t SmartBattery::statusWord() const
{
    std::uint16_t word = kInitialized;
    const double charge = reportedCharge();
    if (m_amperes < 0)
        word |= kDischarging;
    if (charge >= 1.0)
        word |= kFullyCharged;
    if (charge < kLowChargeFraction)
        word |= kRemainingCapacityAlarm;
    if (charge <= 0.0)
        word |= kFullyDischarged | kTerminateDischargeAlarm;
    return word;
}

}  // namespace robodash::sim
