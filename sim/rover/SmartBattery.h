#pragma once
// One of the Rover Pro's two smart battery packs: charge, terminal voltage, current,
// temperature and the SMBus status word (rover-protocol.md, registers 52-70). A 4-cell
// lithium pack: 16.8 V full, 12.0 V empty, which also keeps register 24/26 (raw = V x 58)
// inside its 0-1023 range.

#include "sim/core/BatteryHealth.h"

#include <cstdint>

namespace robodash::sim {

class SmartBattery {
public:
    static constexpr double kFullVolts = 16.8;
    static constexpr double kEmptyVolts = 12.0;
    static constexpr double kCapacityAmpHours = 7.5;
    static constexpr double kInternalOhms = 0.05;  // unless the world names one
    static constexpr int kCellsInSeries = 4;
    static constexpr double kChargeAmperes = 2.0;
    static constexpr double kAmbientKelvin = 298.15;
    static constexpr double kKelvinPerAmpere = 0.4;  // steady warming under load
    static constexpr double kThermalSeconds = 300;
    static constexpr double kLowChargeFraction = 0.10;  // remaining capacity alarm

    // Status word bits (rover-protocol.md, register 52).
    static constexpr std::uint16_t kTerminateDischargeAlarm = 0x0800;
    static constexpr std::uint16_t kRemainingCapacityAlarm = 0x0200;
    static constexpr std::uint16_t kInitialized = 0x0080;
    static constexpr std::uint16_t kDischarging = 0x0040;
    static constexpr std::uint16_t kFullyCharged = 0x0020;
    static constexpr std::uint16_t kFullyDischarged = 0x0010;

    explicit SmartBattery(double chargeFraction = 1.0, double internalOhms = kInternalOhms);

    // Advances by `seconds` with `dischargeAmperes` drawn from this pack, or charging.
    void update(double seconds, double dischargeAmperes, bool charging);
    void setChargeFraction(double fraction);
    // A worn pack sags more; with a dead cell its voltage drops by a quarter and its gauge,
    // seeing that voltage, reports the charge it implies (near empty) with its alarms.
    void applyFaults(const HardwareFaults &faults) { m_health.applyFaults(faults); }

    double chargeFraction() const { return m_charge; }  // 0..1, what the cells hold
    double volts() const;                                // at the terminals, under load
    double amperes() const { return m_amperes; }         // positive: into the pack
    double kelvin() const { return m_kelvin; }
    int stateOfChargePercent() const;
    std::uint16_t statusWord() const;

private:
    double healthyOpenCircuitVolts() const;
    double reportedCharge() const;  // what the gauge says, 0..1

    double m_charge;
    BatteryHealth m_health;
    double m_amperes = 0;
    double m_kelvin = kAmbientKelvin;
};

}  // namespace robodash::sim
