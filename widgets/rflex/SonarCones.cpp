#include "SonarCones.h"

#include <algorithm>

namespace robodash::widgets {

std::vector<SonarCone> SonarCones::fromRing(const rflex::RobotDescription &description,
                                            const std::vector<rflex::SonarSlot> &ring,
                                            double displayRangeMetres)
{
    std::vector<SonarCone> cones;
    cones.reserve(description.sonars.size());
    for (std::size_t slot = 0; slot < description.sonars.size(); ++slot) {
        const rflex::SonarPlacement &placement = description.sonars[slot];
        SonarCone cone;
        cone.slot = static_cast<int>(slot);
        cone.id = placement.id;
        cone.x = placement.xMetres;
        cone.y = placement.yMetres;
        cone.angle = placement.angleRadians;
        if (slot < ring.size() && ring[slot].heard) {
            if (ring[slot].metres) {
                const double range = std::max(0.0, *ring[slot].metres);
                cone.state = SonarCone::State::Range;
                cone.rangeMetres = range;
                cone.beyond = range > displayRangeMetres;
                cone.reachMetres = std::min(range, displayRangeMetres);
            } else {
                cone.state = SonarCone::State::NoEcho;
            }
        }
        cones.push_back(cone);
    }
    return cones;
}

std::optional<SonarCone> SonarCones::nearest(const std::vector<SonarCone> &cones)
{
    std::optional<SonarCone> best;
    for (const SonarCone &cone : cones) {
        if (cone.state == SonarCone::State::Range && (!best || *cone.rangeMetres < *best->rangeMetres))
            best = cone;
    }
    return best;
}

}  // namespace robodash::widgets
