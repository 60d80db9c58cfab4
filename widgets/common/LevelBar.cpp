#include "LevelBar.h"

#include "DashStyle.h"

#include <QPainter>

#include <algorithm>

namespace robodash::widgets {

LevelBar::LevelBar(double minimum, double maximum, QWidget *parent)
    : QWidget(parent), minimum_(minimum), maximum_(maximum), colour_(style::signal())
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LevelBar::setRange(double minimum, double maximum)
{
    minimum_ = minimum;
    maximum_ = maximum;
    update();
}

void LevelBar::setValue(double value)
{
    if (value == value_)
        return;
    value_ = value;
    update();
}

void LevelBar::setColour(const QColor &colour)
{
    if (colour == colour_)
        return;
    colour_ = colour;
    update();
}

QSize LevelBar::sizeHint() const { return {120, fontMetrics().height()}; }
QSize LevelBar::minimumSizeHint() const { return {40, fontMetrics().height()}; }

double LevelBar::fraction(double value) const
{
    if (maximum_ <= minimum_)
        return 0;
    return std::clamp((value - minimum_) / (maximum_ - minimum_), 0.0, 1.0);
}

void LevelBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF track = QRectF(rect()).adjusted(0.5, 2.5, -0.5, -2.5);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::surface().darker(104));
    painter.drawRoundedRect(track, 3, 3);

    // Bipolar ranges fill from zero, unipolar ones from the left end.
    const double zero = (minimum_ < 0 && maximum_ > 0) ? fraction(0) : 0.0;
    const double here = fraction(value_);
    const double left = track.left() + track.width() * std::min(zero, here);
    const double right = track.left() + track.width() * std::max(zero, here);
    painter.setBrush(colour_);
    painter.drawRoundedRect(QRectF(left, track.top(), right - left, track.height()), 3, 3);

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style::idle().darker(115), 1));
    painter.drawRoundedRect(track, 3, 3);
    if (zero > 0) {
        const double x = track.left() + track.width() * zero;
        painter.setPen(QPen(style::outline(), 1));
        painter.drawLine(QPointF(x, track.top() - 2), QPointF(x, track.bottom() + 2));
    }
}

}  // namespace robodash::widgets
