#include "link/LinkMetaTypes.h"

namespace robodash::link {

void registerLinkMetaTypes()
{
    qRegisterMetaType<core::CameraImage>("robodash::core::CameraImage");
    qRegisterMetaType<core::FamilyReport>("robodash::core::FamilyReport");
    qRegisterMetaType<core::LaserScan>("robodash::core::LaserScan");
    qRegisterMetaType<core::SensorMount>("robodash::core::SensorMount");
    qRegisterMetaType<core::SafetyStatus>("robodash::core::SafetyStatus");
    qRegisterMetaType<core::TelemetrySample>("robodash::core::TelemetrySample");
    qRegisterMetaType<LinkStatistics>("robodash::link::LinkStatistics");
    qRegisterMetaType<WireBatch>("robodash::link::WireBatch");
}

}  // namespace robodash::link
