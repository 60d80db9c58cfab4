#include "FieldPlotPainter.h"

#include "DashStyle.h"
#include "store/FieldSeries.h"
#include "store/LogOverview.h"
#include "PlotTicks.h"
#include "SeriesColumns.h"

#include <QPainterPath>

#include <cmath>

namespace robodash::widgets {

FieldPlotPainter::FieldPlotPainter(QPainter &painter, const PlotFrame &frame, const QPalette &palette,
                                   PlotTextCache &texts)
    : m_painter(painter), m_frame(frame), m_palette(palette), m_texts(texts),
      m_yScale(-double(frame.area.height()) / (frame.high - frame.low)),
      m_yOffset(double(frame.area.bottom() + 1) - frame.low * m_yScale)
{
    m_painter.setFont(style::captionFont(m_painter.font()));
}

double FieldPlotPainter::xOfTime(double timeMs) const
{
    const QRect &a = m_frame.area;
    return a.left() + (timeMs - double(m_frame.startMs)) / double(m_frame.endMs - m_frame.startMs) * a.width();
}

double FieldPlotPainter::xOfValue(double value) const
{
    const QRect &a = m_frame.area;
    return a.left() + (value - m_frame.xLow) / (m_frame.xHigh - m_frame.xLow) * a.width();
}

double FieldPlotPainter::yOf(double value) const
{
    return m_yOffset + value * m_yScale;
}

void FieldPlotPainter::paintGrid()
{
    const QRect &a = m_frame.area;
    m_painter.fillRect(a, m_palette.base());
    const QColor grid = style::themed(style::colours::kIdle);
    const QColor text = style::themed(style::colours::kMutedText);
    const QFontMetrics metrics(m_painter.font());
    const PlotTicks values = PlotTicks::across(m_frame.low, m_frame.high, std::max(3, a.height() / 45));
    for (double value : values.values) {
        const int y = int(std::round(yOf(value)));
        m_painter.setPen(grid);
        m_painter.drawLine(a.left(), y, a.right(), y);
        m_painter.setPen(text);
        const QString label = values.label(value);
        m_texts.draw(m_painter, QPointF(a.left() - 4 - m_texts.width(m_painter, label), y + metrics.ascent() / 2), label);
    }
    const bool time = m_frame.mode == FieldPlot::Mode::Time;
    const double low = time ? double(m_frame.startMs - m_frame.originMs) / 1000.0 : m_frame.xLow;
    const double high = time ? double(m_frame.endMs - m_frame.originMs) / 1000.0 : m_frame.xHigh;
    const PlotTicks across = PlotTicks::across(low, high, std::max(2, a.width() / 90));
    for (double value : across.values) {
        const int x = int(std::round(time ? xOfTime(value * 1000.0 + double(m_frame.originMs)) : xOfValue(value)));
        m_painter.setPen(grid);
        m_painter.drawLine(x, a.top(), x, a.bottom());
        m_painter.setPen(text);
        const QString label = across.label(value) + (time ? QStringLiteral(" s") : QString());
        m_texts.draw(m_painter, QPointF(x - m_texts.width(m_painter, label) / 2, a.bottom() + 3 + metrics.ascent()),
                     label);
    }
    m_painter.setPen(m_frame.current ? style::themed(style::colours::kSignal) : style::themed(style::colours::kOutline));
    m_painter.setBrush(Qt::NoBrush);
    m_painter.drawRect(a.adjusted(0, 0, -1, -1));
}

// A column's extent as one rectangle on whole pixels, two wide (the line's width), reaching
// from where the line left the previous column (the step between them); equal neighbours as
// one. As TimePlot's dense lines (PlotLines::drawDense), at the cost of the plot's width, and
// on whole pixels the raster engine fills them directly: no stroke up and down each column,
// no antialiased edges for its rasterizer to trace (measured: most of a plot's cost).
namespace {

// Rounded to the nearest pixel (llround was a measurable part of a plot's repaint), and kept
// within reach of the plot: a value far off a zoomed axis is a few screens away, never an
// int that overflows.
int pixelOf(double y)
{
    constexpr double kFar = 1 << 20;
    return int(std::floor(std::clamp(y, -kFar, kFar) + 0.5));
}

}  // namespace

void FieldPlotPainter::paintColumns(const std::vector<ColumnExtent> &columns, const QColor &colour)
{
    constexpr int kLineWidth = 2;
    QList<QRect> ink;
    ink.reserve(qsizetype(columns.size()));
    bool joined = false;  // the previous column was drawn: this one starts where it ended
    int previousExit = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const ColumnExtent &extent = columns[i];
        if (!extent.shown) {
            joined = false;
            continue;
        }
        int top = pixelOf(yOf(extent.maximum)), bottom = pixelOf(yOf(extent.minimum));
        if (joined) {
            top = std::min(top, previousExit);
            bottom = std::max(bottom, previousExit);
        }
        joined = true;
        previousExit = pixelOf(yOf(extent.exit));
        const QRect rect(m_frame.area.left() + int(i), top - kLineWidth / 2, kLineWidth, bottom - top + kLineWidth);
        if (!ink.isEmpty() && ink.back().right() + 1 >= rect.left() && ink.back().top() == rect.top()
            && ink.back().bottom() == rect.bottom())
            ink.back().setRight(rect.right());  // a level stretch: one rectangle
        else
            ink.append(rect);
    }
    const bool antialiased = m_painter.testRenderHint(QPainter::Antialiasing);
    m_painter.setRenderHint(QPainter::Antialiasing, false);
    m_painter.setPen(Qt::NoPen);
    m_painter.setBrush(colour);
    m_painter.drawRects(ink);
    m_painter.setBrush(Qt::NoBrush);
    m_painter.setRenderHint(QPainter::Antialiasing, antialiased);
}

void FieldPlotPainter::paintXyCurve(const FieldPlot::Curve &x, const FieldPlot::Curve &y,
                                    const std::optional<QPointF> &marker)
{
    std::vector<QPointF> trace;
    if (x.overview && y.overview && m_frame.overview) {  // the replay's whole log, coarse, first
        const auto origin = double(m_frame.originMs);
        trace = overviewXyTrace(*x.overview, *y.overview, m_frame.overview->bucketMs(),
                                double(m_frame.startMs) - origin, double(m_frame.endMs) - origin);
    }
    if (x.series && y.series) {
        const std::vector<QPointF> kept = xyTrace(*x.series, *y.series, m_frame.startMs, m_frame.endMs);
        trace.insert(trace.end(), kept.begin(), kept.end());
    }
    QPolygonF line;
    for (const QPointF &point : trace) {
        const QPointF pixel(xOfValue(point.x()), yOf(point.y()));
        // Points within half a pixel of the last one drawn add nothing to the picture.
        if (!line.isEmpty() && std::abs(pixel.x() - line.back().x()) < 0.5
            && std::abs(pixel.y() - line.back().y()) < 0.5)
            continue;
        line << pixel;
    }
    m_painter.setPen(QPen(y.colour, 1.5));
    m_painter.drawPolyline(line);
    // Where it is at the cursor (a replay's position), else now.
    const std::optional<QPointF> at = marker ? std::optional<QPointF>(QPointF(xOfValue(marker->x()), yOf(marker->y())))
                                     : line.isEmpty() ? std::nullopt : std::optional<QPointF>(line.back());
    if (at) {
        m_painter.setBrush(y.colour);
        m_painter.drawEllipse(*at, 3.5, 3.5);
        m_painter.setBrush(Qt::NoBrush);
    }
}

void FieldPlotPainter::paintCursor()
{
    if (!m_frame.cursorMs || m_frame.mode != FieldPlot::Mode::Time)
        return;
    const double x = xOfTime(double(*m_frame.cursorMs));
    if (x < m_frame.area.left() || x > m_frame.area.right())
        return;
    m_painter.setPen(QPen(style::themed(style::colours::kText), 1, Qt::DashLine));
    m_painter.drawLine(QPointF(x, m_frame.area.top()), QPointF(x, m_frame.area.bottom()));
}

namespace {

QString fieldLabel(const FieldPlot::Curve &curve)
{
    QString label = curve.path;  // whole: as the command line and a layout file name it
    if (curve.field && curve.field->unit != "1")
        label += QStringLiteral(" (%1)").arg(QString::fromStdString(curve.field->unit));
    return label;
}

// A value to five significant digits, whatever else shares the plot (15.7 V beside 10,689
// ticks is 15.7, not 16); whole numbers as they are.
QString valueText(const FieldPlot::Curve &curve, const std::optional<double> &value)
{
    if (!curve.reported())
        return FieldPlot::tr("not reported");
    if (!value)
        return FieldPlot::tr("no reading");
    if (*value == std::floor(*value) && std::abs(*value) < 1e15)
        return QString::number(qlonglong(*value));
    return QString::number(*value, 'g', 5);
}

}  // namespace

void FieldPlotPainter::paintLegend(const std::vector<FieldPlot::Curve> &curves,
                                   const std::vector<std::optional<double>> &values)
{
    const QFontMetrics metrics(m_painter.font());
    const int line = metrics.height();
    // Names and values apart: a name is laid out once, a value as it changes.
    const int gap = metrics.horizontalAdvance(QStringLiteral("  "));
    int nameWidth = 0, valueWidth = 0;
    std::vector<QString> names, texts;
    for (std::size_t i = 0; i < curves.size(); ++i) {
        names.push_back(fieldLabel(curves[i]));
        texts.push_back(valueText(curves[i], values[i]));
        nameWidth = std::max(nameWidth, m_texts.width(m_painter, names.back()));
        valueWidth = std::max(valueWidth, metrics.horizontalAdvance(texts.back()));
    }
    const QRect box(m_frame.area.left() + 6, m_frame.area.top() + 6, nameWidth + gap + valueWidth + 26,
                    line * int(names.size()) + 6);
    m_painter.fillRect(box, m_palette.base());  // opaque: a blended box cost more than the lines under it
    for (std::size_t i = 0; i < names.size(); ++i) {
        const int y = box.top() + 3 + line * int(i);
        const bool reported = curves[i].reported();
        m_painter.fillRect(QRect(box.left() + 4, y + line / 2 - 2, 12, 4),
                           reported ? curves[i].colour : style::themed(style::colours::kIdle));
        m_painter.setPen(reported ? style::themed(style::colours::kText) : style::themed(style::colours::kMutedText));
        m_texts.draw(m_painter, QPointF(box.left() + 22, y + metrics.ascent()), names[i]);
        m_painter.drawText(box.left() + 22 + nameWidth + gap, y + metrics.ascent(), texts[i]);
    }
}

void FieldPlotPainter::paintHint(const QString &text)
{
    m_painter.setPen(style::themed(style::colours::kMutedText));
    m_painter.drawText(m_frame.area, Qt::AlignCenter | Qt::TextWordWrap, text);
}

}  // namespace robodash::widgets
