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
    std::vector<std::pair<double, double>> points;  // (seconds, value), at most 10 a second
    // The lowest and highest of every value given, also those the 10-a-second points left
    // out: a plot's range agrees with the step's peak figures.
    double low = 0, high = 0;
};

}  // namespace robodash::selftest
