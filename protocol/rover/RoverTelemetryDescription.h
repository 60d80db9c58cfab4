#pragma once
// The Rover Pro's telemetry described once (core/TelemetryDescription.h): one kind per
// register rate class (issue 15: fast odometry, medium currents/flipper/fan/mode, slow
// batteries/temperatures/charger) and one for the firmware's identity. A row is written for
// every reply of that class and holds the class's whole snapshot, raw next to SI (the
// register table's conversions), so a script reads any register's newest value at any row.
// A register this firmware line does not have, or that was not answered yet, is an empty
// cell: never a stale or aliased number.

#include "RoverFrame.h"

#include "core/FamilyFrame.h"
#include "core/TelemetryDescription.h"

namespace robodash::rover {

using RoverTelemetryDescription = core::TelemetryDescription<RoverFrame>;

// Built once, on first use; the same object for every caller.
const RoverTelemetryDescription &roverTelemetryDescription();
// The same, read from the core::FamilyFrame of a telemetry sample: what the family registry
// hands to the family-neutral exporter and the monitor.
const core::TelemetryDescription<core::FamilyFrame> &roverFrameTelemetry();

}  // namespace robodash::rover
