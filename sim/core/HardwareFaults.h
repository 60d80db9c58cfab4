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
    // 0..1. 0.3: a robot that reports only odometry (both sides averaged) still falls
    // clearly outside the self-test's 25 % (half would be exactly on it).
    double weakMotorStrength = 0.3;
    double extraInternalOhms = 0;    // a worn pack: sags more under load
    bool deadBatteryCell = false;    // one of the series cells gives nothing: voltage x (n-1)/n
    bool chargerBroken = false;      // on the dock or adapter, never charges
    // Contact sensors by the bits of the family's HardwareParts (Kobuki: right 1, centre 2,
    // left 4, as its protocol; rFLEX bump panels: front 1, rear 2).
    std::uint8_t bumpersStuckPressed = 0;
    std::uint8_t bumpersDead = 0;    // never report pressed
    std::uint8_t cliffsStuckOn = 0;  // always report a cliff
    std::uint8_t cliffsDead = 0;     // never report a cliff
};

// What contact sensors report with some stuck on and some dead: `touching` is what the world
// presses (bits as in the masks).
inline std::uint8_t faultyContacts(std::uint8_t touching, std::uint8_t stuckOn, std::uint8_t dead)
{
    return static_cast<std::uint8_t>((touching & ~dead) | stuckOn);
}

}  // namespace robodash::sim
