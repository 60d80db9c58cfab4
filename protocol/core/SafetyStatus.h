#pragma once
// The safety layer's state as the operator should see it: which hazards are present,
// which of them restrict motion, whether the latest drive request was cut down, and why.

#include "HazardSet.h"

#include <string>

namespace robodash::core {

struct SafetyStatus {
    HazardSet active;       // sensed now (over-current: latched until the drive is released)
    HazardSet enforced;     // active and not overridden: these restrict motion
    bool refusing = false;  // the latest drive request was reduced or refused
    std::string reason;     // one line for the operator; empty when nothing is active

    bool operator==(const SafetyStatus &other) const
    {
        return active == other.active && enforced == other.enforced
               && refusing == other.refusing && reason == other.reason;
    }
    bool operator!=(const SafetyStatus &other) const { return !(*this == other); }
};

}  // namespace robodash::core
