#include "SeriesColumns.h"

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

std::size_t firstPointAtOrAfter(const store::FieldSeries &series, std::int64_t timeMs)
{
    std::size_t low = 0, high = series.size();
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (series.point(middle).timeMs < timeMs)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

namespace {

// Walks the column grid: `value` is in force from the current time on (NaN: nothing shown).
class ColumnFiller {
public:
    ColumnFiller(std::vector<ColumnExtent> &out, double columnMs, std::int64_t startMs)
        : m_out(out), m_columnMs(columnMs), m_startMs(startMs)
    {
    }

    // The value `value` is in force over [fromMs, toMs).
    void hold(double value, std::int64_t fromMs, std::int64_t toMs)
    {
        if (std::isnan(value) || toMs <= fromMs)
            return;
        const int first = columnOf(fromMs);
        const int last = std::min<int>(columnOf(toMs - 1), int(m_out.size()) - 1);
        for (int column = std::max(first, 0); column <= last; ++column)
            take(column, value);
    }

private:
    int columnOf(std::int64_t timeMs) const { return int(std::floor(double(timeMs - m_startMs) / m_columnMs)); }

    void take(int column, double value)
    {
        ColumnExtent &extent = m_out[std::size_t(column)];
        if (!extent.shown) {
            extent = {true, value, value, value, value};
            return;
        }
        extent.minimum = std::min(extent.minimum, value);
        extent.maximum = std::max(extent.maximum, value);
        extent.exit = value;
    }

    std::vector<ColumnExtent> &m_out;
    double m_columnMs;
    std::int64_t m_startMs;
};

}  // namespace

std::vector<ColumnExtent> seriesColumns(const store::FieldSeries &series, std::int64_t startMs,
                                        std::int64_t endMs, int columns)
{
    std::vector<ColumnExtent> out(std::size_t(std::max(columns, 0)));
    if (columns <= 0 || endMs <= startMs || series.empty())
        return out;
    ColumnFiller filler(out, double(endMs - startMs) / columns, startMs);
    const std::int64_t lastReadMs = std::min(series.lastReadMs().value_or(endMs) + 1, endMs);
    std::size_t index = firstPointAtOrAfter(series, startMs);
    // The point before the window holds into it.
    std::int64_t from = startMs;
    double value = index > 0 ? series.point(index - 1).value : std::nan("");
    for (; index < series.size(); ++index) {
        const store::SeriesPoint &point = series.point(index);
        if (point.timeMs >= endMs)
            break;
        filler.hold(value, from, point.timeMs);
        // A point of its own is shown in its column even when the next follows within it.
        filler.hold(point.value, point.timeMs, point.timeMs + 1);
        from = point.timeMs;
        value = point.value;
    }
    const bool newest = index >= series.size();
    filler.hold(value, from, newest ? std::max(lastReadMs, from + 1) : endMs);
    return out;
}

std::optional<std::pair<double, double>> seriesRange(const store::FieldSeries &series, std::int64_t startMs,
                                                     std::int64_t endMs)
{
    std::optional<std::pair<double, double>> range;
    const auto take = [&range](double value) {
        if (std::isnan(value))
            return;
        if (!range)
            range = std::make_pair(value, value);
        range->first = std::min(range->first, value);
        range->second = std::max(range->second, value);
    };
    std::size_t index = firstPointAtOrAfter(series, startMs);
    if (index > 0)
        take(series.point(index - 1).value);
    for (; index < series.size() && series.point(index).timeMs < endMs; ++index)
        take(series.point(index).value);
    return range;
}

}  // namespace robodash::widgets
