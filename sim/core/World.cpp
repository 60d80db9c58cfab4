#include "sim/core/World.h"

#include "kobuki/Feedback.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {

constexpr double kPi = 3.14159265358979323846;
// A wall this close to the body counts as touching: the collision resolver leaves the
// robot exactly at its radius, and a bumper has a little travel.
constexpr double kBumperTravel = 0.003;
// The bumper wraps the front half: right, centre and left thirds of it.
constexpr double kBumperCentreHalfAngle = kPi / 6;
constexpr double kBumperSideLimit = kPi / 2 + 0.05;

Point closestPointOnSegment(const Wall &wall, const Point &p)
{
    const double dx = wall.to.x - wall.from.x, dy = wall.to.y - wall.from.y;
    const double lengthSquared = dx * dx + dy * dy;
    if (lengthSquared <= 0)
        return wall.from;
    double t = ((p.x - wall.from.x) * dx + (p.y - wall.from.y) * dy) / lengthSquared;
    t = std::clamp(t, 0.0, 1.0);
    return {wall.from.x + t * dx, wall.from.y + t * dy};
}

double distance(const Point &a, const Point &b) { return std::hypot(a.x - b.x, a.y - b.y); }

std::uint8_t bumperBitForContactAngle(double relativeAngle)
{
    if (std::fabs(relativeAngle) > kBumperSideLimit)
        return 0;  // behind the robot: no bumper there
    if (relativeAngle < -kBumperCentreHalfAngle)
        return kobuki::bits::kRight;
    if (relativeAngle > kBumperCentreHalfAngle)
        return kobuki::bits::kLeft;
    return kobuki::bits::kCentre;
}

// The beams a point in front of the station is in, as protocol bits.
std::uint8_t dockRegionBits(const Dock &dock, const Point &p)
{
    const double dx = p.x - dock.position.x, dy = p.y - dock.position.y;
    const double ahead = dx * std::cos(dock.heading) + dy * std::sin(dock.heading);
    const double left = -dx * std::sin(dock.heading) + dy * std::cos(dock.heading);
    const double range = std::hypot(ahead, left);
    if (ahead <= 0 || range > dockfield::kFarRange)
        return 0;
    const double bearing = std::atan2(left, ahead);
    const bool near = range <= dockfield::kNearRange;
    const bool far = range >= dockfield::kFarStartRange;
    namespace b = kobuki::bits;
    std::uint8_t bits = 0;
    if (std::fabs(bearing) <= dockfield::kCentralHalfAngle)
        bits |= (near ? b::kNearCenter : 0) | (far ? b::kFarCenter : 0);
    if (bearing >= dockfield::kSideInnerAngle && bearing <= dockfield::kSideOuterAngle)
        bits |= (near ? b::kNearLeft : 0) | (far ? b::kFarLeft : 0);
    if (bearing <= -dockfield::kSideInnerAngle && bearing >= -dockfield::kSideOuterAngle)
        bits |= (near ? b::kNearRight : 0) | (far ? b::kFarRight : 0);
    return bits;
}

}  // namespace

bool DropArea::contains(const Point &p) const
{
    return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY;
}

World World::defaultWorld()
{
    World world;
    const double back = -1.5, front = 1.7, right = -2.0, left = 2.0;
    world.walls = {
        {{back, right}, {front, right}},
        {{front, right}, {front, left}},
        {{front, left}, {back, left}},
        {{back, left}, {back, right}},
    };
    world.drops = {{0.4, -2.0, 1.2, -1.2}};
    world.dock.present = true;
    world.dock.position = {front, 1.0};
    world.dock.heading = kPi;
    return world;
}

Point World::resolveCollisions(Point centre, double radius) const
{
    // A few passes settle corners, where pushing out of one wall can push into another.
    for (int pass = 0; pass < 3; ++pass) {
        bool moved = false;
        for (const Wall &wall : walls) {
            const Point closest = closestPointOnSegment(wall, centre);
            const double d = distance(centre, closest);
            if (d >= radius)
                continue;
            if (d < 1e-9)
                continue;  // centre exactly on the wall: no direction to push; leave it
            const double push = (radius - d) / d;
            centre.x += (centre.x - closest.x) * push;
            centre.y += (centre.y - closest.y) * push;
            moved = true;
        }
        if (!moved)
            break;
    }
    return centre;
}

std::uint8_t World::bumperBits(const Pose &pose) const
{
    const Point centre{pose.x, pose.y};
    std::uint8_t bits = 0;
    for (const Wall &wall : walls) {
        const Point closest = closestPointOnSegment(wall, centre);
        if (distance(centre, closest) > body::kRadius + kBumperTravel)
            continue;
        const double contact = std::atan2(closest.y - centre.y, closest.x - centre.x);
        bits |= bumperBitForContactAngle(normalizeAngle(contact - pose.theta));
    }
    return bits;
}

bool World::isDrop(const Point &p) const
{
    return std::any_of(drops.begin(), drops.end(),
                       [&p](const DropArea &area) { return area.contains(p); });
}

std::array<std::uint8_t, 3> World::dockIrSignals(const Pose &pose) const
{
    std::array<std::uint8_t, 3> signals{};
    if (!dock.present)
        return signals;
    const Point centre{pose.x, pose.y};
    const std::uint8_t regions = dockRegionBits(dock, centre);
    if (!regions)
        return signals;
    const double toDock = std::atan2(dock.position.y - pose.y, dock.position.x - pose.x);
    for (std::size_t i = 0; i < signals.size(); ++i) {
        const double facing = pose.theta + body::kIrReceiverAngles[i];
        if (std::fabs(normalizeAngle(toDock - facing)) <= body::kIrReceiverHalfFov)
            signals[i] = regions;
    }
    return signals;
}

Point World::dockContactPoint() const
{
    return {dock.position.x + body::kRadius * std::cos(dock.heading),
            dock.position.y + body::kRadius * std::sin(dock.heading)};
}

bool World::isDocked(const Pose &pose) const
{
    if (!dock.present)
        return false;
    if (distance({pose.x, pose.y}, dockContactPoint()) > dockfield::kDockedDistance)
        return false;
    const double facingDock = dock.heading + kPi;
    return std::fabs(normalizeAngle(pose.theta - facingDock))
        <= dockfield::kDockedHeadingTolerance;
}

Point toWorld(const Pose &pose, double forward, double left)
{
    const double c = std::cos(pose.theta), s = std::sin(pose.theta);
    return {pose.x + forward * c - left * s, pose.y + forward * s + left * c};
}

double normalizeAngle(double radians)
{
    double a = std::fmod(radians, 2 * kPi);
    if (a <= -kPi)
        a += 2 * kPi;
    else if (a > kPi)
        a -= 2 * kPi;
    return a;
}

}  // namespace robodash::sim
