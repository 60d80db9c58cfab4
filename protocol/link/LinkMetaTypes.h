#pragma once
// Every type that crosses the worker -> caller thread boundary in a queued signal. Family
// types never cross on their own: they ride in TelemetrySample's frame or in a FamilyReport. Call
// registerLinkMetaTypes() once before connecting (RobotLink does it itself).

#include "core/CameraImage.h"
#include "core/FamilyReport.h"
#include "core/LaserScan.h"
#include "core/SafetyStatus.h"
#include "core/SensorMount.h"
#include "core/TelemetrySample.h"
#include "link/LinkStatistics.h"
#include "link/WireBatch.h"

#include <QMetaType>

Q_DECLARE_METATYPE(robodash::core::CameraImage)
Q_DECLARE_METATYPE(robodash::core::FamilyReport)
Q_DECLARE_METATYPE(robodash::core::LaserScan)
Q_DECLARE_METATYPE(robodash::core::SensorMount)
Q_DECLARE_METATYPE(robodash::core::SafetyStatus)
Q_DECLARE_METATYPE(robodash::core::TelemetrySample)

namespace robodash::link {

void registerLinkMetaTypes();

}  // namespace robodash::link
