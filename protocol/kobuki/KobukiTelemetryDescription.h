#pragma once
// The Kobuki's telemetry described once (protocol/core/TelemetryDescription.h): one kind
// per feedback sub-payload, raw protocol values with SI conversions beside them (from
// Conversions.h only). CSV export and the monitor's JSON fields are generated from it.

#include "FeedbackParser.h"

#include "core/FamilyFrame.h"
#include "core/TelemetryDescription.h"

namespace robodash::kobuki {

using KobukiTelemetryDescription = core::TelemetryDescription<FeedbackFrame>;

// Built once, on first use; the same object for every caller.
const KobukiTelemetryDescription &kobukiTelemetryDescription();
// The same, read from the KobukiFrame a KobukiDriver puts in each telemetry sample: what the
// family registry hands to the family-neutral exporter.
const core::TelemetryDescription<core::FamilyFrame> &kobukiFrameTelemetry();

}  // namespace robodash::kobuki
