#include "sim/rover/Flipper.h"

#include "rover/Conversions.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

void Flipper::update(double seconds, double effort)
{
    const double turned = std::clamp(effort, -1.0, 1.0) * kDegreesPerSecond * seconds;
    m_degrees = std::fmod(m_degrees + turned, 360.0);
    if (m_degrees < 0)
        m_degrees += 360.0;
}

std::uint16_t Flipper::angleRegister() const
{
    return static_cast<std::uint16_t>(std::lround(m_degrees) % 360);
}

std::uint16_t Flipper::potRegister() const
{
    const double span = rover::kFlipperPotHighDegrees - rover::kFlipperPotLowDegrees;
    const double share = std::clamp((m_degrees - rover::kFlipperPotLowDegrees) / span, 0.0, 1.0);
    return static_cast<std::uint16_t>(std::lround(share * rover::kFlipperPotFullScale));
}

}  // namespace robodash::sim
