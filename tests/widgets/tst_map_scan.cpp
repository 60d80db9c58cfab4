// A laser scan on the map (MapView with its ScanOverlay): each return moves from the scanner's
// frame through its mount into the robot's frame, and through the robot's current pose onto
// the map; rays without a return make no point at all; the nearest obstacle is measured from
// the robot's centre and named in the travel line.
#include "DashStyle.h"
#include "MapView.h"
#include "ScanOverlay.h"
#include "WidgetTestHelpers.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tst_map_scan {  // this file's names, apart in a unity batch

using robodash::core::LaserScan;
using robodash::core::Pose2D;
using robodash::core::SensorMount;
using robodash::widgets::MapView;
namespace style = robodash::widgets::style;
namespace testing = robodash::widgets::testing;

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

LaserScan scanOf(std::vector<float> ranges, float angleMin = 0, float increment = float(kPi / 180))
{
    LaserScan scan;
    scan.topic = "scan";
    scan.frameId = "laser";
    scan.receivedMs = 4242;
    scan.angleMin = angleMin;
    scan.angleIncrement = increment;
    scan.angleMax = angleMin + increment * float(ranges.size() - 1);
    scan.rangeMin = 0.12f;
    scan.rangeMax = 12.0f;
    scan.ranges = std::move(ranges);
    return scan;
}

SensorMount mountAt(double x, double y, double yaw)
{
    SensorMount mount;
    mount.parentFrame = "base_link";
    mount.childFrame = "laser";
    mount.x = x;
    mount.y = y;
    mount.yaw = yaw;
    return mount;
}

bool near(const QPointF &a, const QPointF &b, double tolerance = 1e-6)
{
    return std::abs(a.x() - b.x()) <= tolerance && std::abs(a.y() - b.y()) <= tolerance;
}

// The pixel whose middle is nearest `point`: wholly inside a dot of 1.5 px radius or more,
// where anti-aliasing does not reach.
QColor pixelUnder(const QImage &image, const QPointF &point)
{
    return image.pixelColor(int(std::floor(point.x())), int(std::floor(point.y())));
}

QString describe(const QPointF &point) { return QStringLiteral("(%1, %2)").arg(point.x()).arg(point.y()); }

void snapshot(QWidget &widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("ROBODASH_MAP_SNAPSHOTS");
    if (!folder.isEmpty())
        testing::render(widget).save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

}  // namespace

class MapScanTest : public QObject {
    Q_OBJECT
private slots:
    void aReturnIsDrawnAtItsWorldPoint();
    void raysWithoutAReturnMakeNoPoint();
    void theScanFollowsTheCurrentPose();
    void nearestIsMeasuredFromTheRobotsCentre();
    void nearestJoinsTheTravelLineUntilCleared();
    void drawsARingOfDotsAroundTheRobot();
};

void MapScanTest::aReturnIsDrawnAtItsWorldPoint()
{
    MapView map;
    map.resize(400, 420);
    map.show();
    map.setPixelsPerMetre(100);
    map.setPose({1, 2, kPi / 2});  // facing +y
    map.setLaserScan(scanOf({1.0f}), mountAt(0.08, 0, 0));  // 1 m straight ahead of the scanner

    const auto &overlay = map.scanOverlay();
    QCOMPARE(overlay.robotPoints().size(), 1);
    QVERIFY2(near(overlay.robotPoints().at(0), {1.08, 0}), qPrintable(describe(overlay.robotPoints().at(0))));
    const QVector<QPointF> world = overlay.worldPoints(map.pose());
    QCOMPARE(world.size(), 1);
    QVERIFY2(near(world.at(0), {1.0, 3.08}), qPrintable(describe(world.at(0))));

    // Drawn there: the scan's colour at the dot's middle, 108 px above the robot.
    const QImage image = testing::render(map);
    const QPointF dot = map.toWidget(1.0, 3.08);
    QVERIFY(near(map.worldToWidget().map(world.at(0)), dot));
    QVERIFY(near(dot, map.toWidget(1, 2) + QPointF(0, -108), 1e-9));
    QVERIFY(map.mapArea().contains(dot));
    const QColor drawn = pixelUnder(image, dot);
    QVERIFY2(testing::sameColour(drawn, style::seriesColour(1), 30), qPrintable(drawn.name()));
    QCOMPARE(map.laserScanReceivedMs(), std::optional<std::int64_t>(4242));
}

void MapScanTest::raysWithoutAReturnMakeNoPoint()
{
    MapView map;
    // inf, NaN, under rangeMin, over rangeMax, negative, then the one real return at 90°.
    map.setLaserScan(scanOf({kInf, kNaN, 0.05f, 20.0f, -1.0f, 2.0f}, 0, float(kPi / 10)), SensorMount{});
    const QVector<QPointF> points = map.scanOverlay().robotPoints();
    QCOMPARE(points.size(), 1);
    const QPointF expected(2.0 * std::cos(5 * float(kPi / 10)), 2.0 * std::sin(5 * float(kPi / 10)));
    QVERIFY2(near(points.at(0), expected, 1e-5), qPrintable(describe(points.at(0))));
    for (const QPointF &point : points)
        QVERIFY(!near(point, {0, 0}, 1e-3));  // never a dot on the robot for a missing return
    QCOMPARE(map.nearestObstacle()->distanceM, 2.0);

    map.setLaserScan(scanOf({kInf, kNaN, 50.0f}), SensorMount{});  // open space all round
    QVERIFY(map.scanOverlay().robotPoints().isEmpty());
    QVERIFY(!map.nearestObstacle());
    QVERIFY2(map.travelText().endsWith(QStringLiteral(" · nothing within 12.00 m")), qPrintable(map.travelText()));
}

void MapScanTest::theScanFollowsTheCurrentPose()
{
    MapView map;
    map.setLaserScan(scanOf({1.0f}), mountAt(0.08, 0, 0));
    QVERIFY(near(map.scanOverlay().worldPoints(map.pose()).at(0), {1.08, 0}));
    map.setPose({-1, 0.5, kPi});  // the robot drove on between two scans: the dots come with it
    QVERIFY2(near(map.scanOverlay().worldPoints(map.pose()).at(0), {-2.08, 0.5}),
             qPrintable(describe(map.scanOverlay().worldPoints(map.pose()).at(0))));
}

void MapScanTest::nearestIsMeasuredFromTheRobotsCentre()
{
    MapView map;
    // A scanner 0.3 m behind the centre, turned round: its 0.5 m ray (backwards) is 0.8 m
    // from the centre, its 0.6 m ray (forwards) only 0.3 m. The nearest is not the shortest ray.
    map.setLaserScan(scanOf({0.5f, 0.6f}, 0, float(kPi)), mountAt(-0.3, 0, kPi));
    auto nearest = map.nearestObstacle();
    QVERIFY(nearest);
    QVERIFY(std::abs(nearest->distanceM - 0.3) < 1e-6);
    QVERIFY(std::abs(nearest->bearingRad) < 1e-6);
    QCOMPARE(map.scanOverlay().nearestText(), QStringLiteral("nearest 0.30 m ahead"));

    // Turned left by 90° and 0.1 m ahead: its forward ray of 0.5 m ends at (0.1, 0.5).
    map.setLaserScan(scanOf({0.5f}), mountAt(0.1, 0, kPi / 2));
    nearest = map.nearestObstacle();
    QVERIFY(std::abs(nearest->distanceM - std::hypot(0.1, 0.5)) < 1e-6);
    QVERIFY(std::abs(nearest->bearingRad - std::atan2(0.5, 0.1)) < 1e-6);  // 78.7°, left
    QCOMPARE(map.scanOverlay().nearestText(), QStringLiteral("nearest 0.51 m at 79° left"));

    map.setLaserScan(scanOf({0.5f}), mountAt(0.1, 0, -kPi / 2));
    QCOMPARE(map.scanOverlay().nearestText(), QStringLiteral("nearest 0.51 m at 79° right"));
    map.setLaserScan(scanOf({0.5f}), mountAt(-0.1, 0, kPi));
    QCOMPARE(map.scanOverlay().nearestText(), QStringLiteral("nearest 0.60 m behind"));
}

void MapScanTest::nearestJoinsTheTravelLineUntilCleared()
{
    MapView map;
    map.setTravel(1.5, 0.2, 0);
    const QString travel = QStringLiteral("Travelled 1.50 m · 0.20 m/s · 0 °/s");
    QCOMPARE(map.travelText(), travel);
    QVERIFY(!map.laserScanReceivedMs());
    map.setLaserScan(scanOf({0.42f}, float(kPi / 6)), SensorMount{});
    QCOMPARE(map.travelText(), travel + QStringLiteral(" · nearest 0.42 m at 30° left"));
    QCOMPARE(map.laserScanReceivedMs().value(), std::int64_t(4242));

    map.clearLaserScan();
    QCOMPARE(map.travelText(), travel);
    QVERIFY(!map.nearestObstacle());
    QVERIFY(map.scanOverlay().robotPoints().isEmpty());
    QVERIFY(!map.laserScanReceivedMs());
}

void MapScanTest::drawsARingOfDotsAroundTheRobot()
{
    MapView map;
    map.resize(420, 380);
    map.show();
    map.setPixelsPerMetre(100);
    map.setPose({0.4, -0.2, kPi / 6});
    // A room 2.4 m × 1.6 m around the robot, seen by a 360° scanner 8 cm ahead of its centre.
    std::vector<float> ranges;
    for (int ray = 0; ray < 360; ++ray) {
        const double angle = ray * kPi / 180;
        const double toWall = std::min(1.2 / std::max(std::abs(std::cos(angle)), 1e-9),
                                       0.8 / std::max(std::abs(std::sin(angle)), 1e-9));
        ranges.push_back(ray % 45 == 10 ? kInf : float(toWall));  // a few rays without a return
    }
    ranges[200] = 0.13f;  // the robot's own frame, inside its body
    map.setLaserScan(scanOf(ranges), mountAt(0.08, 0, 0));
    QCOMPARE(map.scanOverlay().robotPoints().size(), 352);
    const QImage image = testing::render(map);
    snapshot(map, QStringLiteral("map_scan"));
    const QVector<QPointF> world = map.scanOverlay().worldPoints(map.pose());
    int orange = 0;
    for (const QPointF &point : world)
        orange += testing::sameColour(pixelUnder(image, map.toWidget(point.x(), point.y())), style::seriesColour(1), 30);
    QVERIFY2(orange > 300, qPrintable(QString::number(orange)));
    // The dots are under the robot: its body hides the return inside it.
    QVERIFY(map.nearestObstacle()->distanceM < MapView::kRobotRadiusM - 0.05);
    const auto inside = std::min_element(world.begin(), world.end(), [](const QPointF &a, const QPointF &b) {
        return std::hypot(a.x() - 0.4, a.y() + 0.2) < std::hypot(b.x() - 0.4, b.y() + 0.2);
    });
    const QColor body = pixelUnder(image, map.toWidget(inside->x(), inside->y()));
    QVERIFY2(testing::sameColour(body, style::bodyFill(), 6), qPrintable(body.name()));
}

QTEST_MAIN(MapScanTest)

}  // namespace tst_map_scan
#include "tst_map_scan.moc"
