#include "RoverTrackCounts.h"

#include <cmath>

namespace robodash::bridge {

RoverTrackCounts::RoverTrackCounts(const rover::RoverDriverSettings &settings)
    : m_settings(settings.sanitised())
{
}

void RoverTrackCounts::addPose(double x, double y, double theta)
{
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(theta))
        return;
    const Pose pose{x, y, theta};
    if (!m_last) {
        m_last = pose;
        return;  // the baseline: counts start at 0
    }
    // The turn, the short way round, and the distance along the chord that RoverOdometry
    // steps on (it points at the heading halfway through the turn).
    const double turn = std::remainder(pose.theta - m_last->theta, 2 * M_PI);
    const double midHeading = m_last->theta + turn / 2;
    const double distance = (pose.x - m_last->x) * std::cos(midHeading)
                            + (pose.y - m_last->y) * std::sin(midHeading);
    // turn = (right - left) / W * traction, distance = (left + right) / 2.
    const double halfDifference = turn * m_settings.trackWidthM / m_settings.tractionFactor / 2;
    m_leftCounts += (distance - halfDifference) * m_settings.encoderCountsPerMetre;
    m_rightCounts += (distance + halfDifference) * m_settings.encoderCountsPerMetre;
    m_last = pose;
}

std::uint16_t RoverTrackCounts::wrapped(double counts)
{
    const long long whole = std::llround(counts);
    return static_cast<std::uint16_t>(static_cast<unsigned long long>(whole) & 0xFFFFu);
}

}  // namespace robodash::bridge
