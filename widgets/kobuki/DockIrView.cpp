#include "DockIrView.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "RefreshGate.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace bits = robodash::kobuki::bits;

namespace {
using robodash::core::kPi;
// Sector of each region in degrees counter-clockwise from the right; the dock faces up.
constexpr double kRegionFrom[3] = {112, 68, 24};  // left, centre, right
constexpr double kRegionSpan = 44;
constexpr double kNearFrom = 0.16, kNearTo = 0.56, kFarTo = 1.0;
constexpr std::uint8_t kNearBit[3] = {bits::kNearLeft, bits::kNearCenter, bits::kNearRight};
constexpr std::uint8_t kFarBit[3] = {bits::kFarLeft, bits::kFarCenter, bits::kFarRight};
constexpr int kGridRows = 3;
constexpr int kMaxPictures = 16;  // of the 2^18 states, the few a dock approach goes through

QPointF polar(const QPointF &apex, double degrees, double radius)
{
    const double radians = degrees * kPi / 180;
    return apex + QPointF(std::cos(radians), -std::sin(radians)) * radius;
}
}  // namespace

DockIrView::DockIrView(QWidget *parent)
    : QWidget(parent), repaint_(new RefreshGate([this] { update(); }, this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    style::paintsOwnBackground(this);
}

QSize DockIrView::sizeHint() const { return {340, 330}; }
QSize DockIrView::minimumSizeHint() const { return {220, 200}; }

void DockIrView::setDockIr(const robodash::kobuki::DockIr &dockIr)
{
    const bool changed = !hasData_ || !(dockIr == dockIr_);
    dockIr_ = dockIr;
    hasData_ = true;
    if (changed)
        repaint_->requestRefresh();
}

double DockIrView::gridTop() const
{
    const int line = fontMetrics().height();
    return height() - (kGridRows + 1) * line - 6;
}

DockIrView::Fan DockIrView::fan() const
{
    const int line = fontMetrics().height();
    const double dockHeight = line * 0.9;
    const double bottom = gridTop() - 2 * line - 10 - dockHeight;  // description above grid
    const double top = line + 6;                                   // region names
    const double halfWidth = std::cos(kRegionFrom[2] * kPi / 180);  // of a unit fan
    Fan f;
    f.radius = std::max(30.0, std::min(bottom - top, (width() - 16) / 2.0 / halfWidth));
    f.apex = QPointF(width() / 2.0, bottom);
    return f;
}

std::uint8_t DockIrView::seenBits() const { return dockIr_.left | dockIr_.central | dockIr_.right; }

bool DockIrView::fieldSeen(Region region, bool far) const
{
    const int r = static_cast<int>(region);
    return hasData_ && (seenBits() & (far ? kFarBit[r] : kNearBit[r]));
}

QPointF DockIrView::fieldCentre(Region region, bool far) const
{
    const Fan f = fan();
    const double angle = kRegionFrom[static_cast<int>(region)] + kRegionSpan / 2;
    const double radius = far ? (kNearTo + kFarTo) / 2 : (kNearFrom + kNearTo) / 2;
    return polar(f.apex, angle, radius * f.radius);
}

QColor DockIrView::fieldColour(Region region, bool far) const
{
    if (!fieldSeen(region, far))
        return style::surface();
    return far ? style::signalSoft() : style::signal();
}

std::optional<QPointF> DockIrView::robotPosition() const
{
    if (!hasData_)
        return std::nullopt;
    for (bool far : {false, true}) {
        QPointF sum;
        int count = 0;
        for (int r = 0; r < 3; ++r)
            if (fieldSeen(static_cast<Region>(r), far)) {
                sum += fieldCentre(static_cast<Region>(r), far);
                ++count;
            }
        if (count > 0)
            return sum / count;
    }
    return std::nullopt;
}

QPointF DockIrView::robotHeading() const
{
    const auto position = robotPosition();
    if (!position)
        return QPointF(0, -1);
    QPointF toDock = fan().apex - *position;
    toDock /= std::max(1e-9, std::hypot(toDock.x(), toDock.y()));
    // Screen y points down: the robot's left of a heading (x, y) is (y, -x).
    const QPointF dockOnLeft(-toDock.y(), toDock.x());   // heading with the dock on its left
    const QPointF dockOnRight(toDock.y(), -toDock.x());  // heading with the dock on its right
    const bool left = dockIr_.left, centre = dockIr_.central, right = dockIr_.right;
    QPointF heading = toDock;
    if (left && !centre && !right)
        heading = dockOnLeft;
    else if (right && !centre && !left)
        heading = dockOnRight;
    else if (left && centre && !right)
        heading = toDock + dockOnLeft;
    else if (right && centre && !left)
        heading = toDock + dockOnRight;
    return heading / std::max(1e-9, std::hypot(heading.x(), heading.y()));
}

QString DockIrView::bearingText() const
{
    const bool left = dockIr_.left, centre = dockIr_.central, right = dockIr_.right;
    if (!left && !centre && !right)
        return tr("No dock signal");
    if (centre && left && !right)
        return tr("Dock ahead, slightly left");
    if (centre && right && !left)
        return tr("Dock ahead, slightly right");
    if (left && !centre && !right)
        return tr("Dock to the left");
    if (right && !centre && !left)
        return tr("Dock to the right");
    return tr("Dock ahead");
}

QString DockIrView::fieldText() const
{
    const QString names[3] = {tr("left"), tr("centre"), tr("right")};
    QStringList regions;
    bool near = false;
    for (int r = 0; r < 3; ++r) {
        const bool nearSeen = seenBits() & kNearBit[r];
        if (nearSeen || (seenBits() & kFarBit[r]))
            regions << names[r];
        near = near || nearSeen;
    }
    if (regions.isEmpty())
        return {};
    const QString distance = near ? tr("near") : tr("far");
    if (regions.size() == 1)
        return tr("%1 field, %2").arg(regions.first(), distance);
    return tr("between %1 fields, %2").arg(regions.join(tr(" and ")), distance);
}

QString DockIrView::description() const
{
    if (!hasData_)
        return tr("Waiting for dock IR data…");
    const QString field = fieldText();
    return field.isEmpty() ? bearingText() : bearingText() + QStringLiteral(" · ") + field;
}

void DockIrView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style::fillBackground(painter, this);
    painter.drawPixmap(0, 0, picture());
}

const QPixmap &DockIrView::picture()
{
    const qreal ratio = devicePixelRatioF();
    const QPixmap *any = pictures_.isEmpty() ? nullptr : &*pictures_.cbegin();
    if (pictures_.size() >= kMaxPictures ||
        (any && (any->deviceIndependentSize() != QSizeF(size()) || any->devicePixelRatio() != ratio)))
        pictures_.clear();
    const quint32 key = hasData_ ? (1u << 24 | dockIr_.left | dockIr_.central << 8 | dockIr_.right << 16) : 0;
    auto found = pictures_.find(key);
    if (found != pictures_.end())
        return *found;
    QPixmap picture((QSizeF(size()) * ratio).toSize());
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter);
    return *pictures_.insert(key, picture);
}

// A new font, palette or style draws every state differently.
void DockIrView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::StyleChange)
        pictures_.clear();
    QWidget::changeEvent(event);
}

void DockIrView::draw(QPainter &painter) const
{
    painter.setFont(font());
    drawFan(painter);
    drawDock(painter);
    drawRobot(painter);
    drawDescription(painter);
    drawBitGrid(painter);
}

void DockIrView::drawFan(QPainter &painter) const
{
    const Fan f = fan();
    const double bands[2][2] = {{kNearFrom, kNearTo}, {kNearTo, kFarTo}};
    for (int r = 0; r < 3; ++r) {
        for (int band = 0; band < 2; ++band) {
            const double inner = bands[band][0] * f.radius, outer = bands[band][1] * f.radius;
            const double from = kRegionFrom[r], span = kRegionSpan;
            QPainterPath path;
            const QRectF outerRect(f.apex - QPointF(outer, outer), QSizeF(2 * outer, 2 * outer));
            const QRectF innerRect(f.apex - QPointF(inner, inner), QSizeF(2 * inner, 2 * inner));
            path.arcMoveTo(outerRect, from);
            path.arcTo(outerRect, from, span);
            path.arcTo(innerRect, from + span, -span);
            path.closeSubpath();
            painter.setPen(QPen(style::idle().darker(120), 1));
            painter.setBrush(fieldColour(static_cast<Region>(r), band == 1));
            painter.drawPath(path);
        }
    }
    // Region names beyond the far edge, band names in the centre sector.
    const QString names[3] = {tr("left"), tr("centre"), tr("right")};
    painter.setPen(style::mutedText());
    const int line = fontMetrics().height();
    for (int r = 0; r < 3; ++r) {
        const QPointF at = polar(f.apex, kRegionFrom[r] + kRegionSpan / 2, f.radius + line * 0.7);
        painter.drawText(QRectF(at.x() - 40, at.y() - line / 2.0, 80, line), Qt::AlignCenter,
                         names[r]);
    }
    painter.setFont(style::captionFont(font()));
    for (bool far : {false, true}) {
        const bool lit = fieldSeen(Region::Centre, far);
        painter.setPen(lit ? style::textOn(style::signal()) : style::mutedText());
        if (lit && far)
            painter.setPen(style::text());
        // Towards the band's outer edge: the robot is drawn in the middle.
        const QPointF at = polar(f.apex, 90, (far ? 0.92 : 0.49) * f.radius);
        painter.drawText(QRectF(at.x() - 30, at.y() - line / 2.0, 60, line), Qt::AlignCenter,
                         far ? tr("far") : tr("near"));
    }
    painter.setFont(font());
}

void DockIrView::drawDock(QPainter &painter) const
{
    const Fan f = fan();
    const int line = fontMetrics().height();
    const QRectF dock(f.apex.x() - 2.2 * line, f.apex.y(), 4.4 * line, line * 0.9);
    painter.setPen(QPen(style::outline(), 1.2));
    painter.setBrush(style::bodyFill().darker(110));
    painter.drawRoundedRect(dock, 3, 3);
    painter.setFont(style::captionFont(font()));
    painter.setPen(style::text());
    painter.drawText(dock, Qt::AlignCenter, tr("dock"));
    painter.setFont(font());
}

void DockIrView::drawRobot(QPainter &painter) const
{
    const auto position = robotPosition();
    if (!position)
        return;
    // A small Kobuki: round body, a line from the centre to its front.
    const double r = std::max(8.0, fontMetrics().height() * 0.8);
    const QPointF heading = robotHeading();
    painter.setPen(QPen(style::outline(), 1.5));
    painter.setBrush(style::themed(0xffffff, 0x3a3f45));
    painter.drawEllipse(*position, r, r);
    painter.setPen(QPen(style::text(), 2.5, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(*position, *position + heading * r * 0.9);
}

void DockIrView::drawDescription(QPainter &painter) const
{
    const int line = fontMetrics().height();
    const QRectF area(4, gridTop() - 2 * line - 6, width() - 8, 2 * line);
    QFont bold = font();
    bold.setBold(hasData_ && seenBits());
    painter.setFont(bold);
    painter.setPen(hasData_ && seenBits() ? style::text() : style::mutedText());
    painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, description());
    painter.setFont(font());
}

void DockIrView::drawBitGrid(QPainter &painter) const
{
    // Raw bits for driver developers: one row per receiver, one column per field code.
    const QString columns[6] = {tr("NL"), tr("NC"), tr("NR"), tr("FL"), tr("FC"), tr("FR")};
    const std::uint8_t columnBits[6] = {bits::kNearLeft, bits::kNearCenter, bits::kNearRight,
                                        bits::kFarLeft, bits::kFarCenter, bits::kFarRight};
    const QString rows[kGridRows] = {tr("left rx"), tr("centre rx"), tr("right rx")};
    const std::uint8_t rowBytes[kGridRows] = {dockIr_.left, dockIr_.central, dockIr_.right};

    QFont small = style::captionFont(font());
    painter.setFont(small);
    const QFontMetrics metrics(small);
    const int line = fontMetrics().height();
    const double labelWidth = metrics.horizontalAdvance(tr("centre rx")) + 8;
    const double cell = std::min<double>(line * 1.8, (width() - 16 - labelWidth) / 6);
    const double left = (width() - labelWidth - 6 * cell) / 2;
    const double top = gridTop();
    painter.setPen(style::mutedText());
    for (int c = 0; c < 6; ++c)
        painter.drawText(QRectF(left + labelWidth + c * cell, top, cell, line), Qt::AlignCenter,
                         columns[c]);
    const double dot = line * 0.55;
    for (int r = 0; r < kGridRows; ++r) {
        const double y = top + (r + 1) * line;
        painter.setPen(style::mutedText());
        painter.drawText(QRectF(left, y, labelWidth - 6, line), Qt::AlignRight | Qt::AlignVCenter,
                         rows[r]);
        for (int c = 0; c < 6; ++c) {
            const bool on = hasData_ && (rowBytes[r] & columnBits[c]);
            const QColor colour = on ? style::signal() : style::surface();
            painter.setPen(QPen(on ? colour.darker(130) : style::idle().darker(115), 1));
            painter.setBrush(colour);
            painter.drawEllipse(QPointF(left + labelWidth + (c + 0.5) * cell, y + line / 2.0),
                                dot / 2, dot / 2);
        }
    }
    painter.setFont(font());
}

}  // namespace robodash::widgets
