#pragma once
// A small inline SVG line plot of a series, with its range written beside it, for the HTML
// report: no scripts, no external files, prints as drawn.

#include "SelfTestSeries.h"

#include <QString>

namespace robodash::selftest {

QString svgSparkline(const SelfTestSeries &series, int width = 240, int height = 48);

}  // namespace robodash::selftest
