#pragma once
// Hardware faults named on a command line (`robodash-cli sim --fault NAME[=VALUE]`) or in a
// port string (`sim:NAME[=VALUE],...`), so a self-test can be run against a twin that fails
// one chosen step. kUsage lists the names; a fault for a part the robot lacks (HardwareParts)
// is refused with the reason.

#include "sim/core/HardwareFaults.h"
#include "sim/core/HardwareParts.h"

#include <string>

namespace robodash::sim {

class HardwareFaultSwitch {
public:
    static const char *const kUsage;

    // Switches the fault `text` names on in `faults` for a robot with `parts`; false with a
    // one-line reason otherwise (`faults` unchanged).
    static bool apply(const std::string &text, const HardwareParts &parts, HardwareFaults *faults,
                      std::string *error);
    // Comma-separated faults, as after `sim:` in a port string; all or none are switched.
    static bool applyList(const std::string &list, const HardwareParts &parts,
                          HardwareFaults *faults, std::string *error);
};

}  // namespace robodash::sim
