#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
#include "rover/RoverDriver.h"
#include "sim/kobuki/VirtualKobuki.h"

namespace robodash::app {

void registerFamilies(FamilyCatalog &families)
{
    FamilyEntry kobuki;
    kobuki.descriptor.name = kobuki::KobukiDriver::kFamilyName;
    kobuki.descriptor.displayName = "Kobuki";
    kobuki.descriptor.recordingId = kobuki::KobukiDriver::kRecordingId;
    kobuki.descriptor.makeDriver = [] { return std::make_unique<kobuki::KobukiDriver>(); };
    kobuki.makeTwin = [] { return std::make_shared<sim::VirtualKobuki>(); };
    families.add(std::move(kobuki));

    FamilyEntry rover;
    rover.descriptor.name = rover::RoverDriver::kFamilyName;
    rover.descriptor.displayName = "Rover Pro";
    rover.descriptor.recordingId = rover::RoverDriver::kRecordingId;
    rover.descriptor.makeDriver = [] { return std::make_unique<rover::RoverDriver>(); };
    // No virtual Rover yet: TwinTransport's twin is still a VirtualKobuki until the sim/core
    // split (sim::VirtualRobot) is merged; until then `sim:` fails with "this robot family
    // has no virtual robot".
    families.add(std::move(rover));
}

}  // namespace robodash::app
