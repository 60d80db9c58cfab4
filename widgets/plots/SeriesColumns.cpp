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

// The extents being made: a value counts in a column when it was in force in it.
class ColumnFiller {
public:
    explicit ColumnFiller(std::vector<ColumnExtent> &out) : m_out(out) {}

    void take(int column, double value)
    {
        if (std::isnan(value) || column < 0 || column >= int(m_out.size()))
            return;
        ColumnExtent &extent = m_out[std::size_t(column)];
        if (!extent.shown) {
            extent = {true, value, value, value, value};
            return;
        }
        extent.minimum = std::min(extent.minimum, value);
        extent.maximum = std::max(extent.maximum, value);
        extent.exit = value;
    }
    // `value` in force through the columns [first, last].
    void hold(double value, int first, int last)
    {
        if (std::isnan(value))
            return;
        for (int column = std::max(first, 0); column <= std::min(last, int(m_out.size()) - 1); ++column)
            take(column, value);
    }

private:
    std::vector<ColumnExtent> &m_out;
};

}  // namespace

std::vector<ColumnExtent> seriesColumns(const store::FieldSeries &series, std::int64_t startMs,
                                        std::int64_t endMs, int columns)
{
    std::vector<ColumnExtent> out(std::size_t(std::max(columns, 0)));
    if (columns <= 0 || endMs <= startMs || series.empty())
        return out;
    ColumnFiller filler(out);
    const double columnsPerMs = double(columns) / double(endMs - startMs);
    const auto columnOf = [&](std::int64_t timeMs) { return int(std::floor(double(timeMs - startMs) * columnsPerMs)); };
    // The last column a value that ends at `timeMs` is in force in: the one the instant before
    // `timeMs` falls in (zoomed in, a millisecond spans several columns; all of them before
    // the change hold the old value).
    const auto lastColumnBefore = [&](std::int64_t timeMs) {
        return int(std::ceil(double(timeMs - startMs) * columnsPerMs)) - 1;
    };
    std::size_t index = firstPointAtOrAfter(series, startMs);
    // The point before the window holds into it; each point's value holds until the next.
    double value = index > 0 ? series.point(index - 1).value : std::nan("");
    int column = 0;
    for (; index < series.size(); ++index) {
        const store::SeriesPoint &point = series.point(index);
        if (point.timeMs >= endMs)
            break;
        const int at = columnOf(point.timeMs);
        filler.hold(value, column, lastColumnBefore(point.timeMs));  // up to the change
        value = point.value;
        column = at;
        filler.take(at, value);
    }
    // The newest value holds until the field was last read, not beyond: a reading that stopped
    // is not drawn on. An older one holds to the window's end (a newer point follows it).
    const bool newest = index >= series.size();
    const int last = newest ? lastColumnBefore(std::min(*series.lastReadMs() + 1, endMs)) : columns - 1;
    filler.hold(value, column, last);
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

namespace {

// The buckets [first, last] that [startMs, endMs) touches, clamped to the field's.
std::pair<long long, long long> bucketSpan(const store::OverviewField &field, double bucketMs, double startMs,
                                           double endMs)
{
    const auto count = static_cast<long long>(field.buckets.size());
    const long long first = std::max(0LL, static_cast<long long>(std::floor(startMs / bucketMs)));
    const long long last = std::min(count - 1, static_cast<long long>(std::ceil(endMs / bucketMs)) - 1);
    return {first, last};
}

}  // namespace

std::vector<ColumnExtent> overviewColumns(const store::OverviewField &field, double bucketMs, double startMs,
                                          double endMs, int columns)
{
    std::vector<ColumnExtent> out(std::size_t(std::max(columns, 0)));
    if (columns <= 0 || !(endMs > startMs) || !(bucketMs > 0))
        return out;
    const double columnMs = (endMs - startMs) / columns;
    for (int c = 0; c < columns; ++c) {
        const auto [first, last] = bucketSpan(field, bucketMs, startMs + c * columnMs, startMs + (c + 1) * columnMs);
        ColumnExtent &extent = out[std::size_t(c)];
        for (long long b = first; b <= last; ++b) {
            if (!field.read[std::size_t(b)])
                continue;
            const store::OverviewBucket &bucket = field.buckets[std::size_t(b)];
            if (!extent.shown)
                extent = {true, bucket.first, bucket.minimum, bucket.maximum, bucket.last};
            extent.minimum = std::min<double>(extent.minimum, bucket.minimum);
            extent.maximum = std::max<double>(extent.maximum, bucket.maximum);
            extent.exit = bucket.last;
        }
    }
    return out;
}

std::optional<std::pair<double, double>> overviewRange(const store::OverviewField &field, double bucketMs,
                                                       double startMs, double endMs)
{
    std::optional<std::pair<double, double>> range;
    if (!(bucketMs > 0))
        return range;
    const auto [first, last] = bucketSpan(field, bucketMs, startMs, endMs);
    for (long long b = first; b <= last; ++b) {
        if (!field.read[std::size_t(b)])
            continue;
        const store::OverviewBucket &bucket = field.buckets[std::size_t(b)];
        if (!range)
            range = std::make_pair(double(bucket.minimum), double(bucket.maximum));
        range->first = std::min<double>(range->first, bucket.minimum);
        range->second = std::max<double>(range->second, bucket.maximum);
    }
    return range;
}

std::vector<QPointF> xyTrace(const store::FieldSeries &x, const store::FieldSeries &y, std::int64_t startMs,
                             std::int64_t endMs)
{
    std::vector<QPointF> trace;
    std::size_t i = firstPointAtOrAfter(x, startMs), j = firstPointAtOrAfter(y, startMs);
    double xValue = i > 0 ? x.point(i - 1).value : std::nan("");
    double yValue = j > 0 ? y.point(j - 1).value : std::nan("");
    const auto keep = [&] {
        if (!std::isnan(xValue) && !std::isnan(yValue))
            trace.emplace_back(xValue, yValue);
    };
    keep();
    while (true) {
        const std::int64_t xNext = i < x.size() ? x.point(i).timeMs : endMs;
        const std::int64_t yNext = j < y.size() ? y.point(j).timeMs : endMs;
        const std::int64_t next = std::min(xNext, yNext);
        if (next >= endMs)
            break;
        if (xNext == next)
            xValue = x.point(i++).value;
        if (yNext == next)
            yValue = y.point(j++).value;
        keep();
    }
    return trace;
}

std::vector<QPointF> overviewXyTrace(const store::OverviewField &x, const store::OverviewField &y, double bucketMs,
                                     double startMs, double endMs)
{
    std::vector<QPointF> trace;
    if (!(bucketMs > 0) || x.buckets.size() != y.buckets.size())
        return trace;
    const auto [first, last] = bucketSpan(x, bucketMs, startMs, endMs);
    for (long long b = first; b <= last; ++b) {
        const auto at = std::size_t(b);
        if (x.read[at] && y.read[at])
            trace.emplace_back(x.buckets[at].last, y.buckets[at].last);
    }
    return trace;
}

}  // namespace robodash::widgets
