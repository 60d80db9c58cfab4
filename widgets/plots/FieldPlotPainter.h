#pragma once
// Draws a FieldPlot: the grid and tick labels, each field's line (from its series' extents
// per pixel column, or an XY trace), the time cursor and the legend with each field's value.
// Plain painting from what FieldPlot hands over; it keeps nothing between paints.

#include "FieldPlot.h"
#include "PlotTextCache.h"
#include "SeriesColumns.h"

#include <QPainter>
#include <QRect>

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::widgets {

struct PlotFrame {
    QRect area;                        // where the lines go
    std::int64_t startMs = 0, endMs = 1;  // the time shown
    std::int64_t originMs = 0;         // time labels count seconds from it
    double low = 0, high = 1;          // the value axis
    double xLow = 0, xHigh = 1;        // an XY plot's x axis
    FieldPlot::Mode mode = FieldPlot::Mode::Time;
    std::optional<std::int64_t> cursorMs;
    bool current = false;
    bool following = true;
    const store::LogOverview *overview = nullptr;  // its times count from originMs
};

class FieldPlotPainter {
public:
    FieldPlotPainter(QPainter &painter, const PlotFrame &frame, const QPalette &palette, PlotTextCache &texts);

    void paintGrid();
    // A field over time, from its extents per pixel column (FieldPlot::columnsOf).
    void paintColumns(const std::vector<ColumnExtent> &columns, const QColor &colour);
    // `marker`: the values at the time cursor, where its dot goes (none: at the newest point).
    void paintXyCurve(const FieldPlot::Curve &x, const FieldPlot::Curve &y, const std::optional<QPointF> &marker);
    void paintCursor();
    void paintLegend(const std::vector<FieldPlot::Curve> &curves, const std::vector<std::optional<double>> &values);
    void paintHint(const QString &text);

private:
    double xOfTime(double timeMs) const;
    double xOfValue(double value) const;
    double yOf(double value) const;

    QPainter &m_painter;
    const PlotFrame &m_frame;
    const QPalette &m_palette;
    PlotTextCache &m_texts;
    double m_yScale, m_yOffset;  // a value's y: m_yOffset + value * m_yScale
};


}  // namespace robodash::widgets
