#include "PlotGrid.h"

#include "DashStyle.h"

#include <QPainter>

#include <cmath>

namespace robodash::widgets {

namespace {
// Above the chart's background and plot area, below its series (and PlotLines, at 4).
constexpr qreal kGridZValue = 1;

// The centre of a pixel, where a one-pixel line covers exactly one column or row.
double onPixel(double coordinate) { return std::floor(coordinate) + 0.5; }
}  // namespace

PlotGrid::PlotGrid(QGraphicsItem *chart) : QGraphicsItem(chart)
{
    setZValue(kGridZValue);
}

void PlotGrid::setPlotArea(const QRectF &area)
{
    if (area == area_)
        return;
    prepareGeometryChange();
    area_ = area;
}

void PlotGrid::setRanges(const QPointF &time, const QPointF &value)
{
    if (time == time_ && value == value_)
        return;
    time_ = time;
    value_ = value;
    update();
}

void PlotGrid::setTicks(const QList<double> &timeTicks, const QList<double> &valueTicks)
{
    if (timeTicks == timeTicks_ && valueTicks == valueTicks_)
        return;
    timeTicks_ = timeTicks;
    valueTicks_ = valueTicks;
    update();
}

QList<double> PlotGrid::ticks(double minimum, double maximum, int count, double interval, double anchor)
{
    QList<double> values;
    if (!(maximum > minimum))
        return values;
    if (interval > 0) {
        const double tolerance = interval * 1e-9;
        for (double v = anchor + std::ceil((minimum - anchor) / interval - 1e-9) * interval;
             v <= maximum + tolerance; v += interval)
            values.append(v);
        return values;
    }
    for (int i = 0; i < count; ++i)
        values.append(count > 1 ? minimum + (maximum - minimum) * i / (count - 1) : minimum);
    return values;
}

QRectF PlotGrid::boundingRect() const { return area_.adjusted(-1, -1, 1, 1); }

double PlotGrid::xOf(double time) const
{
    return area_.left() + (time - time_.x()) / (time_.y() - time_.x()) * area_.width();
}

double PlotGrid::yOf(double value) const
{
    return area_.bottom() - (value - value_.x()) / (value_.y() - value_.x()) * area_.height();
}

void PlotGrid::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (area_.isEmpty() || !(time_.y() > time_.x()) || !(value_.y() > value_.x()))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(QPen(style::idle(), 1));
    for (double t : timeTicks_) {
        const double x = onPixel(xOf(t));
        painter->drawLine(QPointF(x, area_.top()), QPointF(x, area_.bottom()));
    }
    for (double v : valueTicks_) {
        const double y = onPixel(yOf(v));
        painter->drawLine(QPointF(area_.left(), y), QPointF(area_.right(), y));
    }
    painter->setPen(QPen(style::outline(), 1));
    const double left = onPixel(area_.left()), bottom = onPixel(area_.bottom());
    painter->drawLine(QPointF(left, area_.top()), QPointF(left, bottom));
    painter->drawLine(QPointF(left, bottom), QPointF(area_.right(), bottom));
    painter->restore();
}

}  // namespace robodash::widgets
