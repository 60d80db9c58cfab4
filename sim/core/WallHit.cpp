#include "sim/core/WallHit.h"

#include <cmath>

namespace robodash::sim {

namespace {

double cross(double ax, double ay, double bx, double by)
{
    return ax * by - ay * bx;
}

}  // namespace

std::optional<WallHit> nearestWallHit(const World &world, const Point &origin,
                                      const Point &direction)
{
    std::optional<WallHit> nearest;
    for (std::size_t i = 0; i < world.walls.size(); ++i) {
        const Wall &wall = world.walls[i];
        const double ex = wall.to.x - wall.from.x, ey = wall.to.y - wall.from.y;
        const double denominator = cross(direction.x, direction.y, ex, ey);
        if (std::fabs(denominator) < 1e-12)
            continue;  // parallel: a ray grazing a wall's length sees its end walls instead
        const double wx = wall.from.x - origin.x, wy = wall.from.y - origin.y;
        const double along = cross(wx, wy, ex, ey) / denominator;
        const double fraction = cross(wx, wy, direction.x, direction.y) / denominator;
        // Written so that NaN fails every test: a lost robot sees nothing.
        if (!(along > 0 && fraction >= 0 && fraction <= 1))
            continue;
        if (!nearest || along < nearest->along)
            nearest = WallHit{along, i, fraction * std::hypot(ex, ey)};
    }
    return nearest;
}

}  // namespace robodash::sim
