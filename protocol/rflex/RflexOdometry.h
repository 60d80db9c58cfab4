#pragma once
// The pose from the base's axis positions (rflex-facts.md "Motion"): both axes report
// absolute counters in turn; each report moves the pose by the difference to that axis's
// previous report, wrapping like the base's 32-bit counter. theta += dbearing / units per
// radian; x, y += ddistance / units per metre along the current heading.

#include "Conversions.h"
#include "Reports.h"
#include "core/Pose2D.h"

#include <cstdint>
#include <optional>

namespace robodash::rflex {

class RflexOdometry {
public:
    explicit RflexOdometry(const OdometryUnits &units = {}) : m_units(units) {}

    void update(const MotionReport &report);
    const core::OdometryState &state() const { return m_state; }
    // The map's reset: the pose starts again at the origin, the counters are kept.
    void reset();
    // Another base, or the same one after a power cycle: the next report of each axis is a
    // new starting point, not a jump.
    void forgetCounters();

private:
    void translate(std::int32_t position, std::int32_t velocity);
    void rotate(std::int32_t position, std::int32_t velocity);

    OdometryUnits m_units;
    core::OdometryState m_state;
    std::optional<std::int32_t> m_lastDistance, m_lastBearing;
};

}  // namespace robodash::rflex
