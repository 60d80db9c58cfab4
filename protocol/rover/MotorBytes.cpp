#include "MotorBytes.h"

#include <algorithm>
#include <cmath>

namespace robodash::rover {

namespace {

std::uint8_t clampedMotorByte(double value)
{
    if (std::isnan(value))
        return kMotorStop;
    const double clamped = std::clamp(std::round(value), double(kMotorFullReverse),
                                      double(kMotorFullForward));
    return static_cast<std::uint8_t>(clamped);
}

}  // namespace

TrackSpeeds trackSpeedsFromVelocity(double linearMps, double angularRadps, double trackWidthM)
{
    const double differential = angularRadps * trackWidthM / 2.0;
    return {linearMps - differential, linearMps + differential};
}

std::uint8_t motorByteFromTrackSpeed(double metresPerSecond)
{
    return clampedMotorByte(metresPerSecond * kMotorBytesPerMetrePerSecond + kMotorStop);
}

double trackSpeedFromMotorByte(std::uint8_t byte)
{
    const double clamped = std::min(byte, kMotorFullForward);
    return (clamped - kMotorStop) / kMotorBytesPerMetrePerSecond;
}

std::uint8_t flipperByteFromEffort(double effort)
{
    const double halfRange = kMotorFullForward - kMotorStop;
    return clampedMotorByte(std::clamp(effort, -1.0, 1.0) * halfRange + kMotorStop);
}

MotorBytes motorBytesFromVelocity(double linearMps, double angularRadps, double trackWidthM)
{
    if (!std::isfinite(linearMps) || !std::isfinite(angularRadps) || !std::isfinite(trackWidthM))
        return MotorBytes{};
    const TrackSpeeds tracks = trackSpeedsFromVelocity(linearMps, angularRadps, trackWidthM);
    return MotorBytes{motorByteFromTrackSpeed(tracks.left), motorByteFromTrackSpeed(tracks.right),
                      kMotorStop};
}

}  // namespace robodash::rover
