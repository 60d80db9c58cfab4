#pragma once
// What the operator may tune in the safety layer: the over-current threshold and how long
// it must last, and the expert overrides (hazards not enforced). Every protection is on by
// default; an override is the explicit exception.

#include "HazardSet.h"

#include <cmath>
#include <cstdint>

namespace robodash::core {

struct SafetySettings {
    // The virtual Kobuki stalled against a wall draws about 1.7 A per motor, and driving at
    // full speed while accelerating hard about 0.9 A; 1.2 A sits between with margin. Half a
    // second lets the start-up surge and a bump on a threshold pass.
    // Each family names its own limit (core::RobotInfo::overCurrentAmperes); this one is the
    // Kobuki's, and the default for a family that names none.
    static constexpr double kDefaultOverCurrentAmperes = 1.2;
    static constexpr std::int64_t kDefaultOverCurrentHoldMs = 500;
    // The Kobuki reports each motor's current in one byte of 10 mA: 2.55 A is the most it says.
    static constexpr double kKobukiCeilingAmperes = 2.5;
    // The Rover Pro's current registers read at most 1023 / 34 A (about 30 A): no base we
    // drive reports more.
    static constexpr double kMaxOverCurrentAmperes = 30.0;
    static constexpr std::int64_t kMaxOverCurrentHoldMs = 10000;

    double overCurrentAmperes = kDefaultOverCurrentAmperes;
    std::int64_t overCurrentHoldMs = kDefaultOverCurrentHoldMs;
    HazardSet overrides;  // expert: these hazards are reported but do not stop the robot

    bool isValid() const
    {
        return std::isfinite(overCurrentAmperes) && overCurrentAmperes > 0
               && overCurrentAmperes <= kMaxOverCurrentAmperes && overCurrentHoldMs >= 0
               && overCurrentHoldMs <= kMaxOverCurrentHoldMs;
    }
    bool operator==(const SafetySettings &other) const
    {
        return overCurrentAmperes == other.overCurrentAmperes
               && overCurrentHoldMs == other.overCurrentHoldMs && overrides == other.overrides;
    }
    bool operator!=(const SafetySettings &other) const { return !(*this == other); }
};

}  // namespace robodash::core
