// FieldPlot's time and value ranges: what the view spans, what each curve draws in a pixel
// column, and the axes fitted to it.
#include "FieldPlot.h"

#include "FieldPlotPainter.h"
#include "SeriesColumns.h"
#include "store/LogOverview.h"
#include "store/RobotStore.h"

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace {

void widen(std::optional<std::pair<double, double>> &range, const std::optional<std::pair<double, double>> &more)
{
    if (!more)
        return;
    if (!range)
        range = more;
    range->first = std::min(range->first, more->first);
    range->second = std::max(range->second, more->second);
}

std::pair<double, double> withMargin(const std::optional<std::pair<double, double>> &fitted)
{
    if (!fitted)
        return {0, 1};
    // A span the numbers can hardly tell apart is a value that holds still: a margin around
    // it, not an axis zoomed to its rounding (or to 1e-300 of a velocity at rest). A float's
    // seven digits: a battery's 81.818182 % and 81.818184 % are one value (a new user saw
    // ticks at 81.818182, 81.818183, 81.818184).
    const double span = fitted->second - fitted->first;
    const double magnitude = std::max(std::abs(fitted->first), std::abs(fitted->second));
    const bool still = !(span > std::max(magnitude * 1e-6, 1e-12));
    const double margin = still ? std::max(magnitude * 0.1, 0.5) : span * 0.08;
    return {fitted->first - margin, fitted->second + margin};
}

}  // namespace

// The value axis that holds every shown extent.
std::pair<double, double> FieldPlot::fittedRange(const std::vector<std::vector<ColumnExtent>> &curves)
{
    std::optional<std::pair<double, double>> fitted;
    for (const auto &columns : curves) {
        for (const ColumnExtent &extent : columns) {
            if (!extent.shown)
                continue;
            if (!fitted)
                fitted = std::make_pair(extent.minimum, extent.maximum);
            fitted->first = std::min(fitted->first, extent.minimum);
            fitted->second = std::max(fitted->second, extent.maximum);
        }
    }
    return withMargin(fitted);
}

std::int64_t FieldPlot::newestMs() const
{
    return m_store.lastSampleMs().value_or(0);
}

// Kept from the session's start, not on the link's clock: a replay taken back moves its clock
// against the log, and a view held still stays on the same stretch of the log.
void FieldPlot::holdViewEndAt(std::int64_t endMs)
{
    m_endSinceOriginMs = endMs - m_store.timeOriginMs().value_or(0);
}

std::pair<std::int64_t, std::int64_t> FieldPlot::visibleTimeRange() const
{
    if (!m_following) {
        const std::int64_t end = m_endSinceOriginMs + m_store.timeOriginMs().value_or(0);
        return {end - m_windowMs, end};
    }
    // A session shorter than the window starts at the left edge and grows to the right.
    const std::int64_t start = std::max(newestMs() - m_windowMs, m_store.timeOriginMs().value_or(0));
    return {start, start + m_windowMs};
}

void FieldPlot::setVisibleTimeRange(std::int64_t startMs, std::int64_t endMs)
{
    setFollowing(false);
    holdViewEndAt(endMs);
    setTimeWindowMs(std::max<std::int64_t>(endMs - startMs, 1));
}

std::pair<double, double> FieldPlot::visibleValueRange() const
{
    if (m_valueRange)
        return *m_valueRange;
    const auto [start, end] = visibleTimeRange();
    if (m_mode == Mode::Time) {  // as the plot draws it: its extents per pixel column
        std::vector<std::vector<ColumnExtent>> columns;
        for (const Curve &curve : m_curves)
            columns.push_back(columnsOf(curve, start, end, std::max(plotArea().width(), 1)));
        return fittedRange(columns);
    }
    std::optional<std::pair<double, double>> fitted;
    for (std::size_t i = 1; i < m_curves.size(); ++i)
        widen(fitted, rangeOf(m_curves[i], start, end));
    return withMargin(fitted);
}

// What a curve's values span over [startMs, endMs): the store's, and the replay's whole log's.
std::optional<std::pair<double, double>> FieldPlot::rangeOf(const Curve &curve, std::int64_t startMs,
                                                            std::int64_t endMs) const
{
    std::optional<std::pair<double, double>> range;
    if (curve.series)
        widen(range, seriesRange(*curve.series, startMs, endMs));
    if (curve.overview && m_overview)
        widen(range, overviewRange(*curve.overview, m_overview->bucketMs(), overviewTime(startMs), overviewTime(endMs)));
    return range;
}

std::pair<double, double> FieldPlot::visibleXRange() const
{
    if (m_xRange)
        return *m_xRange;
    if (m_curves.empty())
        return {0, 1};
    const auto [start, end] = visibleTimeRange();
    return withMargin(rangeOf(m_curves.front(), start, end));
}

// An XY plot of two lengths (a path: odometry y against x) is drawn to scale: a metre across
// is a metre up, or a square would be drawn as an oblong.
bool FieldPlot::sameUnitAcross() const
{
    if (m_curves.size() < 2 || !m_curves[0].field)
        return false;
    for (std::size_t i = 1; i < m_curves.size(); ++i) {
        if (!m_curves[i].field || m_curves[i].field->unit != m_curves[0].field->unit)
            return false;
    }
    return true;
}

void FieldPlot::keepAspect(PlotFrame &frame)
{
    const double across = (frame.xHigh - frame.xLow) / std::max(frame.area.width(), 1);
    const double up = (frame.high - frame.low) / std::max(frame.area.height(), 1);
    const double perPixel = std::max(across, up);  // units a pixel: the larger fits both
    const auto spread = [perPixel](double &low, double &high, int pixels) {
        const double middle = (low + high) / 2, half = perPixel * pixels / 2;
        low = middle - half;
        high = middle + half;
    };
    spread(frame.xLow, frame.xHigh, frame.area.width());
    spread(frame.low, frame.high, frame.area.height());
}

std::vector<ColumnExtent> FieldPlot::columnsOf(const Curve &curve, std::int64_t startMs, std::int64_t endMs,
                                              int width) const
{
    std::vector<ColumnExtent> columns = curve.series ? seriesColumns(*curve.series, startMs, endMs, width)
                                                     : std::vector<ColumnExtent>(std::size_t(std::max(width, 0)));
    if (curve.overview && m_overview) {
        const std::vector<ColumnExtent> whole = overviewColumns(*curve.overview, m_overview->bucketMs(),
                                                                overviewTime(startMs), overviewTime(endMs), width);
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (!columns[i].shown)
                columns[i] = whole[i];
        }
    }
    return columns;
}

}  // namespace robodash::widgets
