#include "StatusLamp.h"

#include "CachedPixmap.h"
#include "DashStyle.h"

#include <QEvent>
#include <QPainter>

namespace robodash::widgets {

StatusLamp::StatusLamp(const QString &caption, QWidget *parent)
    : QWidget(parent), colour_(style::idle()), caption_(caption)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    style::paintsOwnBackground(this);
    captionWidth_ = fontMetrics().horizontalAdvance(caption_);
}

void StatusLamp::setColour(const QColor &colour)
{
    if (colour == colour_)
        return;
    colour_ = colour;
    update();
}

void StatusLamp::setCaption(const QString &caption)
{
    if (caption == caption_)
        return;
    // Live readouts change text many times a second: relayout only when the width changes,
    // and measure each caption once.
    const int width = fontMetrics().horizontalAdvance(caption);
    caption_ = caption;
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

// A new font or style changes the caption's width: the layout must know.
void StatusLamp::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        captionWidth_ = fontMetrics().horizontalAdvance(caption_);
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

int StatusLamp::lampDiameter() const { return fontMetrics().height(); }

QSize StatusLamp::sizeHint() const
{
    const int textWidth = caption_.isEmpty() ? 0 : captionWidth_ + 6;
    return {lampDiameter() + textWidth + 2, lampDiameter() + 4};
}

// Narrow docks elide the caption rather than push the layout wider.
QSize StatusLamp::minimumSizeHint() const
{
    const int textWidth = caption_.isEmpty() ? 0 : fontMetrics().horizontalAdvance(QStringLiteral("MMM…"));
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
    if (!caption_.isEmpty()) {
        painter.setPen(palette().color(QPalette::WindowText));
        const QRectF area(lamp.right() + 6, 0, width() - lamp.right() - 6, height());
        painter.drawText(area, Qt::AlignLeft | Qt::AlignVCenter,
                         fontMetrics().elidedText(caption_, Qt::ElideRight, static_cast<int>(area.width())));
    }
}

}  // namespace robodash::widgets
