#pragma once
// Where a plot's grid lines go: at "nice" numbers (1, 2 or 5 times a power of ten), about
// `count` of them across the range, and how to write them with just enough decimals.

#include <QString>

#include <vector>

namespace robodash::widgets {

struct PlotTicks {
    std::vector<double> values;
    double step = 1;

    static PlotTicks across(double low, double high, int count);
    QString label(double value) const;
};

}  // namespace robodash::widgets
