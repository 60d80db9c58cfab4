#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "rflex/RflexDriver.h"
#include "rover/RoverDriver.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rover/VirtualRover.h"
#include "sim/rflex/VirtualAtrvJr.h"

namespace robodash::app {
namespace {

// One family: its driver type gives the name and recording id, `twin` the virtual robot
// `sim:` starts (none: `sim:` fails to open with "this robot family has no virtual robot"),
// `telemetry` the names and units CSV export writes (none: export says it cannot yet).
template <class Driver>
FamilyEntry familyOf(const char *displayName, TwinTransport::TwinMaker twin = {},
                     const core::TelemetryDescription<core::FamilyFrame> *telemetry = nullptr)
{
    FamilyEntry entry;
    entry.descriptor.name = Driver::kFamilyName;
    entry.descriptor.displayName = displayName;
    entry.descriptor.recordingId = Driver::kRecordingId;
    entry.descriptor.makeDriver = [] { return std::make_unique<Driver>(); };
    entry.descriptor.telemetry = telemetry;
    entry.makeTwin = std::move(twin);
    return entry;
}

}  // namespace

void registerFamilies(FamilyCatalog &families)
{
    families.add(familyOf<kobuki::KobukiDriver>(
        "Kobuki", [] { return std::make_shared<sim::VirtualKobuki>(); }, &kobuki::kobukiFrameTelemetry()));
    families.add(familyOf<rover::RoverDriver>("Rover Pro", [] { return std::make_shared<sim::VirtualRover>(); }));
    families.add(familyOf<rflex::RflexDriver>("rFLEX", [] { return std::make_shared<sim::VirtualAtrvJr>(); }));  // iRobot ATRV-Jr
}

}  // namespace robodash::app
