#pragma once
// A top-down map of where the robot has been: its odometry pose drawn as the Kobuki's
// outline with a heading mark, the trail behind it, a metric grid whose spacing follows the
// zoom, and a scale bar. The view follows the robot, or stays where the user dragged it;
// the wheel zooms. Reset clears the trail and asks (resetRequested) for odometry to restart
// at the origin. Distance travelled and current speed are shown above the map.
// A laser scan (setLaserScan) is drawn around the robot as dots (ScanOverlay), and the
// nearest obstacle joins the travel line; the owner clears the scan when it grows old.
//
// World frame: x ahead of where odometry started, y to its left; drawn x right, y up.

#include "ScanOverlay.h"
#include "core/LaserScan.h"
#include "core/Pose2D.h"
#include "core/SensorMount.h"

#include <QPointF>
#include <QVector>
#include <QWidget>

#include <cstdint>
#include <optional>

class QCheckBox;
class QLabel;
class QTransform;

namespace robodash::widgets {

class RefreshGate;

class MapView : public QWidget {
    Q_OBJECT
public:
    static constexpr double kRobotRadiusM = 0.177;       // Kobuki body, 354 mm across
    static constexpr double kTrailSpacingM = 0.005;      // a trail point every 5 mm
    static constexpr int kMaxTrailPoints = 20000;        // 100 m of trail at that spacing
    static constexpr double kMinPixelsPerMetre = 5;
    static constexpr double kMaxPixelsPerMetre = 2000;

    explicit MapView(QWidget *parent = nullptr);

    bool follows() const;
    double pixelsPerMetre() const { return m_pixelsPerMetre; }
    void setPixelsPerMetre(double pixels);
    QPointF viewCentre() const { return m_centre; }
    const QVector<QPointF> &trail() const { return m_trail; }
    const core::Pose2D &pose() const { return m_pose; }
    QString travelText() const;
    // `text` with no-break spaces and joined slashes inside its " · " parts: a line wraps
    // between the parts only, never inside "0 °/s".
    static QString keepPartsTogether(const QString &text);
    double gridSpacingMetres() const;   // grid lines at least 40 px apart
    double scaleBarMetres() const;      // 1, 2 or 5 times a power of ten, 60 px or more
    static QString lengthText(double metres);
    QPointF toWidget(double x, double y) const;
    QTransform worldToWidget() const;  // the same as toWidget(), for a whole drawing
    QRectF mapArea() const;

    // The newest scan, drawn at the robot's current pose. `mount`: base frame -> scanner frame
    // (the default, an identity mount, when no transform is known).
    void setLaserScan(const core::LaserScan &scan, const core::SensorMount &mount = {});
    const ScanOverlay &scanOverlay() const { return m_scan; }
    std::optional<ScanOverlay::Obstacle> nearestObstacle() const { return m_scan.nearestObstacle(); }
    // The link clock of the scan shown, for its owner to clear an old one; none without a scan.
    std::optional<std::int64_t> laserScanReceivedMs() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void setPose(const robodash::core::Pose2D &pose);
    void setTravel(double distanceMetres, double linearMps, double angularRadps);
    void setFollow(bool follow);
    void clearTrail();
    void clearLaserScan();
    void reset();  // clear the trail, back to the origin, and ask for odometry to restart

signals:
    void resetRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    static double niceStep(double atLeastMetres);
    void addTrailPoint(const QPointF &point);
    void refresh();  // the travel line and a repaint, at the screen's pace
    void drawGrid(QPainter &painter) const;
    void drawTrail(QPainter &painter) const;
    void drawRobot(QPainter &painter) const;
    void drawScaleBar(QPainter &painter) const;

    QWidget *m_bar;
    QCheckBox *m_follow;
    QLabel *m_travel;
    RefreshGate *m_refresh;
    core::Pose2D m_pose;
    ScanOverlay m_scan;
    QVector<QPointF> m_trail;
    QPointF m_centre;  // world point at the middle of the map area
    double m_pixelsPerMetre = 150;
    double m_distance = 0, m_linear = 0, m_angular = 0;
    bool m_dragging = false;
    QPointF m_dragFrom;
};

}  // namespace robodash::widgets
