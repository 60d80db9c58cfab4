#pragma once
// The lines of a TimePlot, one polyline per series over the chart's plot area, mapped
// through the ranges of the chart's time and value axes. Qt Charts' own line series cost a TimePlot most
// of its time: every replace() recomputes an outline of the whole line for mouse hit-tests
// (which the plots never use), and every repaint strokes each segment on its own. Drawing
// each line as one polyline with the same pen shows the same line for a fraction of that.
// The chart keeps its line series, empty, for the legend and the axes. Like the rest of the
// widgets, this knows nothing of Qt Charts (TimePlot.cpp tells it the plot area and ranges).

#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QRectF>

#include <utility>
#include <vector>

namespace robodash::widgets {

class PlotLines : public QGraphicsItem {
public:
    // A child item of `chart`, drawn above its grid and axes and below series added later
    // (the markers).
    explicit PlotLines(QGraphicsItem *chart);

    // Returns the new line's index, in creation order.
    int addLine(const QPen &pen);
    // Points in axis units (x on the time axis, y on the value axis); repaints.
    void setPoints(int line, const QList<QPointF> &points);
    // Every line's points at once (one per line, in creation order): one repaint.
    void setAllPoints(const std::vector<QList<QPointF>> &points);
    QList<QPointF> points(int line) const;
    // The chart laid its plot area out again (resize, wider axis labels), in its coordinates.
    void setPlotArea(const QRectF &area);
    // What the axes span: `time` on the plot area's width, `value` on its height.
    void setRanges(const QPointF &time, const QPointF &value);

    // Where a line stops and starts again, as [first, end) index ranges of `points` (time
    // order): between two samples further apart than four times the median spacing and
    // than `minimumGap` seconds. There the link was down or the robot said nothing; a straight
    // line across would show readings that never arrived.
    static std::vector<std::pair<int, int>> runsBetweenGaps(const QList<QPointF> &points, double minimumGap);

    // The polyline (x never decreasing) without the points that lie within `tolerance`
    // pixels, vertically, of the segment drawn past them.
    static QPolygonF withoutInvisiblePoints(const QPolygonF &polyline, double tolerance);

    // Draws `polyline` (pixels, x never decreasing) as QPainter::drawPolyline() with `pen`
    // would, at less cost: see drawDense().
    static void drawLine(QPainter &painter, const QPen &pen, const QPolygonF &polyline);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Line {
        QPen pen;
        QList<QPointF> points;
    };
    QPolygonF toPlotArea(const QList<QPointF> &points) const;
    static QList<QPointF> extremes(const QList<QPointF> &points);

    void updateBounds();
    static void drawDense(QPainter &painter, const QPen &pen, const QPolygonF &polyline);
    static void drawStroke(QPainter &painter, const QPen &pen, const QPolygonF &polyline);

    std::vector<Line> lines_;
    QPointF time_{0, 1};   // (minimum, maximum)
    QPointF value_{0, 1};
    QRectF area_;
    // Where the lines are, within the plot area: a repaint covers only that (and where they
    // were), as Qt Charts' own series do, so a plot still filling up repaints less.
    QRectF bounds_;
};

}  // namespace robodash::widgets
