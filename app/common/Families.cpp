#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
#include "rflex/RflexDriver.h"
#include "rover/RoverDriver.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rflex/VirtualAtrvJr.h"

namespace robodash::app {
namespace {

// One family: its driver type gives the name and recording id, `twin` the virtual robot
// `sim:` starts (none: `sim:` fails to open with "this robot family has no virtual robot").
template <class Driver>
FamilyEntry familyOf(const char *displayName, TwinTransport::TwinMaker twin = {})
{
    FamilyEntry entry;
    entry.descriptor.name = Driver::kFamilyName;
    entry.descriptor.displayName = displayName;
    entry.descriptor.recordingId = Driver::kRecordingId;
    entry.descriptor.makeDriver = [] { return std::make_unique<Driver>(); };
    entry.makeTwin = std::move(twin);
    return entry;
}

}  // namespace

void registerFamilies(FamilyCatalog &families)
{
    families.add(familyOf<kobuki::KobukiDriver>("Kobuki", [] { return std::make_shared<sim::VirtualKobuki>(); }));
    families.add(familyOf<rover::RoverDriver>("Rover Pro"));   // no virtual Rover Pro yet
    families.add(familyOf<rflex::RflexDriver>("rFLEX", [] { return std::make_shared<sim::VirtualAtrvJr>(); }));  // iRobot ATRV-Jr
}

}  // namespace robodash::app
