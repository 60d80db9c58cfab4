#pragma once
// The three motor bytes every host packet carries (rover-pro-facts.md, "Packets"):
// 0 full reverse, 125 stop, 250 full forward; byte = round(v * 50 + 125) for a track speed v.

#include "Conversions.h"

#include <cstdint>

namespace robodash::rover {

constexpr std::uint8_t kMotorStop = 125;
constexpr std::uint8_t kMotorFullReverse = 0;
constexpr std::uint8_t kMotorFullForward = 250;
constexpr double kMotorBytesPerMetrePerSecond = 50.0;

struct MotorBytes {
    std::uint8_t left = kMotorStop;
    std::uint8_t right = kMotorStop;
    std::uint8_t flipper = kMotorStop;
    bool operator==(const MotorBytes &o) const
    {
        return left == o.left && right == o.right && flipper == o.flipper;
    }
    bool isStop() const { return *this == MotorBytes{}; }
};

struct TrackSpeeds {
    double left = 0;
    double right = 0;
};

// left = v - w W / 2, right = v + w W / 2. No traction factor here: the facts file's
// mapping, so the base turns at about kTractionFactor of w (a driver may widen W to suit).
TrackSpeeds trackSpeedsFromVelocity(double linearMps, double angularRadps,
                                    double trackWidthM = kTrackWidthM);

// round(v * 50 + 125), clamped to 0..250; NaN gives stop.
std::uint8_t motorByteFromTrackSpeed(double metresPerSecond);
// Inverse, for the virtual robot and for display.
double trackSpeedFromMotorByte(std::uint8_t byte);

// Flipper motor effort -1 (full down) .. 1 (full up) to its byte; the spec gives no SI
// scale for the flipper motor, only the same 0..125..250 range as the tracks.
std::uint8_t flipperByteFromEffort(double effort);

// Both tracks from (v, w), flipper stopped. Non-finite input stops every motor.
MotorBytes motorBytesFromVelocity(double linearMps, double angularRadps,
                                  double trackWidthM = kTrackWidthM);

}  // namespace robodash::rover
