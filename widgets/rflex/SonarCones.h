#pragma once
// What a sonar ring view draws, before any pixel: one cone per sonar the robot description
// places, at its position and facing its angle (robot frame: x ahead, y to the left, metres),
// in one of three states kept apart:
//   Range     an echo: the cone reaches the range (clipped at the display range, `beyond`);
//   NoEcho    heard, but nothing came back: no range at all, drawn as a marker, never as a
//             distance (the wire's 32766 is not 22 m);
//   NotHeard  nothing from this sonar since connect (sonar off, or not reached yet).

#include "rflex/RflexTelemetry.h"
#include "rflex/RobotDescription.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::widgets {

struct SonarCone {
    enum class State { NotHeard, NoEcho, Range };

    int slot = 0;             // ring order, as the description lists the sonars
    std::uint8_t id = 0;      // wire id, board * 16 + index
    double x = 0, y = 0;      // the sonar's position, metres, robot frame
    double angle = 0;         // where it faces, radians counter-clockwise from ahead
    State state = State::NotHeard;
    std::optional<double> rangeMetres;  // State::Range only
    double reachMetres = 0;   // how far the cone is drawn: the range, at most the display range
    bool beyond = false;      // the range is past the display range
};

class SonarCones {
public:
    // The beam's half width: the Polaroid-type transducers' cone is about 25 degrees wide.
    static constexpr double kHalfWidthRadians = 12.5 * 3.14159265358979323846 / 180.0;

    // One cone per placed sonar, in ring order. `ring` is SonarTelemetry::ring (may be
    // shorter or empty: those sonars are not heard).
    static std::vector<SonarCone> fromRing(const rflex::RobotDescription &description,
                                           const std::vector<rflex::SonarSlot> &ring,
                                           double displayRangeMetres);
    // The nearest echo, or no value when no sonar has a range.
    static std::optional<SonarCone> nearest(const std::vector<SonarCone> &cones);
};

}  // namespace robodash::widgets
