#pragma once
// The rFLEX's telemetry described once (core/TelemetryDescription.h): one kind per report
// the base sends (issue 16): odometry from both axes, each axis's own report, battery, sonar
// echoes, DIO with the bump panels, and status (brake, and the driver's motors-enabled and
// sonar switches). Raw protocol values next to their SI meaning (Conversions.h, through the
// driver's RflexTelemetry). An echo with no return, or a DIO report for an address that is
// not the bump panels', leaves its SI cells empty instead of writing a number.

#include "RflexFrame.h"

#include "core/FamilyFrame.h"
#include "core/TelemetryDescription.h"

namespace robodash::rflex {

using RflexTelemetryDescription = core::TelemetryDescription<RflexFrame>;

// Built once, on first use; the same object for every caller. Odometry uses the ATRV-Jr's
// units, as the driver does by default (RobotDescription::atrvJr()).
const RflexTelemetryDescription &rflexTelemetryDescription();
// The same, read from the core::FamilyFrame of a telemetry sample: what the family registry
// hands to the family-neutral exporter and the monitor.
const core::TelemetryDescription<core::FamilyFrame> &rflexFrameTelemetry();

}  // namespace robodash::rflex
