#pragma once
// The rFLEX's typed values as RflexFeed's signals carry them (queued connections and
// QSignalSpy need them registered). registerRflexMetaTypes() is safe to call again.

#include "rflex/BumpPanels.h"
#include "rflex/RflexTelemetry.h"

#include <QMetaType>

Q_DECLARE_METATYPE(robodash::rflex::AxisTelemetry)
Q_DECLARE_METATYPE(robodash::rflex::SonarTelemetry)
Q_DECLARE_METATYPE(robodash::rflex::DioTelemetry)
Q_DECLARE_METATYPE(robodash::rflex::StatusTelemetry)
Q_DECLARE_METATYPE(robodash::rflex::BumpPanels)

namespace robodash::app {

void registerRflexMetaTypes();

}  // namespace robodash::app
