#include "HazardSet.h"

namespace robodash::core {

const char *hazardName(Hazard hazard)
{
    switch (hazard) {
    case Hazard::Bumper: return "bumper";
    case Hazard::Cliff: return "cliff";
    case Hazard::WheelDrop: return "wheel drop";
    case Hazard::OverCurrent: return "over-current";
    }
    return "hazard";
}

}  // namespace robodash::core
