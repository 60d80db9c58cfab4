#pragma once
// A replay moved to another time (ReplayTransport::seek) must show what the robot's state was
// there. A driver integrates every frame (the Kobuki's heading and path, a Rover's encoder
// counts), so fed from the new place on it would add one jump from wherever it stood: a
// wrong heading, a travelled distance that grows by the jump, a spurious stroke on the map.
// So the driver is started on the log again and fed everything received before the new
// place, quietly; the last frame it made is what the panels show at once (also while the
// replay is paused). Its cost grows with the position: one pass over the log up to it.

#include "core/RobotDriver.h"
#include "core/TelemetrySample.h"

#include <optional>

namespace robodash::link {

class ReplayTransport;

class ReplayRebuild {
public:
    // `driver` as it stands after the received bytes of `log` before its position; the
    // newest sample it made, stamped at the position, without the events on the way.
    static std::optional<core::TelemetrySample> rebuild(core::RobotDriver &driver, const ReplayTransport &log);
};

}  // namespace robodash::link
