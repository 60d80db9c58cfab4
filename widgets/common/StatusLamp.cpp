#include "StatusLamp.h"

#include "CachedPixmap.h"
#include "DashStyle.h"

#include <QEvent>
#include <QPainter>

#include <cmath>

namespace robodash::widgets {

StatusLamp::StatusLamp(const QString &caption, QWidget *parent)
    : QWidget(parent), colour_(style::idle())
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    style::paintsOwnBackground(this);
    caption_.setFont(font());
    caption_.setText(caption);
    captionWidth_ = measureCaption();
}

int StatusLamp::measureCaption() const { return static_cast<int>(std::ceil(caption_.size().width())); }

void StatusLamp::setColour(const QColor &colour)
{
    if (colour == colour_)
        return;
    colour_ = colour;
    update();
}

void StatusLamp::setCaption(const QString &caption)
{
    // Live readouts change text many times a second: relayout only when the width changes,
    // and measure each caption once.
    if (!caption_.setText(caption))
        return;
    const int width = measureCaption();
    if (width != captionWidth_) {
        captionWidth_ = width;
        updateGeometry();
    }
    update();
}

void StatusLamp::setLit(bool lit, const QColor &onColour)
{
    setColour(lit ? onColour : style::idle());
}

// A new font or style changes the caption's width: the layout must know. A new theme's
// palette: the lamp's colour of the same meaning in the new theme (ok, warning, idle...).
void StatusLamp::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        colour_ = style::rethemed(colour_);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        caption_.setFont(font());
        captionWidth_ = measureCaption();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

int StatusLamp::lampDiameter() const { return fontMetrics().height(); }

QSize StatusLamp::sizeHint() const
{
    const int textWidth = caption_.text().isEmpty() ? 0 : captionWidth_ + 6;
    return {lampDiameter() + textWidth + 2, lampDiameter() + 4};
}

// Narrow docks elide the caption rather than push the layout wider.
QSize StatusLamp::minimumSizeHint() const
{
    const int textWidth = caption_.text().isEmpty() ? 0 : fontMetrics().horizontalAdvance(QStringLiteral("MMM…"));
    return QSize(lampDiameter() + textWidth + 8, lampDiameter() + 4).boundedTo(sizeHint());
}

void StatusLamp::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style::fillBackground(painter, this);
    const int d = lampDiameter();
    const QRectF lamp(1, (height() - d) / 2.0, d, d);
    const QColor colour = colour_;
    painter.drawPixmap(lamp.topLeft(),
                       cachedPixmap(QStringLiteral("lamp/") + colour.name(QColor::HexArgb), QSize(d, d),
                                    devicePixelRatioF(), [d, colour](QPainter &p) {
                                        p.setPen(QPen(colour.darker(130), 1));
                                        p.setBrush(colour);
                                        p.drawEllipse(QRectF(0.5, 0.5, d - 1, d - 1));
                                    }));
    painter.setPen(palette().color(QPalette::WindowText));
    const QRectF area(lamp.right() + 6, 0, width() - lamp.right() - 6, height());
    caption_.draw(painter, area, Qt::AlignLeft | Qt::AlignVCenter, /*elide=*/true);
}

}  // namespace robodash::widgets
