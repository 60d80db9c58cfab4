#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "kobuki/KobukiWireAnnotator.h"
#include "rflex/RflexDriver.h"
#include "rflex/RflexTelemetryDescription.h"
#include "rflex/RflexWireAnnotator.h"
#include "rover/RoverDriver.h"
#include "rover/RoverTelemetryDescription.h"
#include "rover/RoverWireAnnotator.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rover/VirtualRover.h"
#include "sim/rflex/VirtualAtrvJr.h"

namespace robodash::app {
namespace {

// One family: its driver type gives the name and recording id, `twin` the virtual robot
// `sim:` starts (none: `sim:` fails to open with "this robot family has no virtual robot"),
// `telemetry` the names and units CSV export writes (none: export says it cannot yet),
// `panels` the family's own dashboard panels (none: the common ones only); its window keeps
// its dock layout under window/NAME/state.
template <class Driver>
FamilyEntry familyOf(const char *displayName, TwinTransport::TwinMaker twin = {},
                     const core::TelemetryDescription<core::FamilyFrame> *telemetry = nullptr,
                     DashboardProfile::Panels panels = DashboardProfile::Panels::None)
{
    FamilyEntry entry;
    entry.descriptor.name = Driver::kFamilyName;
    entry.descriptor.displayName = displayName;
    entry.descriptor.recordingId = Driver::kRecordingId;
    entry.descriptor.makeDriver = [] { return std::make_unique<Driver>(); };
    entry.descriptor.telemetry = telemetry;
    entry.makeTwin = std::move(twin);
    entry.dashboard.panels = panels;
    entry.dashboard.layoutKey = std::string("window/") + Driver::kFamilyName + "/state";
    return entry;
}

}  // namespace

void registerFamilies(FamilyCatalog &families)
{
    FamilyEntry kobuki = familyOf<kobuki::KobukiDriver>(
        "Kobuki", [] { return std::make_shared<sim::VirtualKobuki>(); }, &kobuki::kobukiFrameTelemetry(),
        DashboardProfile::Panels::Kobuki);
    kobuki.descriptor.annotator = std::make_shared<kobuki::KobukiWireAnnotator>();
    kobuki.dashboard.layoutKey = "window/state";  // where layouts were saved before there were families
    families.add(std::move(kobuki));
    FamilyEntry rover = familyOf<rover::RoverDriver>("Rover Pro", [] { return std::make_shared<sim::VirtualRover>(); },
                                                     &rover::roverFrameTelemetry(), DashboardProfile::Panels::Rover);
    rover.descriptor.annotator = std::make_shared<rover::RoverWireAnnotator>();
    families.add(std::move(rover));
    FamilyEntry rflex = familyOf<rflex::RflexDriver>("rFLEX", [] { return std::make_shared<sim::VirtualAtrvJr>(); },  // iRobot ATRV-Jr
                                                     &rflex::rflexFrameTelemetry(), DashboardProfile::Panels::Rflex);
    rflex.descriptor.annotator = std::make_shared<rflex::RflexWireAnnotator>();
    families.add(std::move(rflex));
}

}  // namespace robodash::app
