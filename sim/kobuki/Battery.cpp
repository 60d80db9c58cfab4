#include "sim/kobuki/Battery.h"

#include "kobuki/Feedback.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {
constexpr double kSecondsPerHour = 3600.0;
// A charger stops at full and restarts only once the charge has dropped this much.
constexpr double kRechargeBelow = 0.97;
}  // namespace

Battery::Battery(double internalResistanceOhms) : m_health(internalResistanceOhms, kCellsInSeries)
{
}

void Battery::update(double seconds, double motorAmperes, bool onDock, bool onAdapter)
{
    m_onDock = onDock;
    m_onAdapter = onAdapter;
    const bool charging = (onDock || onAdapter) && !m_full;
    double amperes = -(kElectronicsAmperes + std::max(0.0, motorAmperes));
    if (charging)
        amperes += kChargeAmperes;
    if (onDock || onAdapter)
        amperes = std::max(amperes, 0.0);  // the charger carries the load
    m_dischargeAmperes = -amperes;
    m_stateOfCharge += amperes * seconds / (kCapacityAmpHours * kSecondsPerHour);
    m_stateOfCharge = std::clamp(m_stateOfCharge, 0.0, 1.0);
    if (m_stateOfCharge >= 1.0)
        m_full = true;
    else if (m_stateOfCharge < kRechargeBelow || !(onDock || onAdapter))
        m_full = false;
}

double Battery::openCircuitVolts() const
{
    return m_health.openCircuitVolts(kEmptyVolts + (kFullVolts - kEmptyVolts) * m_stateOfCharge);
}

double Battery::volts() const
{
    return m_health.terminalVolts(kEmptyVolts + (kFullVolts - kEmptyVolts) * m_stateOfCharge,
                                  m_dischargeAmperes);
}

void Battery::setVolts(double volts)
{
    if (!std::isfinite(volts))
        return;
    // Whoever sets the voltage (a test, the GUI's harness) means what the robot reports now,
    // so the charge is the one that reads `volts` at the terminals under the present load.
    const double openCircuit = m_health.healthyVoltsFor(volts, m_dischargeAmperes);
    m_stateOfCharge =
        std::clamp((openCircuit - kEmptyVolts) / (kFullVolts - kEmptyVolts), 0.0, 1.0);
    m_full = m_stateOfCharge >= 1.0 && (m_onDock || m_onAdapter);
}

std::uint8_t Battery::protocolVolts() const
{
    return static_cast<std::uint8_t>(std::clamp(std::lround(volts() * 10.0), 0L, 255L));
}

std::uint8_t Battery::chargerByte() const
{
    if (!m_onDock && !m_onAdapter)
        return kobuki::kDischarging;
    if (m_onAdapter)
        return m_full ? kobuki::kAdapterCharged : kobuki::kAdapterCharging;
    return m_full ? kobuki::kDockingCharged : kobuki::kDockingCharging;
}

}  // namespace robodash::sim
