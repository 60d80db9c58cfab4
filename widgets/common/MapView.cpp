#include "MapView.h"

#include "CachedPixmap.h"
#include "DashStyle.h"
#include "RefreshGate.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLineF>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTransform>
#include <QVector>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {
namespace {

constexpr double kMinGridPixels = 40;
constexpr double kMinScaleBarPixels = 60;
constexpr double kMinRobotPixels = 6;
constexpr double kZoomPerWheelStep = 1.15;
constexpr double kMinTrailStepPixels = 1.0;
constexpr double kRadToDeg = 57.29577951308232;

}  // namespace

MapView::MapView(QWidget *parent)
    : QWidget(parent), m_bar(new QWidget(this)), m_follow(new QCheckBox(tr("Follow robot"), m_bar)),
      m_travel(new QLabel(m_bar)), m_refresh(new RefreshGate([this] { refresh(); }, this))
{
    setObjectName(QStringLiteral("mapView"));
    style::paintsOwnBackground(this);  // paintEvent() fills the bar's strip and the map
    // Two lines, so that the map still reads in a narrow dock column.
    auto *lines = new QVBoxLayout(m_bar);
    lines->setContentsMargins(style::kMargin, style::kMargin / 2, style::kMargin, style::kMargin / 2);
    lines->setSpacing(style::kSpacing / 2);
    auto *row = new QHBoxLayout;
    m_follow->setChecked(true);
    m_follow->setObjectName(QStringLiteral("follow"));
    auto *resetButton = new QPushButton(tr("Reset"), m_bar);
    resetButton->setObjectName(QStringLiteral("reset"));
    resetButton->setToolTip(tr("Clear the trail and restart odometry here, at the origin"));
    m_travel->setObjectName(QStringLiteral("travel"));
    m_travel->setWordWrap(true);  // two lines in a narrow map rather than a cut-off speed
    row->addWidget(m_follow);
    row->addStretch(1);
    row->addWidget(resetButton);
    lines->addLayout(row);
    lines->addWidget(m_travel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addStretch(1);
    connect(m_follow, &QCheckBox::toggled, this, &MapView::setFollow);
    connect(resetButton, &QPushButton::clicked, this, &MapView::reset);
    m_travel->setText(keepPartsTogether(travelText()));  // wrapped between its parts only
    setMouseTracking(false);
}

QSize MapView::sizeHint() const { return {420, 360}; }
QSize MapView::minimumSizeHint() const { return {200, 220}; }

bool MapView::follows() const { return m_follow->isChecked(); }

void MapView::setFollow(bool follow)
{
    if (m_follow->isChecked() != follow)
        m_follow->setChecked(follow);  // comes back here through toggled
    if (follow)
        m_centre = QPointF(m_pose.x, m_pose.y);
    update();
}

void MapView::setPixelsPerMetre(double pixels)
{
    if (!std::isfinite(pixels))
        return;
    m_pixelsPerMetre = std::clamp(pixels, kMinPixelsPerMetre, kMaxPixelsPerMetre);
    update();
}

void MapView::setPose(const core::Pose2D &pose)
{
    if (!std::isfinite(pose.x) || !std::isfinite(pose.y) || !std::isfinite(pose.theta))
        return;
    m_pose = pose;
    addTrailPoint(QPointF(pose.x, pose.y));
    if (follows())
        m_centre = QPointF(pose.x, pose.y);
    m_refresh->requestRefresh();
}

void MapView::setTravel(double distanceMetres, double linearMps, double angularRadps)
{
    m_distance = distanceMetres;
    m_linear = linearMps;
    m_angular = angularRadps;
    m_refresh->requestRefresh();
}

void MapView::refresh()
{
    const QString travel = keepPartsTogether(travelText());
    if (m_travel->text() != travel)
        m_travel->setText(travel);  // repaints itself; wrapped between its parts only
    // The map only: the bar above it (follow, reset, the travel line) has not changed.
    update(mapArea().toAlignedRect());
}

// Spaces inside a part become no-break spaces and a slash joins what follows it: a line may
// break only at " · ".
QString MapView::keepPartsTogether(const QString &text)
{
    QStringList parts = text.split(QStringLiteral(" · "));
    for (QString &part : parts)
        part = part.replace(QLatin1Char(' '), QChar(0x00A0)).replace(QStringLiteral("/"), QStringLiteral("/\u2060"));
    return parts.join(QStringLiteral(" · "));
}

QString MapView::travelText() const
{
    const QString travel = tr("Travelled %1 · %2 m/s · %3 °/s")
                               .arg(lengthText(m_distance))
                               .arg(style::fixed(m_linear, 2), style::fixed(m_angular * kRadToDeg, 0));
    const QString nearest = m_scan.nearestText();  // empty without a scan
    return nearest.isEmpty() ? travel : travel + QStringLiteral(" · ") + nearest;
}

void MapView::setLaserScan(const core::LaserScan &scan, const core::SensorMount &mount)
{
    m_scan.setScan(scan, mount);
    m_refresh->requestRefresh();  // the dots and the nearest obstacle in the travel line
}

void MapView::clearLaserScan()
{
    if (!m_scan.hasScan())
        return;
    m_scan.clear();
    m_refresh->requestRefresh();
}

std::optional<std::int64_t> MapView::laserScanReceivedMs() const
{
    return m_scan.hasScan() ? std::optional<std::int64_t>(m_scan.receivedMs()) : std::nullopt;
}

void MapView::addTrailPoint(const QPointF &point)
{
    if (!m_trail.isEmpty()) {
        const QPointF step = point - m_trail.constLast();
        // The nanometre of slack keeps exact 5 mm steps from failing on rounding.
        if (std::hypot(step.x(), step.y()) < kTrailSpacingM - 1e-9)
            return;
    }
    if (m_trail.size() >= kMaxTrailPoints)
        m_trail.remove(0, kMaxTrailPoints / 10);  // the oldest tenth goes, in one move
    m_trail.append(point);
}

void MapView::clearTrail()
{
    m_trail.clear();
    update();
}

void MapView::reset()
{
    m_pose = core::Pose2D{};
    m_trail.clear();
    m_centre = QPointF(0, 0);
    setTravel(0, 0, 0);
    m_refresh->flush();  // the user pressed Reset: show it at once
    emit resetRequested();
}

QRectF MapView::mapArea() const
{
    return QRectF(rect()).adjusted(0, m_bar->geometry().bottom() + 1, 0, 0);
}

QPointF MapView::toWidget(double x, double y) const
{
    const QPointF middle = mapArea().center();
    return {middle.x() + (x - m_centre.x()) * m_pixelsPerMetre,
            middle.y() - (y - m_centre.y()) * m_pixelsPerMetre};
}

QTransform MapView::worldToWidget() const
{
    const QPointF middle = mapArea().center();
    return {m_pixelsPerMetre, 0, 0, -m_pixelsPerMetre, middle.x() - m_centre.x() * m_pixelsPerMetre,
            middle.y() + m_centre.y() * m_pixelsPerMetre};
}

double MapView::niceStep(double atLeastMetres)
{
    const double power = std::pow(10.0, std::floor(std::log10(atLeastMetres)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= atLeastMetres)
            return factor * power;
    return 10 * power;
}

double MapView::gridSpacingMetres() const { return niceStep(kMinGridPixels / m_pixelsPerMetre); }
double MapView::scaleBarMetres() const { return niceStep(kMinScaleBarPixels / m_pixelsPerMetre); }

QString MapView::lengthText(double metres)
{
    if (std::abs(metres) < 1.0)
        return QStringLiteral("%1 cm").arg(metres * 100, 0, 'f',
                                           metres != 0 && std::abs(metres) < 0.01 ? 1 : 0);
    return QStringLiteral("%1 m").arg(metres, 0, 'f', std::abs(metres) < 10 ? 2 : 1);
}

void MapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRectF area = mapArea();
    painter.fillRect(QRectF(0, 0, width(), area.top()), palette().window());  // behind the bar
    painter.fillRect(area, style::surface());
    painter.setClipRect(area);
    drawGrid(painter);  // straight lines on whole pixels: sharp without anti-aliasing, and cheaper
    painter.setRenderHint(QPainter::Antialiasing);
    drawTrail(painter);
    m_scan.draw(painter, m_pose, worldToWidget());  // under the robot: its body hides what is inside it
    drawRobot(painter);
    drawScaleBar(painter);
}

void MapView::drawGrid(QPainter &painter) const
{
    const QRectF area = mapArea();
    const double step = gridSpacingMetres();
    const double halfWidth = area.width() / 2 / m_pixelsPerMetre;
    const double halfHeight = area.height() / 2 / m_pixelsPerMetre;
    // The centre of a pixel column or row, where a one-pixel line covers exactly one.
    const auto onPixel = [](double coordinate) { return std::floor(coordinate) + 0.5; };
    // The thin lines in one call with one pen; the axes, two pixels wide, as filled
    // rectangles: a wider-than-one-pixel pen goes through Qt's general stroker, which cost
    // more than all the other lines together.
    QVector<QLineF> thin;
    QVector<QRectF> axes;
    for (double x = std::floor((m_centre.x() - halfWidth) / step) * step;
         x <= m_centre.x() + halfWidth; x += step) {
        const double px = onPixel(toWidget(x, 0).x());
        if (std::abs(x) < step / 2)
            axes.append(QRectF(px - 1.5, area.top(), 2, area.height()));
        else
            thin.append(QLineF(px, area.top(), px, area.bottom()));
    }
    for (double y = std::floor((m_centre.y() - halfHeight) / step) * step;
         y <= m_centre.y() + halfHeight; y += step) {
        const double py = onPixel(toWidget(0, y).y());
        if (std::abs(y) < step / 2)
            axes.append(QRectF(area.left(), py - 1.5, area.width(), 2));
        else
            thin.append(QLineF(area.left(), py, area.right(), py));
    }
    painter.setPen(QPen(style::idle(), 1));
    painter.drawLines(thin);
    for (const QRectF &axis : axes)
        painter.fillRect(axis, style::outline());
}

void MapView::drawTrail(QPainter &painter) const
{
    if (m_trail.size() < 2)
        return;
    // Points closer than a pixel to the last one drawn add nothing on screen, but a stroker
    // fed 20,000 of them builds (and the allocator keeps) buffers of that size: skip them.
    QPolygonF line;
    line.reserve(std::min<int>(m_trail.size() + 1, 4096));
    for (const QPointF &point : m_trail) {
        const QPointF onScreen = toWidget(point.x(), point.y());
        if (line.isEmpty() || std::abs(onScreen.x() - line.constLast().x()) >= kMinTrailStepPixels ||
            std::abs(onScreen.y() - line.constLast().y()) >= kMinTrailStepPixels)
            line.append(onScreen);
    }
    line.append(toWidget(m_pose.x, m_pose.y));
    // Bevel joins: the trail turns by a fraction of a degree every 5 mm, where a round join
    // looks the same and costs half as much again to stroke.
    painter.setPen(QPen(style::signal(), 2, Qt::SolidLine, Qt::RoundCap, Qt::BevelJoin));
    painter.drawPolyline(line);
}

void MapView::drawRobot(QPainter &painter) const
{
    const QPointF centre = toWidget(m_pose.x, m_pose.y);
    const double radius = std::max(kRobotRadiusM * m_pixelsPerMetre, kMinRobotPixels);
    // The body is round: the same picture at every heading, drawn once per zoom level.
    const int box = int(std::ceil(2 * radius + 3));
    const QPointF corner(std::round(centre.x() - box / 2.0), std::round(centre.y() - box / 2.0));
    painter.drawPixmap(corner, cachedPixmap(QStringLiteral("map-body/%1").arg(radius), QSize(box, box),
                                            devicePixelRatioF(), [radius, box](QPainter &p) {
                                                p.setPen(QPen(style::outline(), 1.5));
                                                p.setBrush(style::bodyFill());
                                                p.drawEllipse(QPointF(box / 2.0, box / 2.0), radius, radius);
                                            }));
    // Heading: a wedge from the centre to the front edge, screen y pointing down.
    const QPointF ahead(std::cos(m_pose.theta), -std::sin(m_pose.theta));
    const QPointF side(-ahead.y(), ahead.x());
    QPainterPath wedge;
    wedge.moveTo(centre + ahead * radius);
    wedge.lineTo(centre + side * radius * 0.45);
    wedge.lineTo(centre - side * radius * 0.45);
    wedge.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::signal());
    painter.drawPath(wedge);
}

void MapView::drawScaleBar(QPainter &painter) const
{
    const QRectF area = mapArea();
    const double metres = scaleBarMetres();
    const double pixels = metres * m_pixelsPerMetre;
    const QPointF left(area.left() + style::kMargin * 2, area.bottom() - style::kMargin * 2);
    const QPointF right = left + QPointF(pixels, 0);
    painter.setPen(QPen(style::text(), 2));
    painter.drawLine(left, right);
    painter.drawLine(left, left - QPointF(0, 5));
    painter.drawLine(right, right - QPointF(0, 5));
    painter.setFont(style::captionFont(font()));
    painter.drawText(QRectF(left.x(), left.y() - 24, pixels, 18), Qt::AlignCenter,
                     lengthText(metres));
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    setPixelsPerMetre(m_pixelsPerMetre * std::pow(kZoomPerWheelStep, steps));
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !mapArea().contains(event->position()))
        return QWidget::mousePressEvent(event);
    m_dragging = true;
    m_dragFrom = event->position();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return QWidget::mouseMoveEvent(event);
    const QPointF moved = event->position() - m_dragFrom;
    m_dragFrom = event->position();
    if (follows())
        setFollow(false);  // the user wants to look somewhere else: stay there
    m_centre -= QPointF(moved.x() / m_pixelsPerMetre, -moved.y() / m_pixelsPerMetre);
    update();
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragging = false;
    QWidget::mouseReleaseEvent(event);
}

}  // namespace robodash::widgets
