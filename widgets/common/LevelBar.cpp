#include "LevelBar.h"

#include <QEvent>

#include "CachedPixmap.h"
#include "DashStyle.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

LevelBar::LevelBar(double minimum, double maximum, QWidget *parent)
    : QWidget(parent), minimum_(minimum), maximum_(maximum), colour_(style::signal())
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    style::paintsOwnBackground(this);
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

// A new theme's palette: the bar's colour of the same meaning in the new theme.
void LevelBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        colour_ = style::rethemed(colour_);
    QWidget::changeEvent(event);
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
    style::fillBackground(painter, this);
    const QRectF track = QRectF(rect()).adjusted(0.5, 2.5, -0.5, -2.5);
    painter.drawPixmap(0, 0, trackPicture(track));

    // Bipolar ranges fill from zero, unipolar ones from the left end. The fill is a plain
    // rectangle just inside the track's rounded border: no anti-aliasing needed.
    const double zero = (minimum_ < 0 && maximum_ > 0) ? fraction(0) : 0.0;
    const double here = fraction(value_);
    const QRectF inside = track.adjusted(1, 1, -1, -1);
    const double left = inside.left() + inside.width() * std::min(zero, here);
    const double right = inside.left() + inside.width() * std::max(zero, here);
    painter.fillRect(QRectF(left, inside.top(), right - left, inside.height()), colour_);
    if (zero > 0) {
        const double x = std::floor(track.left() + track.width() * zero) + 0.5;
        painter.setPen(QPen(style::outline(), 1));
        painter.drawLine(QPointF(x, track.top() - 2), QPointF(x, track.bottom() + 2));
    }
}

// The rounded, bordered track: the same for every bar of this size.
QPixmap LevelBar::trackPicture(const QRectF &track) const
{
    return cachedPixmap(QStringLiteral("levelbar-track"), size(), devicePixelRatioF(), [track](QPainter &p) {
        p.setPen(QPen(style::idle().darker(115), 1));
        p.setBrush(style::surface().darker(104));
        p.drawRoundedRect(track, 3, 3);
    });
}

}  // namespace robodash::widgets
