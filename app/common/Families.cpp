#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
#include "rflex/RflexDriver.h"
#include "sim/VirtualKobuki.h"

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

    FamilyEntry rflex;  // iRobot ATRV-Jr by default (rflex::RobotDescription)
    rflex.descriptor.name = rflex::RflexDriver::kFamilyName;
    rflex.descriptor.displayName = "rFLEX";
    rflex.descriptor.recordingId = rflex::RflexDriver::kRecordingId;
    rflex.descriptor.makeDriver = [] { return std::make_unique<rflex::RflexDriver>(); };
    // No virtual ATRV-Jr yet: makeTwin stays null, so `sim:` fails to open ("this robot
    // family has no virtual robot").
    families.add(std::move(rflex));
}

}  // namespace robodash::app
