#pragma once
// The Rover Pro's body as the simulation needs it: the 4-wheel base's track width and
// encoder counts from rover-pro-facts.md, a skid-steer traction factor, and figures no source
// gives (size, acceleration, motor scale) chosen to look like a 20 kg base.

#include "sim/core/DifferentialDrive.h"

#include "rover/Conversions.h"
#include "rover/MotorBytes.h"

namespace robodash::sim::roverbody {

constexpr double kRadius = 0.33;             // m: the circle around a 0.6 x 0.5 m base
constexpr double kAccelerationLimit = 1.0;   // m/s^2: no instant response for a PI loop to overshoot on
constexpr double kMaxTrackSpeed = (rover::kMotorFullForward - rover::kMotorStop)
    / rover::kMotorBytesPerMetrePerSecond;   // 2.5 m/s at motor byte 250
// DifferentialDrive's currents are a small robot's (1.6 A stalled); the Rover's motors draw
// ten times as much, so a stall reads about 16 A.
constexpr double kMotorCurrentScale = 10.0;
constexpr double kElectronicsAmperes = 0.8;  // drawn from the packs even at rest

constexpr DriveParameters kRoverDrive{rover::kTrackWidthM, rover::kEncoderCountsPerMetre, kRadius,
                                      kAccelerationLimit, kMaxTrackSpeed,
                                      20.0 / kMotorCurrentScale, rover::kTractionFactor};

}  // namespace robodash::sim::roverbody
