#include "Families.h"

#include "FamilyCatalog.h"
#include "NetworkKobukiDriver.h"
#include "NetworkKobukiTransport.h"
#include "NetworkRflexTransport.h"
#include "NetworkRoverTransport.h"
#include "NetworkMessageAnnotator.h"
#include "NetworkRflexDriver.h"
#include "NetworkRoverDriver.h"
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
#include "sim/rover/RoverFirmwareVersion.h"
#include "sim/rover/VirtualRover.h"
#include "sim/rflex/VirtualAtrvJr.h"

namespace robodash::app {
namespace {

// The options every twin takes, in the shape of one family's own.
template <class Options>
Options commonTwinOptions(const sim::TwinOptions &options)
{
    Options own;
    own.worldFile = options.worldFile;
    own.seed = options.seed;
    own.timeScale = options.timeScale;
    own.linkPath = options.linkPath;
    own.traceFile = options.traceFile;
    return own;
}

template <class Twin, class Options>
FamilyEntry::ConfiguredTwinMaker twinOf()
{
    return [](const sim::TwinOptions &options) -> TwinTransport::Twin {
        return std::make_shared<Twin>(commonTwinOptions<Options>(options));
    };
}

// The Rover Pro's twin plays either firmware line.
TwinTransport::Twin roverTwin(const sim::TwinOptions &options)
{
    auto own = commonTwinOptions<sim::VirtualRoverOptions>(options);
    if (const auto line = sim::parseRoverFirmwareVersion(options.firmware))
        own.firmware = *line;
    return std::make_shared<sim::VirtualRover>(own);
}

// One family: its driver type gives the name and recording id, `twin` the virtual robot
// `sim:` starts (none: `sim:` fails to open with "this robot family has no virtual robot"),
// `telemetry` the names and units CSV export writes (none: export says it cannot yet),
// `panels` the family's own dashboard panels (none: the common ones only); its window keeps
// its dock layout under window/NAME/state.
template <class Driver>
FamilyEntry familyOf(const char *displayName, FamilyEntry::ConfiguredTwinMaker twin = {},
                     const core::TelemetryDescription<core::FamilyFrame> *telemetry = nullptr,
                     DashboardProfile::Panels panels = DashboardProfile::Panels::None)
{
    FamilyEntry entry;
    entry.descriptor.name = Driver::kFamilyName;
    entry.descriptor.displayName = displayName;
    entry.descriptor.recordingId = Driver::kRecordingId;
    entry.descriptor.makeDriver = [] { return std::make_unique<Driver>(); };
    entry.descriptor.telemetry = telemetry;
    if (twin)
        entry.makeTwin = [twin] { return twin(sim::TwinOptions{}); };
    entry.makeConfiguredTwin = std::move(twin);
    entry.dashboard.panels = panels;
    entry.dashboard.layoutKey = std::string("window/") + Driver::kFamilyName + "/state";
    entry.dashboard.safetySettingsGroup = std::string("safety/") + Driver::kFamilyName;
    return entry;
}

}  // namespace

void registerFamilies(FamilyCatalog &families)
{
    FamilyEntry kobuki = familyOf<kobuki::KobukiDriver>(
        "Kobuki", twinOf<sim::VirtualKobuki, sim::VirtualKobukiOptions>(), &kobuki::kobukiFrameTelemetry(),
        DashboardProfile::Panels::Kobuki);
    kobuki.descriptor.annotator = std::make_shared<kobuki::KobukiWireAnnotator>();
    kobuki.descriptor.network = {bridge::NetworkKobukiDriver::kRecordingId,
                                 [] { return std::make_unique<bridge::NetworkKobukiDriver>(); },
                                 std::make_shared<bridge::NetworkMessageAnnotator>()};
    // Where its layout and safety setting were saved before there were families.
    kobuki.dashboard.layoutKey = "window/state";
    kobuki.dashboard.safetySettingsGroup = "safety";
    kobuki.networkTransports = [](const link::PortAddress &address) { return new bridge::NetworkKobukiTransport(address); };
    families.add(std::move(kobuki));
    FamilyEntry rover = familyOf<rover::RoverDriver>("Rover Pro", roverTwin, &rover::roverFrameTelemetry(),
                                                     DashboardProfile::Panels::Rover);
    rover.descriptor.annotator = std::make_shared<rover::RoverWireAnnotator>();
    rover.descriptor.network = {bridge::NetworkRoverDriver::kRecordingId,
                                [] { return std::make_unique<bridge::NetworkRoverDriver>(); },
                                std::make_shared<bridge::NetworkMessageAnnotator>()};
    rover.twinPlaysFirmware = [](const std::string &firmware) {
        return sim::parseRoverFirmwareVersion(firmware).has_value();
    };
    rover.firmwareChoices = "1.3.0 or 1.0.9";
    rover.networkTransports = [](const link::PortAddress &address) { return new bridge::NetworkRoverTransport(address); };
    families.add(std::move(rover));
    FamilyEntry rflex = familyOf<rflex::RflexDriver>("rFLEX", twinOf<sim::VirtualAtrvJr, sim::VirtualAtrvJrOptions>(),  // iRobot ATRV-Jr
                                                     &rflex::rflexFrameTelemetry(), DashboardProfile::Panels::Rflex);
    rflex.descriptor.annotator = std::make_shared<rflex::RflexWireAnnotator>();
    rflex.descriptor.network = {bridge::NetworkRflexDriver::kRecordingId,
                                [] { return std::make_unique<bridge::NetworkRflexDriver>(); },
                                std::make_shared<bridge::NetworkMessageAnnotator>()};
    rflex.describedBy = [](core::FamilyDescriptor family, const rflex::RobotDescription &description) {
        family.makeDriver = [description] { return std::make_unique<rflex::RflexDriver>(description); };
        family.network.makeDriver = [description] { return std::make_unique<bridge::NetworkRflexDriver>(description); };
        return family;
    };
    rflex.networkTransports = [](const link::PortAddress &address) { return new bridge::NetworkRflexTransport(address); };
    families.add(std::move(rflex));
}

}  // namespace robodash::app
