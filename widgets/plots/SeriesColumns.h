#pragma once
// A field's series as a plot draws it: one extent per pixel column, so drawing costs the
// width of the plot, not the number of points (a day of a reading that changes at 50 Hz is
// 4 million points; a plot is a thousand pixels wide). A series holds a point per change and
// the value holds until the next (FieldSeries), so a column without a point of its own
// still shows the value in force, and a column with many shows their whole range.

#include "store/FieldSeries.h"
#include "store/LogOverview.h"

#include <QPointF>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::widgets {

struct ColumnExtent {
    bool shown = false;  // false: no value in force here (before the first, "not read", after the last reading)
    double entry = 0;    // the value in force as the column starts
    double minimum = 0, maximum = 0;
    double exit = 0;     // the value in force as it ends
};

// The index of the first point at or after `timeMs` (size() when there is none).
std::size_t firstPointAtOrAfter(const store::FieldSeries &series, std::int64_t timeMs);

// `columns` extents over [startMs, endMs). The newest value holds until the field was last
// read (FieldSeries::lastReadMs), not beyond: a reading that stopped is not drawn on.
std::vector<ColumnExtent> seriesColumns(const store::FieldSeries &series, std::int64_t startMs,
                                        std::int64_t endMs, int columns);

// The smallest and largest value the series shows over [startMs, endMs), NaN left out.
std::optional<std::pair<double, double>> seriesRange(const store::FieldSeries &series, std::int64_t startMs,
                                                     std::int64_t endMs);

// The same from a whole-log overview (store/LogOverview.h), times in the log's own ms: a
// column narrower than a bucket shows the bucket's whole range.
std::vector<ColumnExtent> overviewColumns(const store::OverviewField &field, double bucketMs, double startMs,
                                          double endMs, int columns);
std::optional<std::pair<double, double>> overviewRange(const store::OverviewField &field, double bucketMs,
                                                       double startMs, double endMs);

// The points of `y` against `x` over [startMs, endMs): one per change of either, each the
// two values in force then (a time when one of them is not read yet is left out). An XY plot.
std::vector<QPointF> xyTrace(const store::FieldSeries &x, const store::FieldSeries &y, std::int64_t startMs,
                             std::int64_t endMs);

// The same from a whole-log overview (times in the log's ms): each bucket's last values where
// both fields were read in it.
std::vector<QPointF> overviewXyTrace(const store::OverviewField &x, const store::OverviewField &y, double bucketMs,
                                     double startMs, double endMs);

}  // namespace robodash::widgets
