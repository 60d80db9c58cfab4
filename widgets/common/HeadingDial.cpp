#include "HeadingDial.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "RefreshGate.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace {
using robodash::core::kPi;
}

HeadingDial::HeadingDial(QWidget *parent)
    : QWidget(parent), repaint_(new RefreshGate([this] { update(); }, this))
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    style::paintsOwnBackground(this);
}

QSize HeadingDial::sizeHint() const { return {150, 150}; }
QSize HeadingDial::minimumSizeHint() const { return {100, 100}; }

void HeadingDial::setHeadingDegrees(double degrees)
{
    if (!std::isfinite(degrees))
        return;
    degrees_ = degrees;
    // The needle moves only for a change a user could see; what it shows is kept apart from
    // the latest value, so that any repaint (a partial one, or the whole window's) draws it
    // where it was: a full repaint must not show a needle the screen never got.
    if (hasHeading_ && std::abs(degrees - needleDegrees_) < 0.05)
        return;
    needleDegrees_ = degrees;
    hasHeading_ = true;
    repaint_->requestRefresh();
}

QPointF HeadingDial::centre() const { return QPointF(width() / 2.0, height() / 2.0); }

double HeadingDial::radius() const { return std::max(10.0, std::min(width(), height()) / 2.0 - 4); }

QPointF HeadingDial::onDial(double degrees, double fraction) const
{
    // 0 at the top, positive counter-clockwise.
    const double radians = degrees * kPi / 180;
    return centre() + QPointF(-std::sin(radians), -std::cos(radians)) * radius() * fraction;
}

QPointF HeadingDial::needleTip() const { return onDial(needleDegrees_, 0.78); }

void HeadingDial::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style::fillBackground(painter, this);
    painter.drawPixmap(0, 0, face());
    painter.setRenderHint(QPainter::Antialiasing);
    paintNeedle(painter);
}

const QPixmap &HeadingDial::face()
{
    const qreal ratio = devicePixelRatioF();
    if (face_.isNull() || face_.deviceIndependentSize() != QSizeF(size()) ||
        face_.devicePixelRatio() != ratio) {
        face_ = QPixmap((QSizeF(size()) * ratio).toSize());
        face_.setDevicePixelRatio(ratio);
        face_.fill(Qt::transparent);
        QPainter painter(&face_);
        painter.setRenderHint(QPainter::Antialiasing);
        paintFace(painter);
    }
    return face_;
}

// A new font or palette changes the face: draw it again on the next paint.
void HeadingDial::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::StyleChange)
        face_ = QPixmap();
    QWidget::changeEvent(event);
}

void HeadingDial::paintFace(QPainter &painter) const
{
    const double r = radius();
    painter.setPen(QPen(style::outline(), 1.5));
    painter.setBrush(style::surface());
    painter.drawEllipse(centre(), r, r);

    for (int tick = 0; tick < 360; tick += 15) {
        const bool major = tick % 90 == 0;
        painter.setPen(QPen(major ? style::outline() : style::idle().darker(125), major ? 2 : 1));
        painter.drawLine(onDial(tick, major ? 0.84 : 0.9), onDial(tick, 0.97));
    }
    QFont labelFont = font();
    labelFont.setPixelSize(std::max(9, static_cast<int>(r * 0.14)));
    painter.setFont(labelFont);
    painter.setPen(style::mutedText());
    const std::pair<int, const char *> labels[] = {{0, "0"}, {90, "+90"}, {180, "180"}, {270, "−90"}};
    for (const auto &[angle, text] : labels) {
        const QPointF at = onDial(angle, 0.68);
        painter.drawText(QRectF(at.x() - r * 0.3, at.y() - r * 0.1, r * 0.6, r * 0.2),
                         Qt::AlignCenter, QString::fromUtf8(text));
    }
}

void HeadingDial::paintNeedle(QPainter &painter) const
{
    const double r = radius();
    if (hasHeading_) {
        const QPointF tip = needleTip();
        const QPointF tail = onDial(needleDegrees_ + 180, 0.2);
        const QPointF side = onDial(needleDegrees_ + 90, 0.07) - centre();
        painter.setPen(QPen(style::signal().darker(120), 1));
        painter.setBrush(style::signal());
        painter.drawPolygon(QPolygonF{tip, centre() + side, tail, centre() - side});
    }
    painter.setBrush(style::outline());
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(centre(), r * 0.05, r * 0.05);
}

}  // namespace robodash::widgets
