#pragma once
// A column together with how to read it from one decoded record of a family's telemetry
// (a Kobuki sub-payload struct, a Rover Pro register reply, an rFLEX report).

#include "TelemetryColumn.h"
#include "TelemetryValue.h"

#include <functional>
#include <string>

namespace robodash::core {

template <typename Record>
struct TelemetryField {
    std::string name;
    std::string unit;
    std::function<TelemetryValue(const Record &)> read;

    TelemetryColumn column() const { return {name, unit}; }
};

}  // namespace robodash::core
