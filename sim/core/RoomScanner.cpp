#include "sim/core/RoomScanner.h"

#include "sim/core/WallHit.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::sim {

RoomScanner::RoomScanner(ScannerParameters parameters)
    : m_parameters(parameters)
{
    const auto rays = static_cast<std::size_t>(std::max(0, m_parameters.rays));
    m_cos.resize(rays);
    m_sin.resize(rays);
    for (std::size_t i = 0; i < rays; ++i) {
        const double angle = m_parameters.angleMin
            + static_cast<double>(i) * m_parameters.angleIncrement;
        m_cos[i] = std::cos(angle);
        m_sin[i] = std::sin(angle);
    }
}

std::vector<float> RoomScanner::ranges(const World &world, const Pose &robot) const
{
    const Pose scanner = m_parameters.mount.placedOn(robot);
    const Point origin{scanner.x, scanner.y};
    const double c = std::cos(scanner.theta), s = std::sin(scanner.theta);
    std::vector<float> result(m_cos.size());
    for (std::size_t i = 0; i < result.size(); ++i) {
        // The ray's angle in the scanner's frame turned by the scanner's heading (the
        // angle-sum formulas on the precomputed cos and sin).
        const Point direction{m_cos[i] * c - m_sin[i] * s, m_sin[i] * c + m_cos[i] * s};
        result[i] = rangeAlong(world, origin, direction);
    }
    return result;
}

float RoomScanner::rangeAlong(const World &world, const Point &origin,
                              const Point &direction) const
{
    constexpr float kNoReturn = std::numeric_limits<float>::infinity();
    const auto hit = nearestWallHit(world, origin, direction);
    // The nearest wall decides: one too close hides the ones behind it, as on the real
    // scanner, whose beam stops there too.
    if (!hit || hit->along < m_parameters.rangeMin || hit->along > m_parameters.rangeMax)
        return kNoReturn;
    return static_cast<float>(hit->along);
}

}  // namespace robodash::sim
