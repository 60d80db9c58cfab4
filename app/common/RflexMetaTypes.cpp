#include "RflexMetaTypes.h"

namespace robodash::app {

void registerRflexMetaTypes()
{
    qRegisterMetaType<rflex::AxisTelemetry>();
    qRegisterMetaType<rflex::SonarTelemetry>();
    qRegisterMetaType<rflex::DioTelemetry>();
    qRegisterMetaType<rflex::StatusTelemetry>();
    qRegisterMetaType<rflex::BumpPanels>();
}

}  // namespace robodash::app
