#pragma once
// The rFLEX's typed telemetry as it rides next to the core (core/TelemetrySample.h): what
// one report frame carried, plus the driver's own state the dashboard shows with it (motors
// enabled, sonar on). A frame carries one report, so at most one of the records is set.

#include "RflexTelemetry.h"
#include "core/FamilyFrame.h"

#include <cstdint>
#include <optional>

namespace robodash::rflex {

class RflexFrame : public core::FamilyFrame {
public:
    std::uint8_t port = 0, opcode = 0;  // of the report, also for reports not decoded here
    std::optional<AxisTelemetry> axis;
    std::optional<SonarTelemetry> sonar;
    std::optional<DioTelemetry> dio;
    std::optional<StatusTelemetry> status;
    bool motorsEnabled = false;  // the user enabled them (brake released on request)
    bool sonarOn = false;
};

}  // namespace robodash::rflex
