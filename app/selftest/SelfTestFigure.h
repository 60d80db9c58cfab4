#pragma once
// One measured value of a self-test step, for the dialog and the report: "gyro drift
// 0.42 deg/min (limit 1.5)". Text figures (a firmware version) have no number.

#include <optional>
#include <string>

namespace robodash::selftest {

struct SelfTestFigure {
    std::string name;
    double value = 0;
    std::string unit;
    std::optional<double> limit;  // the limit it was checked against, if any
    std::string text;             // set instead of value for a text figure

    bool isText() const { return !text.empty(); }
};

}  // namespace robodash::selftest
