#include "sim/core/World.h"

#include <algorithm>
#include <cmath>

namespace robodash::sim {

namespace {

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

std::vector<Point> World::nearestWallPoints(const Point &centre, double reach) const
{
    std::vector<Point> points;
    for (const Wall &wall : walls) {
        const Point closest = closestPointOnSegment(wall, centre);
        if (!(distance(centre, closest) > reach))  // a lost (NaN) robot touches everything
            points.push_back(closest);
    }
    return points;
}

bool World::isDrop(const Point &p) const
{
    return std::any_of(drops.begin(), drops.end(),
                       [&p](const DropArea &area) { return area.contains(p); });
}

double distance(const Point &a, const Point &b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
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
