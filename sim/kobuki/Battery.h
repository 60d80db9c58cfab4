#pragma once
// The robot's 4-cell lithium battery: drains with the load, charges on the dock or the
// adapter, and reports the charger states of the protocol (0, 2, 6, 18, 22). The voltage it
// reports is at its terminals: the open-circuit voltage less the internal resistance times
// the current drawn (raised by it while charging), so it sags under load like a real pack.

#include "sim/core/BatteryHealth.h"

#include <cstdint>

namespace robodash::sim {

class Battery {
public:
    static constexpr double kEmptyVolts = 13.0;
    static constexpr double kFullVolts = 16.7;
    static constexpr double kCapacityAmpHours = 2.2;
    static constexpr double kChargeAmperes = 1.5;
    static constexpr double kElectronicsAmperes = 0.35;  // boards, sensors, rails
    static constexpr int kCellsInSeries = 4;
    // Four 18650 cells in series at about 55 mOhm each (2.2 Ah cells' datasheets) plus the
    // protection board and wiring: what the world's imperfections give when they name none.
    static constexpr double kInternalOhms = 0.25;

    // 0 ohms: an ideal pack whose voltage never sags (what unit tests of the charge want).
    explicit Battery(double internalResistanceOhms = 0);

    // Integrates the charge over `seconds` with `motorAmperes` drawn by both motors.
    void update(double seconds, double motorAmperes, bool onDock, bool onAdapter);

    double volts() const;             // at the terminals, under the last update's load
    double openCircuitVolts() const;  // at rest: what the charge alone gives
    double dischargeAmperes() const { return m_dischargeAmperes; }  // < 0 while charging
    double internalResistanceOhms() const { return m_health.internalOhms(); }
    void setVolts(double volts);      // the charge that reads `volts` under the present load
    std::uint8_t protocolVolts() const;   // 0.1 V units
    std::uint8_t chargerByte() const;     // kobuki::ChargerState

    // Faults: a worn pack's extra resistance; a dead cell (the others still charge).
    void applyFaults(const HardwareFaults &faults) { m_health.applyFaults(faults); }

private:
    double m_stateOfCharge = 0.8;
    BatteryHealth m_health;
    double m_dischargeAmperes = 0;
    bool m_onDock = false, m_onAdapter = false;
    bool m_full = false;  // latched until the charge falls a little, like a real charger
};

}  // namespace robodash::sim
