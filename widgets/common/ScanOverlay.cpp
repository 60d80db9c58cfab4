#include "ScanOverlay.h"

#include "DashStyle.h"

#include <QObject>
#include <QPainter>
#include <QPolygonF>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {
namespace {

constexpr double kScanDotRadiusM = 0.015;  // a scan point is a few centimetres across on the map...
constexpr double kMinScanDotPixels = 1.5;  // ...but always visible when zoomed out
constexpr double kMaxScanDotPixels = 3.5;  // ...and never a blob when zoomed in

// Orange: apart from the trail's and heading's blue and from the grid's greys, and not the
// red that means critical on this dashboard.
QColor scanColour() { return style::seriesColour(1); }

}  // namespace

QPointF ScanOverlay::mounted(const core::SensorMount &mount, double x, double y)
{
    const double c = std::cos(mount.yaw), s = std::sin(mount.yaw);
    return {mount.x + x * c - y * s, mount.y + x * s + y * c};
}

void ScanOverlay::setScan(const core::LaserScan &scan, const core::SensorMount &mount)
{
    m_robotPoints.clear();
    m_robotPoints.reserve(qsizetype(scan.ranges.size()));
    m_nearest.reset();
    for (std::size_t ray = 0; ray < scan.ranges.size(); ++ray) {
        if (!scan.hasReturn(ray))
            continue;
        const double range = scan.ranges[ray], angle = scan.angleOf(ray);
        const QPointF point = mounted(mount, range * std::cos(angle), range * std::sin(angle));
        if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
            continue;  // a NaN angle or mount from the network: no point rather than one at 0
        m_robotPoints.append(point);
        const double distance = std::hypot(point.x(), point.y());
        if (!m_nearest || distance < m_nearest->distanceM)
            m_nearest = Obstacle{distance, std::atan2(point.y(), point.x()), point};
    }
    m_receivedMs = scan.receivedMs;
    m_rangeMaxM = scan.rangeMax;
    m_hasScan = true;
}

void ScanOverlay::clear()
{
    m_robotPoints.clear();
    m_nearest.reset();
    m_receivedMs = 0;
    m_rangeMaxM = 0;
    m_hasScan = false;
}

// The pose is the same kind of move as a mount: where base_link sits in the map's frame.
core::SensorMount ScanOverlay::poseAsMount(const core::Pose2D &pose)
{
    core::SensorMount robotInWorld;
    robotInWorld.x = pose.x;
    robotInWorld.y = pose.y;
    robotInWorld.yaw = pose.theta;
    return robotInWorld;
}

QVector<QPointF> ScanOverlay::worldPoints(const core::Pose2D &pose) const
{
    const core::SensorMount robotInWorld = poseAsMount(pose);
    QVector<QPointF> points;
    points.reserve(m_robotPoints.size());
    for (const QPointF &point : m_robotPoints)
        points.append(mounted(robotInWorld, point.x(), point.y()));
    return points;
}

QString ScanOverlay::nearestText() const
{
    if (!m_hasScan)
        return {};
    if (!m_nearest)
        return QObject::tr("nothing within %1 m").arg(style::fixed(m_rangeMaxM, 2));
    const QString distance = style::fixed(m_nearest->distanceM, 2);
    const long degrees = std::lround(style::headingDegrees(m_nearest->bearingRad));
    if (degrees == 0)
        return QObject::tr("nearest %1 m ahead").arg(distance);
    if (std::abs(degrees) == 180)
        return QObject::tr("nearest %1 m behind").arg(distance);
    return (degrees > 0 ? QObject::tr("nearest %1 m at %2° left") : QObject::tr("nearest %1 m at %2° right"))
        .arg(distance)
        .arg(std::abs(degrees));
}

void ScanOverlay::draw(QPainter &painter, const core::Pose2D &pose, const QTransform &worldToWidget) const
{
    if (m_robotPoints.isEmpty())
        return;
    const QVector<QPointF> world = worldPoints(pose);
    QPolygonF dots;
    dots.reserve(world.size());
    for (const QPointF &point : world)
        dots.append(worldToWidget.map(point));
    // Round points of a wide pen: one call for every dot, far cheaper than an ellipse each.
    const double pixelsPerMetre = std::abs(worldToWidget.m11());
    const double radius = std::clamp(kScanDotRadiusM * pixelsPerMetre, kMinScanDotPixels, kMaxScanDotPixels);
    painter.save();
    painter.setPen(QPen(scanColour(), 2 * radius, Qt::SolidLine, Qt::RoundCap));
    painter.drawPoints(dots);
    if (m_nearest) {  // a ring round the nearest return: the one the travel line names
        painter.setPen(QPen(scanColour(), 1.5));
        painter.setBrush(Qt::NoBrush);
        const QPointF robot = m_nearest->robotPoint;
        const QPointF nearest = worldToWidget.map(mounted(poseAsMount(pose), robot.x(), robot.y()));
        painter.drawEllipse(nearest, radius + 3, radius + 3);
    }
    painter.restore();
}

}  // namespace robodash::widgets
