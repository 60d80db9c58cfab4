#include "sim/core/BatteryHealth.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {
double ohmsOrZero(double ohms)
{
    return std::isfinite(ohms) ? std::max(0.0, ohms) : 0.0;
}
}  // namespace

BatteryHealth::BatteryHealth(double internalOhms, int cellsInSeries)
    : m_internalOhms(ohmsOrZero(internalOhms)), m_cells(std::max(2, cellsInSeries))
{
}

void BatteryHealth::applyFaults(const HardwareFaults &faults)
{
    m_extraOhms = ohmsOrZero(faults.extraInternalOhms);
    m_deadCell = faults.deadBatteryCell;
}

double BatteryHealth::openCircuitVolts(double healthyVolts) const
{
    return m_deadCell ? healthyVolts * (m_cells - 1) / m_cells : healthyVolts;
}

double BatteryHealth::terminalVolts(double healthyOpenCircuitVolts, double dischargeAmperes) const
{
    return openCircuitVolts(healthyOpenCircuitVolts) - internalOhms() * dischargeAmperes;
}

double BatteryHealth::healthyVoltsFor(double terminalVolts, double dischargeAmperes) const
{
    const double openCircuit = terminalVolts + internalOhms() * dischargeAmperes;
    return m_deadCell ? openCircuit * m_cells / (m_cells - 1) : openCircuit;
}

}  // namespace robodash::sim
