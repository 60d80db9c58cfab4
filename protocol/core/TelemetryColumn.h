#pragma once
// A telemetry column as writers see it: the name is the CSV header and the JSON key, the
// unit says what one step of the value means, so a reader of an export needs no decoder.

#include <string>

namespace robodash::core {

struct TelemetryColumn {
    std::string name;  // lower_snake_case, unique within its kind
    // SI for converted values ("m", "rad/s", "V", "A"); the protocol's own step for raw ones
    // ("0.1 V", "10 mA", "ticks", "bits"); "1" for counts, ids and other plain numbers;
    // "text" for text. Never empty.
    std::string unit;
};

}  // namespace robodash::core
