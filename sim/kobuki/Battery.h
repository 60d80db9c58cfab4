#pragma once
// The robot's 4-cell lithium battery: drains with the load, charges on the dock or the
// adapter, and reports the charger states of the protocol (0, 2, 6, 18, 22).

#include <cstdint>

namespace robodash::sim {

class Battery {
public:
    static constexpr double kEmptyVolts = 13.0;
    static constexpr double kFullVolts = 16.7;
    static constexpr double kCapacityAmpHours = 2.2;
    static constexpr double kChargeAmperes = 1.5;
    static constexpr double kElectronicsAmperes = 0.35;  // boards, sensors, rails

    // Integrates the charge over `seconds` with `motorAmperes` drawn by both motors.
    void update(double seconds, double motorAmperes, bool onDock, bool onAdapter);

    double volts() const;
    void setVolts(double volts);
    std::uint8_t protocolVolts() const;   // 0.1 V units
    std::uint8_t chargerByte() const;     // kobuki::ChargerState

private:
    double m_stateOfCharge = 0.8;
    bool m_onDock = false, m_onAdapter = false;
    bool m_full = false;  // latched until the charge falls a little, like a real charger
};

}  // namespace robodash::sim
