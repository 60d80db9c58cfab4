#pragma once
// The Kobuki's telemetry described once (protocol/core/TelemetryDescription.h): one kind
// per feedback sub-payload, raw protocol values with SI conversions beside them (from
// Conversions.h only). CSV export and the monitor's JSON fields are generated from it.

#include "FeedbackParser.h"

#include "core/TelemetryDescription.h"

namespace robodash::kobuki {

using KobukiTelemetryDescription = core::TelemetryDescription<FeedbackFrame>;

// Built once, on first use; the same object for every caller.
const KobukiTelemetryDescription &kobukiTelemetryDescription();

}  // namespace robodash::kobuki
