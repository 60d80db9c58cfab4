#pragma once
// A small series a step recorded (heading while standing still, volts under load), plotted
// as a sparkline in the report. Time in seconds from the step's start.

#include <string>
#include <utility>
#include <vector>

namespace robodash::selftest {

struct SelfTestSeries {
    std::string name;
    std::string unit;
    std::vector<std::pair<double, double>> points;  // (seconds, value)
};

}  // namespace robodash::selftest
