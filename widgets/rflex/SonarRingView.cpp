#include "SonarRingView.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "RefreshGate.h"

#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace {
using robodash::core::kPi;
constexpr int kArcPoints = 9;
constexpr int kSummaryFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
constexpr double kNoEchoStubPx = 14;

// A robot-frame direction (radians counter-clockwise from ahead) on the screen, front up.
QPointF screenDirection(double angle) { return {-std::sin(angle), -std::cos(angle)}; }
}  // namespace

SonarRingView::SonarRingView(QWidget *parent)
    : QWidget(parent),
      repaint_(new RefreshGate([this] { update(); }, this)),
      description_(rflex::RobotDescription::atrvJr())
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    rebuild();
}

QSize SonarRingView::sizeHint() const { return {340, 340}; }
QSize SonarRingView::minimumSizeHint() const { return {200, 200}; }

void SonarRingView::setDescription(const rflex::RobotDescription &description)
{
    description_ = description;
    ring_.clear();
    rebuild();
}

void SonarRingView::setSonar(const rflex::SonarTelemetry &sonar)
{
    if (!sonarOn_)
        return;  // the last reports of a ring just switched off are not live
    ring_ = sonar.ring;
    heardAny_ = true;
    rebuild();
}

void SonarRingView::setBumpPanels(const rflex::BumpPanels &panels)
{
    if (panels == panels_)
        return;
    panels_ = panels;
    repaint_->requestRefresh();
}

void SonarRingView::setSonarOn(bool on)
{
    sonarOn_ = on;
    if (!on) {  // echoes of a ring that is off would be drawn as if they were live
        ring_.clear();
        heardAny_ = false;
        rebuild();
        return;
    }
    repaint_->requestRefresh();
}

void SonarRingView::setDisplayRange(double metres)
{
    if (!(metres > 0))
        return;
    displayRange_ = metres;
    rebuild();
}

void SonarRingView::clear()
{
    ring_.clear();
    heardAny_ = false;
    panels_ = {};
    rebuild();
}

void SonarRingView::rebuild()
{
    cones_ = SonarCones::fromRing(description_, ring_, displayRange_);
    repaint_->requestRefresh();
}

QRectF SonarRingView::drawingArea() const
{
    // A square under the "front" line, as large as fits with the summary and the legend
    // (two lines, wrapped) right under it: no gap between the ring and what it says.
    const double line = fontMetrics().height();
    const double top = line + 4;
    const double below = 5 * line + 8;  // the summary may take two lines in a narrow view
    const double side = std::max(10.0, std::min(width() - 8.0, height() - top - below));
    return QRectF((width() - side) / 2, top, side, side);
}

QPointF SonarRingView::origin() const { return drawingArea().center(); }

double SonarRingView::pixelsPerMetre() const
{
    const QRectF area = drawingArea();
    const double body = std::max(description_.lengthMetres, description_.widthMetres) / 2;
    const double extent = displayRange_ + body;
    return std::max(1.0, std::min(area.width(), area.height()) / 2 / extent);
}

QPointF SonarRingView::toWidget(double x, double y) const
{
    const double s = pixelsPerMetre();
    return origin() + QPointF(-y * s, -x * s);
}

QPolygonF SonarRingView::conePolygon(int slot) const
{
    if (slot < 0 || slot >= int(cones_.size()))
        return {};
    const SonarCone &cone = cones_[std::size_t(slot)];
    if (cone.state != SonarCone::State::Range)
        return {};
    const QPointF from = toWidget(cone.x, cone.y);
    const double reach = cone.reachMetres * pixelsPerMetre();
    QPolygonF polygon;
    polygon << from;
    for (int i = 0; i < kArcPoints; ++i) {
        const double t = double(i) / (kArcPoints - 1);
        const double angle = cone.angle - SonarCones::kHalfWidthRadians + 2 * SonarCones::kHalfWidthRadians * t;
        polygon << from + screenDirection(angle) * reach;
    }
    return polygon;
}

// Where a sonar faces, as a person turned like the robot says it: "ahead", "40° left",
// "behind" (the wire's board.index said nothing to anyone but the firmware).
QString SonarRingView::bearingText(double angleRadians)
{
    const int degrees = int(std::lround(std::remainder(angleRadians, 2 * core::kPi) * core::kDegreesPerRadian));
    if (std::abs(degrees) <= 5) return tr("ahead");
    if (std::abs(degrees) >= 175) return tr("behind");
    return degrees > 0 ? tr("%1° left").arg(degrees) : tr("%1° right").arg(-degrees);
}

QString SonarRingView::summary() const
{
    if (!heardAny_)
        return sonarOn_ ? tr("Waiting for sonar reports…") : tr("Sonar off: tick Sonar on");
    int noEcho = 0, notHeard = 0;
    for (const SonarCone &cone : cones_) {
        noEcho += cone.state == SonarCone::State::NoEcho;
        notHeard += cone.state == SonarCone::State::NotHeard;
    }
    QStringList parts;
    if (const std::optional<SonarCone> nearest = SonarCones::nearest(cones_))
        parts << tr("Nearest echo %1 m, %2").arg(*nearest->rangeMetres, 0, 'f', 2).arg(bearingText(nearest->angle));
    else
        parts << tr("No echoes");
    if (noEcho) parts << tr("%n no echo", nullptr, noEcho);
    if (notHeard) parts << tr("%n not heard", nullptr, notHeard);
    if (!sonarOn_) parts << tr("sonar off");
    return parts.join(QStringLiteral(" · "));
}

void SonarRingView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(style::mutedText());
    painter.drawText(QRectF(0, 0, width(), fontMetrics().height() + 2), Qt::AlignCenter,
                     tr("%1 · ▲ front").arg(QString::fromStdString(description_.model)));
    drawRangeRings(painter);
    drawCones(painter);
    drawBody(painter);
    drawSummary(painter);
}

void SonarRingView::drawRangeRings(QPainter &painter) const
{
    const QPointF centre = origin();
    const double s = pixelsPerMetre();
    const double body = std::max(description_.lengthMetres, description_.widthMetres) / 2;
    painter.setBrush(Qt::NoBrush);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    const double step = displayRange_ > 3 ? 1.0 : 0.5;
    for (double metres = step; metres <= displayRange_ + 1e-9; metres += step) {
        const double r = (body + metres) * s;
        const bool whole = std::abs(metres - std::round(metres)) < 1e-9;
        painter.setPen(QPen(style::idle(), whole ? 1.2 : 0.8, whole ? Qt::DashLine : Qt::DotLine));
        painter.drawEllipse(centre, r, r);
        if (whole) {
            painter.setPen(style::mutedText());
            painter.drawText(centre + QPointF(r * 0.72 + 3, r * 0.72), tr("%1 m").arg(metres, 0, 'f', 0));
        }
    }
    painter.setFont(font());
}

void SonarRingView::drawBody(QPainter &painter) const
{
    const double s = pixelsPerMetre();
    const double halfLength = description_.lengthMetres / 2, halfWidth = description_.widthMetres / 2;
    const QPen outline(style::outline(), 1.5);
    const QColor front = panels_.front ? style::critical() : style::idle();
    const QColor rear = panels_.rear ? style::critical() : style::idle();
    const double panelPen = std::max(4.0, 0.06 * s);
    painter.setPen(outline);
    painter.setBrush(style::bodyFill());
    if (description_.shape == rflex::RobotDescription::Shape::Circle) {
        const double r = halfWidth * s;
        const QPointF c = toWidget(0, 0);
        const QRectF box(c - QPointF(r, r), QSizeF(2 * r, 2 * r));
        painter.drawEllipse(box);
        // Bump panels as arcs ahead and behind.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(front, panelPen, Qt::SolidLine, Qt::FlatCap));
        painter.drawArc(box, (90 - 50) * 16, 100 * 16);
        painter.setPen(QPen(rear, panelPen, Qt::SolidLine, Qt::FlatCap));
        painter.drawArc(box, (270 - 50) * 16, 100 * 16);
    } else {
        const QRectF box(toWidget(halfLength, halfWidth), toWidget(-halfLength, -halfWidth));
        painter.drawRoundedRect(box.normalized(), 4, 4);
        painter.setPen(QPen(front, panelPen, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(toWidget(halfLength, halfWidth * 0.85), toWidget(halfLength, -halfWidth * 0.85));
        painter.setPen(QPen(rear, panelPen, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(toWidget(-halfLength, halfWidth * 0.85), toWidget(-halfLength, -halfWidth * 0.85));
    }
    // A chevron pointing ahead, and the model.
    const double c = std::max(5.0, 0.08 * s);
    const QPointF tip = toWidget(halfLength * 0.45, 0);
    painter.setPen(QPen(style::outline(), 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolyline(QPolygonF{tip + QPointF(-c, c), tip, tip + QPointF(c, c)});
}

void SonarRingView::drawCones(QPainter &painter) const
{
    for (const SonarCone &cone : cones_) {
        const QPointF at = toWidget(cone.x, cone.y);
        switch (cone.state) {
        case SonarCone::State::Range: {
            QColor fill = style::signalSoft();
            fill.setAlpha(110);
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill);
            const QPolygonF polygon = conePolygon(cone.slot);
            painter.drawPolygon(polygon);
            // The echo: a solid arc where it came from; open (dashed) past the display range.
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(cone.beyond ? style::mutedText() : style::signal(), cone.beyond ? 1.5 : 2.5,
                                cone.beyond ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
            painter.drawPolyline(polygon.mid(1));
            break;
        }
        case SonarCone::State::NoEcho: {
            const QPointF tip = at + screenDirection(cone.angle) * kNoEchoStubPx;
            painter.setPen(QPen(style::mutedText(), 1.2, Qt::DashLine));
            painter.drawLine(at, tip);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(style::mutedText(), 1.2));
            painter.drawEllipse(tip, 3.5, 3.5);
            break;
        }
        case SonarCone::State::NotHeard:
            break;
        }
        // The transducer itself.
        painter.setPen(QPen(style::outline(), 1));
        painter.setBrush(cone.state == SonarCone::State::NotHeard ? style::idle() : style::signal());
        painter.drawEllipse(at, 3, 3);
    }
}

QRectF SonarRingView::summaryRoom() const
{
    const double line = fontMetrics().height();
    return QRectF(4, drawingArea().bottom() + 4, width() - 8, 2 * line + 2);
}

QRectF SonarRingView::summaryText() const
{
    return fontMetrics().boundingRect(summaryRoom().toRect(), kSummaryFlags, summary());
}

void SonarRingView::drawSummary(QPainter &painter) const
{
    const QRectF area = drawingArea();
    const double line = fontMetrics().height();
    painter.setPen(style::text());
    // Wrapped, not cut ("Nearest echo 1.23 m (sonar 0.3) · 3 no echo · …" in a narrow view).
    QRectF used;
    painter.drawText(summaryRoom(), kSummaryFlags, summary(), &used);
    const double legendTop = std::max(used.bottom(), area.bottom() + 4 + line) + 2;
    painter.setPen(style::mutedText());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    painter.drawText(QRectF(4, legendTop, width() - 8, 3 * line + 2),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                     tr("cone: echo at its range · dashed stub and ring: no echo · grey dot: not heard"));
    painter.setFont(font());
}

}  // namespace robodash::widgets
