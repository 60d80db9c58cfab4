#pragma once
// How far a virtual robot falls short of an ideal one, from the world file's optional
// "imperfections" object (sim/WORLD_FORMAT.md). Without them a self-test against a twin could
// not fail: its gyro would not drift, its battery would not sag, it would slide along walls.
//
// The defaults are a Kobuki's (the only family that reads them so far); where a figure is
// not published, the comment says what it rests on.

namespace robodash::sim {

struct Imperfections {
    // The gyro's rate error left after the firmware's power-on calibration, deg/s. The
    // L3G4200D's zero-rate level moves 0.03 deg/s per degree C (datasheet); a robot a few
    // degrees warmer than at calibration keeps about 0.01 deg/s: 0.6 deg/min of heading drift.
    double gyroBiasDps = 0.01;
    // The bias's slow wander, a random walk (deg/s per sqrt(s)): 0.0002 moves it by about
    // 0.005 deg/s (1 sigma) over ten minutes, thermal drift rather than noise.
    double gyroBiasWalkDpsPerSqrtS = 0.0002;
    // The pack's internal resistance, ohms: four 18650 cells in series at about 55 mOhm each
    // (2.2 Ah cells' datasheets) plus the protection board and wiring.
    double internalResistanceOhms = 0.25;
    // A body pushed into a wall stops where it is, wheels and encoders stalled together.
    // false: the older model, where the body slid along the wall.
    bool stuckAtWalls = true;
    // Charging starts only when the robot's contacts touch the dock's (geometry in
    // sim/WORLD_FORMAT.md). false: the older 5 cm zone in front of the dock.
    bool chargeOnContactOnly = true;
};

}  // namespace robodash::sim
