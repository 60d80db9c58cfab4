#include "Families.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiDriver.h"
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
}

}  // namespace robodash::app
