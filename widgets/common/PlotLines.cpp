#include "PlotLines.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace robodash::widgets {

namespace {
// A point this close to the drawn segment changes no pixel of a 1.6 px antialiased line
// that anyone could see; flat and smooth stretches (a cliff sensor on the floor, the battery,
// a steady turn) then cost two points instead of one per sample.
constexpr double kInvisibleDeviationPx = 0.25;

// Qt Charts draws its series at this stacking value (ChartPresenter::SeriesZValue): above
// the plot area, shades, grid and axes. Siblings of equal value stack in creation order, so
// the marker series added after this item are drawn over the lines, as before.
constexpr qreal kSeriesZValue = 4;

// A line breaks where two samples are further apart than this many times the usual spacing
// and this many pixel columns (PlotLines::runsBetweenGaps).
constexpr double kGapFactor = 4.0;
constexpr double kGapColumns = 4.0;
}  // namespace

PlotLines::PlotLines(QGraphicsItem *chart) : QGraphicsItem(chart)
{
    setZValue(kSeriesZValue);
    setFlag(QGraphicsItem::ItemClipsToShape);  // the plot area, as Qt Charts clips its series
}

int PlotLines::addLine(const QPen &pen)
{
    lines_.push_back(Line{pen, {}});
    return static_cast<int>(lines_.size()) - 1;
}

void PlotLines::setPoints(int line, const QList<QPointF> &points)
{
    lines_[static_cast<std::size_t>(line)].points = points;
    updateBounds();
}

void PlotLines::setAllPoints(const std::vector<QList<QPointF>> &points)
{
    for (std::size_t line = 0; line < lines_.size() && line < points.size(); ++line)
        lines_[line].points = points[line];
    updateBounds();
}

QList<QPointF> PlotLines::points(int line) const
{
    return lines_[static_cast<std::size_t>(line)].points;
}

void PlotLines::setPlotArea(const QRectF &area)
{
    if (area == area_)
        return;
    area_ = area;
    updateBounds();
}

void PlotLines::setRanges(const QPointF &time, const QPointF &value)
{
    if (time == time_ && value == value_)
        return;
    time_ = time;
    value_ = value;
    updateBounds();
}

void PlotLines::updateBounds()
{
    QRectF bounds;
    qreal margin = 0;
    for (const Line &line : lines_) {
        if (line.points.size() < 2)
            continue;
        bounds |= toPlotArea(extremes(line.points)).boundingRect();
        margin = std::max(margin, line.pen.widthF());
    }
    bounds = bounds.adjusted(-margin, -margin, margin, margin) & area_;
    update();  // where the lines were
    if (bounds != bounds_) {
        prepareGeometryChange();
        bounds_ = bounds;
    }
    update();  // where they are
}

QRectF PlotLines::boundingRect() const { return bounds_; }

// The corners of the points' bounding box: mapped, they bound the mapped line, for the cost
// of two points instead of the whole line.
QList<QPointF> PlotLines::extremes(const QList<QPointF> &points)
{
    double left = points.first().x(), right = left, low = points.first().y(), high = low;
    for (const QPointF &point : points) {
        left = std::min(left, point.x());
        right = std::max(right, point.x());
        low = std::min(low, point.y());
        high = std::max(high, point.y());
    }
    return {QPointF(left, low), QPointF(right, high)};
}

QPolygonF PlotLines::toPlotArea(const QList<QPointF> &points) const
{
    const double timeSpan = time_.y() - time_.x();
    const double valueSpan = value_.y() - value_.x();
    QPolygonF polyline;
    if (!(timeSpan > 0) || !(valueSpan > 0))
        return polyline;
    const double sx = area_.width() / timeSpan, sy = area_.height() / valueSpan;
    polyline.reserve(points.size());
    for (const QPointF &point : points)
        polyline.append(QPointF(area_.left() + (point.x() - time_.x()) * sx,
                                area_.bottom() - (point.y() - value_.x()) * sy));
    return polyline;
}

// One pass, x never decreasing (time order): from the last point kept, the slopes that pass
// every point since within `tolerance` form an interval; a point whose own slope leaves it
// cannot be reached in one straight segment, so the one before it is kept.
QPolygonF PlotLines::withoutInvisiblePoints(const QPolygonF &polyline, double tolerance)
{
    if (polyline.size() < 3)
        return polyline;
    QPolygonF kept;
    kept.append(polyline.first());
    QPointF anchor = polyline.first(), previous = anchor;
    double low = -std::numeric_limits<double>::infinity(), high = -low;
    for (int i = 1; i < polyline.size(); ++i) {
        const QPointF point = polyline[i];
        double dx = point.x() - anchor.x();
        double slope = dx > 0 ? (point.y() - anchor.y()) / dx : 0;
        const bool reachable = dx > 0 && slope >= low && slope <= high;
        if (!reachable && previous != anchor) {
            kept.append(previous);
            anchor = previous;
            low = -std::numeric_limits<double>::infinity();
            high = -low;
            dx = point.x() - anchor.x();
            slope = dx > 0 ? (point.y() - anchor.y()) / dx : 0;
        }
        if (dx > 0) {
            low = std::max(low, (point.y() - tolerance - anchor.y()) / dx);
            high = std::min(high, (point.y() + tolerance - anchor.y()) / dx);
        } else {
            low = high = std::numeric_limits<double>::quiet_NaN();  // straight up: keep it
        }
        previous = point;
    }
    kept.append(previous);
    return kept;
}

void PlotLines::drawLine(QPainter &painter, const QPen &pen, const QPolygonF &polyline)
{
    const QPolygonF kept = withoutInvisiblePoints(polyline, kInvisibleDeviationPx);
    if (kept.size() > 2 && kept.size() > kept.last().x() - kept.first().x()) {
        drawDense(painter, pen, polyline);
        return;
    }
    drawStroke(painter, pen, kept);
}

// A wider-than-a-pixel antialiased stroke goes through Qt's general stroker and scanline
// rasterizer; a one-pixel one through the raster engine's cosmetic line drawer, measured 17
// times cheaper (a 600-point line: 2.1 ms against 0.12 ms). A line of up to two pixels is
// drawn as two one-pixel lines, the second lower by the extra width: the same ink on a
// plot's mostly level lines, by eye, at an eighth of the cost. On a high-DPI screen, where
// a logical pixel is several device pixels, the pen is used as it is.
void PlotLines::drawStroke(QPainter &painter, const QPen &pen, const QPolygonF &polyline)
{
    const double extra = pen.widthF() - 1.0;
    // deviceTransform() includes the device pixel ratio: a translation is one unit a pixel.
    const bool onePixelPerUnit = painter.deviceTransform().type() <= QTransform::TxTranslate;
    if (pen.isCosmetic() || extra <= 0 || extra > 1.0 || !onePixelPerUnit) {
        painter.setPen(pen);
        painter.drawPolyline(polyline);
        return;
    }
    QPen thin = pen;
    thin.setWidthF(1.0);
    painter.setPen(thin);
    painter.drawPolyline(polyline);
    painter.translate(0, extra);
    painter.drawPolyline(polyline);
    painter.translate(0, -extra);
    painter.setPen(pen);
}

// More points than pixel columns (TimePlot keeps a minimum and a maximum per column): the
// stroke up and down each column, as wide as the pen, overlaps its neighbours' into solid
// ink. Each column's extent is filled as one rectangle, and where it does not meet the
// previous column's, it reaches up or down to where the line left that column: the step
// between two columns a pixel apart is as good as upright. The same ink as the zig-zag
// without stroking any of it, which at 500 Hz was most of the GUI thread's work.
void PlotLines::drawDense(QPainter &painter, const QPen &pen, const QPolygonF &polyline)
{
    const double half = pen.widthF() / 2;
    QList<QRectF> ink;
    ink.reserve(polyline.size());
    QRectF previous;
    QPointF previousLast;
    for (int i = 0; i < polyline.size();) {
        const double column = std::floor(polyline[i].x());
        const QPointF first = polyline[i];
        double left = first.x(), right = left, top = first.y(), bottom = top;
        int j = i + 1;
        for (; j < polyline.size() && std::floor(polyline[j].x()) == column; ++j) {
            left = std::min(left, polyline[j].x());
            right = std::max(right, polyline[j].x());
            top = std::min(top, polyline[j].y());
            bottom = std::max(bottom, polyline[j].y());
        }
        // As wide as the pen on either side; no taller than the extremes (the zig-zag turns
        // there with a bevel, which reaches no further up or down than the point itself),
        // unless the step from the previous column has to be bridged.
        if (i > 0 && (top > previous.bottom() || bottom < previous.top())) {
            top = std::min(top, previousLast.y());
            bottom = std::max(bottom, previousLast.y());
        }
        const QRectF extent(QPointF(left - half, top), QPointF(right + half, bottom));
        ink.append(extent);
        previous = extent;
        previousLast = polyline[j - 1];
        i = j;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(pen.color());
    painter.drawRects(ink);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen);
}

std::vector<std::pair<int, int>> PlotLines::runsBetweenGaps(const QList<QPointF> &points, double minimumGap)
{
    std::vector<std::pair<int, int>> runs;
    if (points.isEmpty())
        return runs;
    std::vector<double> steps;
    steps.reserve(static_cast<std::size_t>(points.size()));
    for (int i = 1; i < points.size(); ++i)
        if (points[i].x() > points[i - 1].x())
            steps.push_back(points[i].x() - points[i - 1].x());
    double gap = std::numeric_limits<double>::infinity();
    if (!steps.empty()) {
        const auto middle = steps.begin() + static_cast<std::ptrdiff_t>(steps.size() / 2);
        std::nth_element(steps.begin(), middle, steps.end());
        gap = std::max(kGapFactor * *middle, minimumGap);
    }
    int first = 0;
    for (int i = 1; i < points.size(); ++i) {
        if (points[i].x() - points[i - 1].x() > gap) {
            runs.emplace_back(first, i);
            first = i;
        }
    }
    runs.emplace_back(first, static_cast<int>(points.size()));
    return runs;
}

void PlotLines::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A gap is wider than a few pixel columns too: TimePlot keeps a minimum and a maximum
    // per column, which are that far apart anyway.
    const double secondsPerColumn = (time_.y() - time_.x()) / std::max(1.0, area_.width());
    for (const Line &line : lines_) {
        if (line.points.isEmpty())
            continue;
        const QPolygonF polyline = toPlotArea(line.points);
        if (polyline.isEmpty())
            continue;
        const auto runs = runsBetweenGaps(line.points, kGapColumns * secondsPerColumn);
        if (runs.size() == 1 && polyline.size() >= 2) {
            drawLine(*painter, line.pen, polyline);
            continue;
        }
        for (const auto &[first, end] : runs) {
            if (end - first >= 2) {
                drawLine(*painter, line.pen, polyline.mid(first, end - first));
            } else {  // one reading between two gaps: a dot, not nothing
                painter->setPen(line.pen);
                painter->drawPoint(polyline[first]);
            }
        }
    }
}

}  // namespace robodash::widgets
