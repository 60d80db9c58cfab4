#pragma once
// How far a virtual robot falls short of an ideal one, from the world file's optional
// "imperfections" object (sim/WORLD_FORMAT.md). Without them a self-test against a twin could
// not fail: its gyro would not drift, its battery would not sag, it would slide along walls.
//
// The defaults are a Kobuki's, but for the battery's resistance, which is each family's own
// unless the world names one; where a figure is not published, the comment says what it rests
// on. A family applies what its robot has (sim/WORLD_FORMAT.md says which).

#include <optional>

namespace robodash::sim {

struct Imperfections {
    // The gyro's rate error left after the firmware's power-on calibration, deg/s. The
    // L3G4200D's zero-rate level moves 0.03 deg/s per degree C (datasheet); a robot a few
    // degrees warmer than at calibration keeps about 0.01 deg/s: 0.6 deg/min of heading drift.
    double gyroBiasDps = 0.01;
    // The bias's slow wander, a random walk (deg/s per sqrt(s)): 0.0002 moves it by about
    // 0.005 deg/s (1 sigma) over ten minutes, thermal drift rather than noise.
    double gyroBiasWalkDpsPerSqrtS = 0.0002;
    // The pack's internal resistance, ohms (each pack's, for a robot with several). Unset: the
    // family's own figure (Kobuki 0.25, Rover Pro 0.05 per pack, ATRV-Jr 0.08).
    std::optional<double> internalResistanceOhms;
    // A body pushed into a wall stops where it is, wheels and encoders stalled together.
    // false: the older model, where the body slid along the wall.
    bool stuckAtWalls = true;
    // Charging starts only when the robot's contacts touch the dock's (geometry in
    // sim/WORLD_FORMAT.md). false: the older 5 cm zone in front of the dock.
    bool chargeOnContactOnly = true;
};

}  // namespace robodash::sim
