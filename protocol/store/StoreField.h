#pragma once
// One field the store keeps: where it comes from, its kind and column as the telemetry
// description names them, and its unit. Its path ("robot/battery/voltage",
// "kobuki/basic_sensors/left_encoder") names it in views and in a plot's saved layout. A
// keyed kind's fields are one per key, named with it: "rflex/axes[rotation]/velocity",
// "rflex/sonar[3]/range_m".

#include <string>

namespace robodash::store {

struct StoreField {
    std::string source;  // "robot": what every family fills in; else the family's description
    std::string kind;    // the description's kind: the CSV file's stem
    std::string column;  // the column: the CSV header
    std::string unit;    // as the description says it ("V", "ticks", "text")
    bool text = false;   // versions, names: the newest value only, no series
    std::string key;     // a keyed kind's key (TelemetryKind::keyColumn): which one it is about

    std::string path() const
    {
        return source + '/' + kind + (key.empty() ? std::string() : '[' + key + ']') + '/' + column;
    }
};

}  // namespace robodash::store
