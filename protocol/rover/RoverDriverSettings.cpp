#include "RoverDriverSettings.h"

#include <cmath>

namespace robodash::rover {

namespace {
double positiveOr(double value, double fallback)
{
    return std::isfinite(value) && value > 0 ? value : fallback;
}
}  // namespace

RoverDriverSettings RoverDriverSettings::sanitised() const
{
    RoverDriverSettings s;
    s.encoderCountsPerMetre = positiveOr(encoderCountsPerMetre, kEncoderCountsPerMetre);
    s.trackWidthM = positiveOr(trackWidthM, kTrackWidthM);
    // Above 1 would claim a skid-steer base turns faster than a differential one.
    s.tractionFactor = tractionFactor <= 1 ? positiveOr(tractionFactor, kTractionFactor)
                                           : kTractionFactor;
    return s;
}

}  // namespace robodash::rover
