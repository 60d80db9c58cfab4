#pragma once
// What can break in a virtual robot's hardware, switched on by tests and users so that each
// step of a self-test can be made to fail (issue 17). Family-neutral: a family's simulation
// applies what its robot has (SimulationModel::setHardwareFaults) and ignores the rest.
// Frame-level faults of the link are in Faults.

#include <cstdint>

namespace robodash::sim {

enum class Wheel { None, Left, Right };

struct HardwareFaults {
    double extraGyroBiasDps = 0;     // added to the gyro's bias: a drifting gyro
    Wheel deadEncoder = Wheel::None; // that encoder stops counting; its wheel still turns
    Wheel weakMotor = Wheel::None;   // that wheel reaches only weakMotorStrength of its command
    double weakMotorStrength = 0.5;  // 0..1
    double extraInternalOhms = 0;    // a worn pack: sags more under load
    bool deadBatteryCell = false;    // one of the series cells gives nothing: voltage x (n-1)/n
    bool chargerBroken = false;      // on the dock or adapter, never charges
    // Contact sensors in the family's protocol bit order (Kobuki: right 1, centre 2, left 4).
    std::uint8_t bumpersStuckPressed = 0;
    std::uint8_t bumpersDead = 0;    // never report pressed
    std::uint8_t cliffsStuckOn = 0;  // always report a cliff
    std::uint8_t cliffsDead = 0;     // never report a cliff
};

}  // namespace robodash::sim
