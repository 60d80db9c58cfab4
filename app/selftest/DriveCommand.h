#pragma once
// The motion a self-test step wants at this moment; the engine sends it through
// RobotLink::drive, so the safety layer and the dead-man apply as for the drive pad.

namespace robodash::selftest {

struct DriveCommand {
    double linearMps = 0;
    double angularRadps = 0;

    bool isStop() const { return linearMps == 0 && angularRadps == 0; }
};

}  // namespace robodash::selftest
