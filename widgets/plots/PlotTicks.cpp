#include "PlotTicks.h"

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

PlotTicks PlotTicks::across(double low, double high, int count)
{
    PlotTicks ticks;
    const double span = high - low;
    if (!(span > 0) || !std::isfinite(span) || count < 1)
        return ticks;
    const double rough = span / count;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    const double fraction = rough / magnitude;
    ticks.step = (fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10) * magnitude;
    // By index, and at most a few times `count`: zoomed in far from zero (a timestamp near 4e9),
    // adding a step to a tick can leave it where it was.
    const double first = std::ceil(low / ticks.step), last = std::floor(high / ticks.step + 1e-9);
    for (int i = 0; first + i <= last && i <= 4 * count + 2; ++i) {
        const double value = (first + i) * ticks.step;
        ticks.values.push_back(std::abs(value) < ticks.step * 1e-9 ? 0.0 : value);
    }
    return ticks;
}

QString PlotTicks::label(double value) const
{
    const int decimals = std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 9);
    return QString::number(value, 'f', decimals);
}

}  // namespace robodash::widgets
