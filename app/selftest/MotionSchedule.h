#pragma once
// The motions of a step in order (rest 1 s, spin 1.5 s, settle 0.5 s), looked up by the
// seconds since the step started.

#include "DriveCommand.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace robodash::selftest {

class MotionSchedule {
public:
    void add(DriveCommand command, double seconds);

    // Which phase runs at `seconds`; none after the last one.
    std::optional<std::size_t> phaseAt(double seconds) const;
    DriveCommand commandAt(double seconds) const;  // zero outside every phase
    double startOf(std::size_t phase) const;
    double totalSeconds() const;

private:
    struct Phase {
        DriveCommand command;
        double seconds = 0;
    };
    std::vector<Phase> m_phases;
};

}  // namespace robodash::selftest
