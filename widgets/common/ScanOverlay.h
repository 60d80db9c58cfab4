#pragma once
// A laser scan drawn on the map (MapView owns one): each ray with a return becomes a point
// (r cos a, r sin a) in the scanner's frame, moved by the scanner's mount into the robot's
// frame once per scan, and by the robot's CURRENT pose into the map's frame at each paint, so
// the dots stay around the robot as it drives between two scans. Rays without a return (inf,
// NaN, outside [rangeMin, rangeMax]) are left out, never drawn at 0.
//
// The nearest obstacle is measured from the robot's centre (after the mount), not from the
// scanner: a scanner at the back sees the wall ahead 0.3 m farther than the robot is from it.

#include "core/LaserScan.h"
#include "core/Pose2D.h"
#include "core/SensorMount.h"

#include <QPointF>
#include <QString>
#include <QVector>

#include <cstdint>
#include <optional>

class QPainter;
class QTransform;

namespace robodash::widgets {

class ScanOverlay {
public:
    struct Obstacle {
        double distanceM = 0;  // from the robot's centre
        double bearingRad = 0;  // robot frame: 0 ahead, left positive
        QPointF robotPoint;     // where it is in the robot frame
    };

    void setScan(const core::LaserScan &scan, const core::SensorMount &mount);
    void clear();

    bool hasScan() const { return m_hasScan; }
    std::int64_t receivedMs() const { return m_receivedMs; }
    double rangeMaxM() const { return m_rangeMaxM; }
    // The returns in the robot's frame (x ahead, y left), in ray order.
    const QVector<QPointF> &robotPoints() const { return m_robotPoints; }
    // The returns in the map's frame with the robot at `pose`: where the dots are drawn.
    QVector<QPointF> worldPoints(const core::Pose2D &pose) const;
    std::optional<Obstacle> nearestObstacle() const { return m_nearest; }
    // "nearest 0.42 m at 30° left"; "nothing within 12.00 m" for a scan without a return;
    // empty without a scan.
    QString nearestText() const;

    // The dots with the robot at `pose`; `worldToWidget` maps the map's frame to the widget.
    void draw(QPainter &painter, const core::Pose2D &pose, const QTransform &worldToWidget) const;

private:
    static QPointF mounted(const core::SensorMount &mount, double x, double y);
    static core::SensorMount poseAsMount(const core::Pose2D &pose);

    QVector<QPointF> m_robotPoints;
    std::optional<Obstacle> m_nearest;
    std::int64_t m_receivedMs = 0;
    double m_rangeMaxM = 0;
    bool m_hasScan = false;
};

}  // namespace robodash::widgets
