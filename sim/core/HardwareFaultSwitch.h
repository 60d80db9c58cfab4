#pragma once
// Hardware faults named on a command line (`robodash-cli sim --fault NAME[=VALUE]`), so a
// self-test can be run against a twin that fails one chosen step. kUsage lists the names.

#include "sim/core/HardwareFaults.h"

#include <string>

namespace robodash::sim {

class HardwareFaultSwitch {
public:
    static const char *const kUsage;

    // Switches the fault `text` names on in `faults`; false with a one-line reason otherwise.
    static bool apply(const std::string &text, HardwareFaults *faults, std::string *error);
};

}  // namespace robodash::sim
