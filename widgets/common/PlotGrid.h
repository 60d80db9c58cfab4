#pragma once
// The grid and the two axis lines of a TimePlot, drawn as one item under its lines. Qt Charts
// makes each grid line and tick a graphics item of its own, and on every repaint of the lines
// the scene asks each of them for its outline (a stroked path) and paints it anti-aliased: that
// cost more than the lines themselves. Here they are a handful of one-pixel lines on whole
// pixels. The chart keeps its tick labels and titles, at the same positions (ticks()).

#include <QGraphicsItem>
#include <QList>
#include <QPointF>
#include <QRectF>

namespace robodash::widgets {

class PlotGrid : public QGraphicsItem {
public:
    // A child item of `chart`, under the lines and markers.
    explicit PlotGrid(QGraphicsItem *chart);

    // The plot area in the chart's coordinates, and the axes' spans on it.
    void setPlotArea(const QRectF &area);
    void setRanges(const QPointF &time, const QPointF &value);
    // Grid lines at these axis values (time across, value up).
    void setTicks(const QList<double> &timeTicks, const QList<double> &valueTicks);

    // `count` evenly spaced ticks from `minimum` to `maximum` (a fixed tick count), or, with
    // an `interval` > 0, every multiple of it from `anchor` that lies in the range.
    static QList<double> ticks(double minimum, double maximum, int count, double interval = 0, double anchor = 0);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    double xOf(double time) const;
    double yOf(double value) const;

    QRectF area_;
    QPointF time_{0, 1};  // (minimum, maximum)
    QPointF value_{0, 1};
    QList<double> timeTicks_;
    QList<double> valueTicks_;
};

}  // namespace robodash::widgets
