#include "RobotView.h"

#include "core/Angles.h"

#include "DashStyle.h"
#include "RefreshGate.h"

#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {

namespace bits = robodash::kobuki::bits;
using robodash::kobuki::BasicSensors;

namespace {
// Bumper arcs in degrees, counter-clockwise from the robot's right; 90 is straight ahead.
struct Arc { double from, to; };
constexpr Arc kRightBumper{0, 56}, kCentreBumper{62, 118}, kLeftBumper{124, 180};
constexpr double kBumperInner = 0.85;  // fraction of the outer radius
constexpr double kCliffRadius = 0.68;
using robodash::core::kPi;

double middle(const Arc &arc) { return (arc.from + arc.to) / 2; }
}  // namespace

RobotView::RobotView(QWidget *parent)
    : QWidget(parent), repaint_(new RefreshGate([this] { update(); }, this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize RobotView::sizeHint() const { return {320, 340}; }
QSize RobotView::minimumSizeHint() const { return {180, 200}; }

void RobotView::setBasicSensors(const BasicSensors &sensors)
{
    const bool changed = !hasData_ || !(sensors.bumper == sensors_.bumper &&
                                        sensors.wheelDrop == sensors_.wheelDrop &&
                                        sensors.cliff == sensors_.cliff &&
                                        sensors.buttons == sensors_.buttons &&
                                        sensors.charger == sensors_.charger);
    sensors_ = sensors;
    hasData_ = true;
    // 50 Hz feedback mostly repeats itself: repaint only when something visible changed.
    if (changed)
        repaint_->requestRefresh();
}

RobotView::Geometry RobotView::geometry() const
{
    const double line = fontMetrics().height();
    const double top = line + 4;          // room for the "front" label
    const double bottom = 2 * line + 8;   // room for the summary
    const double available = std::min<double>(width() - 12, height() - top - bottom);
    Geometry g;
    g.radius = std::max(20.0, available / 2);
    g.centre = QPointF(width() / 2.0, top + g.radius);
    return g;
}

QPointF RobotView::polar(double degrees, double radiusFraction) const
{
    const Geometry g = geometry();
    const double radians = degrees * kPi / 180.0;
    return g.centre + QPointF(std::cos(radians), -std::sin(radians)) * g.radius * radiusFraction;
}

QRectF RobotView::wheelRect(bool left) const
{
    const Geometry g = geometry();
    const QSizeF size(0.17 * g.radius, 0.42 * g.radius);
    const double x = g.centre.x() + (left ? -0.6 : 0.6) * g.radius;
    return QRectF(QPointF(x - size.width() / 2, g.centre.y() - size.height() / 2), size);
}

QRectF RobotView::chargerRect() const
{
    const Geometry g = geometry();
    const QSizeF size(0.38 * g.radius, 0.1 * g.radius);
    return QRectF(QPointF(g.centre.x() - size.width() / 2, g.centre.y() - 0.2 * g.radius), size);
}

double RobotView::sensorRadius() const { return 0.075 * geometry().radius; }

bool RobotView::onDockContacts() const
{
    return hasData_ && (sensors_.charger & bits::kChargerStateMask) != 0 &&
           !(sensors_.charger & bits::kChargerAdapterBit);
}

QPointF RobotView::partCentre(Part part) const
{
    const Geometry g = geometry();
    const double bumperMiddle = (1 + kBumperInner) / 2;
    const double buttonY = g.centre.y() + 0.5 * g.radius;
    switch (part) {
    case Part::LeftBumper: return polar(middle(kLeftBumper), bumperMiddle);
    case Part::CentreBumper: return polar(middle(kCentreBumper), bumperMiddle);
    case Part::RightBumper: return polar(middle(kRightBumper), bumperMiddle);
    case Part::LeftWheel: return wheelRect(true).center();
    case Part::RightWheel: return wheelRect(false).center();
    case Part::LeftCliff: return polar(135, kCliffRadius);
    case Part::CentreCliff: return polar(90, kCliffRadius);
    case Part::RightCliff: return polar(45, kCliffRadius);
    case Part::Button0: return {g.centre.x() - 0.22 * g.radius, buttonY};
    case Part::Button1: return {g.centre.x(), buttonY};
    case Part::Button2: return {g.centre.x() + 0.22 * g.radius, buttonY};
    case Part::ChargerContact: return chargerRect().center();
    }
    return g.centre;
}

QColor RobotView::partColour(Part part) const
{
    auto lit = [this](std::uint8_t byte, std::uint8_t mask, const QColor &on, const QColor &off) {
        return (hasData_ && (byte & mask)) ? on : off;
    };
    const QColor cliffOk = hasData_ ? style::ok() : style::idle();
    const QColor wheel = style::outline();
    switch (part) {
    case Part::LeftBumper: return lit(sensors_.bumper, bits::kLeft, style::critical(), style::idle());
    case Part::CentreBumper: return lit(sensors_.bumper, bits::kCentre, style::critical(), style::idle());
    case Part::RightBumper: return lit(sensors_.bumper, bits::kRight, style::critical(), style::idle());
    case Part::LeftWheel: return lit(sensors_.wheelDrop, bits::kWheelLeft, style::critical(), wheel);
    case Part::RightWheel: return lit(sensors_.wheelDrop, bits::kWheelRight, style::critical(), wheel);
    case Part::LeftCliff: return lit(sensors_.cliff, bits::kLeft, style::critical(), cliffOk);
    case Part::CentreCliff: return lit(sensors_.cliff, bits::kCentre, style::critical(), cliffOk);
    case Part::RightCliff: return lit(sensors_.cliff, bits::kRight, style::critical(), cliffOk);
    case Part::Button0: return lit(sensors_.buttons, bits::kButton0, style::critical(), style::surface());
    case Part::Button1: return lit(sensors_.buttons, bits::kButton1, style::critical(), style::surface());
    case Part::Button2: return lit(sensors_.buttons, bits::kButton2, style::critical(), style::surface());
    case Part::ChargerContact: return onDockContacts() ? style::ok() : style::idle();
    }
    return style::idle();
}

QString RobotView::summary() const
{
    if (!hasData_)
        return tr("Waiting for sensor data…");
    QStringList active;
    auto sides = [](std::uint8_t byte, std::uint8_t left, std::uint8_t centre, std::uint8_t right) {
        QStringList names;
        if (byte & left) names << tr("left");
        if (centre && (byte & centre)) names << tr("centre");
        if (byte & right) names << tr("right");
        return names.join(QLatin1Char('+'));
    };
    const QString bumpers = sides(sensors_.bumper, bits::kLeft, bits::kCentre, bits::kRight);
    const QString drops = sides(sensors_.wheelDrop, bits::kWheelLeft, 0, bits::kWheelRight);
    const QString cliffs = sides(sensors_.cliff, bits::kLeft, bits::kCentre, bits::kRight);
    if (!bumpers.isEmpty()) active << tr("Bumper %1").arg(bumpers);
    if (!drops.isEmpty()) active << tr("Wheel drop %1").arg(drops);
    if (!cliffs.isEmpty()) active << tr("Cliff %1").arg(cliffs);
    for (int b = 0; b < 3; ++b)
        if (sensors_.buttons & (1 << b)) active << tr("Button B%1").arg(b);
    if (onDockContacts())
        active << tr("On dock");
    return active.isEmpty() ? tr("All clear") : active.join(QStringLiteral(" · "));
}

void RobotView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    drawBody(painter);
    drawBumpers(painter);
    drawWheels(painter);
    drawCliffSensors(painter);
    drawCharger(painter);
    drawButtons(painter);
    drawSummary(painter);
}

void RobotView::drawBody(QPainter &painter) const
{
    const Geometry g = geometry();
    // The rim carries the bumpers at the front; the top plate sits inside it.
    painter.setPen(QPen(style::outline(), 1.5));
    painter.setBrush(style::bodyFill());
    painter.drawEllipse(g.centre, g.radius, g.radius);
    painter.setPen(QPen(style::outline().lighter(130), 1));
    painter.setBrush(style::surface());
    painter.drawEllipse(g.centre, g.radius * kBumperInner, g.radius * kBumperInner);

    // The front: a label above the bumper and a chevron on the body pointing at it.
    painter.setPen(style::mutedText());
    painter.drawText(QRectF(0, 0, width(), fontMetrics().height() + 2), Qt::AlignCenter,
                     tr("▲ front"));
    const double s = 0.09 * g.radius;
    const QPointF tip = g.centre + QPointF(0, -0.5 * g.radius);
    painter.setPen(QPen(style::outline(), std::max(1.5, 0.025 * g.radius), Qt::SolidLine,
                        Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolyline(QPolygonF{tip + QPointF(-s, s), tip, tip + QPointF(s, s)});
}

void RobotView::drawBumpers(QPainter &painter) const
{
    const Geometry g = geometry();
    const QRectF outer(g.centre - QPointF(g.radius, g.radius), QSizeF(2 * g.radius, 2 * g.radius));
    const double innerRadius = g.radius * kBumperInner;
    const QRectF inner(g.centre - QPointF(innerRadius, innerRadius),
                       QSizeF(2 * innerRadius, 2 * innerRadius));
    const std::pair<Arc, Part> bumpers[] = {{kRightBumper, Part::RightBumper},
                                            {kCentreBumper, Part::CentreBumper},
                                            {kLeftBumper, Part::LeftBumper}};
    for (const auto &[arc, part] : bumpers) {
        QPainterPath path;
        path.arcMoveTo(outer, arc.from);
        path.arcTo(outer, arc.from, arc.to - arc.from);
        path.arcTo(inner, arc.to, arc.from - arc.to);
        path.closeSubpath();
        const QColor colour = partColour(part);
        painter.setPen(QPen(colour.darker(135), 1.2));
        painter.setBrush(colour);
        painter.drawPath(path);
    }
}

void RobotView::drawWheels(QPainter &painter) const
{
    const double r = 0.03 * geometry().radius;
    for (bool left : {true, false}) {
        const QColor colour = partColour(left ? Part::LeftWheel : Part::RightWheel);
        painter.setPen(QPen(colour.darker(140), 1));
        painter.setBrush(colour);
        painter.drawRoundedRect(wheelRect(left), r, r);
    }
}

void RobotView::drawCliffSensors(QPainter &painter) const
{
    const double r = sensorRadius();
    for (Part part : {Part::LeftCliff, Part::CentreCliff, Part::RightCliff}) {
        const QColor colour = partColour(part);
        painter.setPen(QPen(colour.darker(140), 1));
        painter.setBrush(colour);
        painter.drawEllipse(partCentre(part), r, r);
    }
}

void RobotView::drawCharger(QPainter &painter) const
{
    const QColor colour = partColour(Part::ChargerContact);
    const QRectF contact = chargerRect();
    painter.setPen(QPen(colour.darker(140), 1));
    painter.setBrush(colour);
    // Two contact strips, as on the robot's underside.
    const double gap = contact.width() * 0.2;
    const double strip = (contact.width() - gap) / 2;
    painter.drawRect(QRectF(contact.topLeft(), QSizeF(strip, contact.height())));
    painter.drawRect(QRectF(contact.topLeft() + QPointF(strip + gap, 0),
                            QSizeF(strip, contact.height())));
}

void RobotView::drawButtons(QPainter &painter) const
{
    const double r = sensorRadius();
    QFont labelFont = font();
    labelFont.setPixelSize(std::max(9, static_cast<int>(r * 1.5)));
    painter.setFont(labelFont);
    const Part buttons[] = {Part::Button0, Part::Button1, Part::Button2};
    for (int b = 0; b < 3; ++b) {
        const QPointF centre = partCentre(buttons[b]);
        const QColor colour = partColour(buttons[b]);
        painter.setPen(QPen(style::outline(), 1.2));
        painter.setBrush(colour);
        painter.drawEllipse(centre, r, r);
        painter.setPen(style::mutedText());
        painter.drawText(QRectF(centre.x() - 3 * r, centre.y() + r + 1, 6 * r, 2.2 * r),
                         Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("B%1").arg(b));
    }
    painter.setFont(font());
}

void RobotView::drawSummary(QPainter &painter) const
{
    const bool alarm = hasData_ && (sensors_.bumper || sensors_.wheelDrop || sensors_.cliff);
    QFont summaryFont = font();
    summaryFont.setBold(alarm);
    painter.setFont(summaryFont);
    painter.setPen(alarm ? style::critical() : style::mutedText());
    const Geometry g = geometry();
    const QRectF area(4, g.centre.y() + g.radius + 4, width() - 8,
                      height() - (g.centre.y() + g.radius + 4));
    painter.drawText(area, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, summary());
    painter.setFont(font());
}

}  // namespace robodash::widgets
