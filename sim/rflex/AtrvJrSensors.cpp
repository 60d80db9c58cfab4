#include "sim/rflex/AtrvJrSensors.h"

#include "sim/rflex/AtrvJrBody.h"

#include "rflex/Conversions.h"

#include <cmath>

namespace robodash::sim {

namespace {

// Distance along the ray from `origin` in direction (dx, dy) (a unit vector) to `wall`, or
// a negative value when the ray misses it.
double rayHit(const Point &origin, double dx, double dy, const Wall &wall)
{
    const double ex = wall.to.x - wall.from.x, ey = wall.to.y - wall.from.y;
    const double denominator = dx * ey - dy * ex;
    if (std::fabs(denominator) < 1e-12)
        return -1;  // parallel: a sonar hears no echo off a wall it runs along
    const double wx = wall.from.x - origin.x, wy = wall.from.y - origin.y;
    const double along = (wx * ey - wy * ex) / denominator;  // on the ray
    const double across = (wx * dy - wy * dx) / denominator; // on the wall, 0..1
    if (along < 0 || across < 0 || across > 1)
        return -1;
    return along;
}

}  // namespace

std::optional<double> AtrvJrSensors::sonarRange(const World &world, const Pose &pose,
                                                const rflex::SonarPlacement &sonar,
                                                double maxRange)
{
    const Point origin = toWorld(pose, sonar.xMetres, sonar.yMetres);
    const double heading = pose.theta + sonar.angleRadians;
    const double dx = std::cos(heading), dy = std::sin(heading);
    std::optional<double> nearest;
    for (const Wall &wall : world.walls) {
        const double hit = rayHit(origin, dx, dy, wall);
        if (hit >= 0 && hit <= maxRange && (!nearest || hit < *nearest))
            nearest = hit;
    }
    return nearest;
}

std::uint16_t AtrvJrSensors::sonarRaw(const World &world, const Pose &pose,
                                      const rflex::SonarPlacement &sonar)
{
    return rflex::sonarRangeToRaw(sonarRange(world, pose, sonar, atrvjr::kSonarMaxRangeMetres));
}

rflex::BumpPanels AtrvJrSensors::bumpPanels(const World &world, const Pose &pose)
{
    const Point centre{pose.x, pose.y};
    rflex::BumpPanels panels;
    const double reach = atrvjr::kBodyRadius + atrvjr::kPanelTravel;
    for (const Point &contact : world.nearestWallPoints(centre, reach)) {
        const double bearing = normalizeAngle(
            std::atan2(contact.y - centre.y, contact.x - centre.x) - pose.theta);
        if (std::fabs(bearing) <= atrvjr::kPanelHalfAngle)
            panels.front = true;
        else if (std::fabs(bearing) >= kPi - atrvjr::kPanelHalfAngle)
            panels.rear = true;
    }
    return panels;
}

std::uint8_t AtrvJrSensors::panelBits(const rflex::BumpPanels &panels,
                                      const rflex::BumpPanelLayout &layout)
{
    unsigned bits = 0;
    if (panels.front)
        bits |= 1u << layout.frontBit;
    if (panels.rear)
        bits |= 1u << layout.rearBit;
    return static_cast<std::uint8_t>(bits);
}

}  // namespace robodash::sim
