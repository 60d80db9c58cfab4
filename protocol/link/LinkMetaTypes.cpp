#include "link/LinkMetaTypes.h"

namespace robodash::link {

void registerLinkMetaTypes()
{
    qRegisterMetaType<core::FamilyReport>("robodash::core::FamilyReport");
    qRegisterMetaType<core::SafetyStatus>("robodash::core::SafetyStatus");
    qRegisterMetaType<core::TelemetrySample>("robodash::core::TelemetrySample");
    qRegisterMetaType<LinkStatistics>("robodash::link::LinkStatistics");
    qRegisterMetaType<WireBatch>("robodash::link::WireBatch");
}

}  // namespace robodash::link
