#pragma once
// What differs between one Rover Pro and the next and cannot be read from the robot: the
// odometry geometry. Defaults from rover-pro-facts.md; a lab with a flipper model or worn
// tracks sets its own.

#include "Conversions.h"

namespace robodash::rover {

struct RoverDriverSettings {
    double encoderCountsPerMetre = kEncoderCountsPerMetre;  // newer line's encoders
    double trackWidthM = kTrackWidthM;                      // kFlipperTrackWidthM for the flipper model
    // A skid-steer base turns at about this fraction of the no-slip rate (right - left) / W.
    double tractionFactor = kTractionFactor;

    // Settings that cannot describe a robot (zero, negative, not finite) are replaced by the
    // defaults, so odometry never divides by zero.
    RoverDriverSettings sanitised() const;
    // The width the motor mapping uses so that a commanded turn rate is the one the base
    // turns at: W / traction (protocol/rover/README.md).
    double effectiveTrackWidthM() const { return trackWidthM / tractionFactor; }
};

}  // namespace robodash::rover
