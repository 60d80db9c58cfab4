// A network robot's camera and scan on a dashboard, fed through its link's signals as the
// worker would emit them: the camera panel appears with the topics found and shows the chosen
// topic's pictures (another topic's are not shown), a choice reaches the link, the scan lands
// on every map placed by the scanner's mount, an old scan leaves the maps, a new connection
// forgets it all, and a fleet tile shows a picture at most once a second.
// Waits are on conditions, never on time.
#include "CameraPanel.h"
#include "CameraView.h"
#include "EventLog.h"
#include "MapView.h"
#include "RobotSession.h"
#include "RobotTile.h"
#include "SensorViews.h"
#include "link/LinkClock.h"
#include "link/RobotLink.h"
#include "store/SensorTelemetryDescription.h"

#include <QBuffer>
#include <QComboBox>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

namespace tst_camera_and_scan {  // this file's names, apart in a unity batch

using robodash::core::CameraImage;
using robodash::core::LaserScan;
using robodash::core::SensorMount;
using robodash::link::RobotLink;
using robodash::widgets::MapView;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr const char *kColour = "camera/color/image_raw/compressed";
constexpr const char *kDepth = "camera/depth/image_raw";

CameraImage jpeg(const char *topic, QColor colour, std::int64_t receivedMs)
{
    QImage picture(64, 48, QImage::Format_RGB888);
    picture.fill(colour);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, "JPEG", 95);
    CameraImage image;
    image.topic = topic;
    image.receivedMs = receivedMs;
    image.format = "jpeg";
    image.data = std::make_shared<const std::vector<std::uint8_t>>(bytes.begin(), bytes.end());
    return image;
}

// One ray straight ahead of the scanner, `metres` away; the rest without a return.
LaserScan scanAhead(float metres, std::int64_t receivedMs)
{
    LaserScan scan;
    scan.frameId = "tb1/laser";
    scan.receivedMs = receivedMs;
    scan.angleMin = 0;
    scan.angleIncrement = float(M_PI / 2);
    scan.angleMax = float(3 * M_PI / 2);
    scan.rangeMin = 0.15f;
    scan.rangeMax = 12;
    scan.ranges = {metres, INFINITY, NAN, 20.0f};
    return scan;
}

struct Dashboard {
    robodash::app::RobotSession session;
    CameraPanel camera;
    MapView map, presentationMap;
    robodash::widgets::CameraView presentationCamera;
    SensorViews views{session.link(), &camera, {&map, &presentationMap}};
    Dashboard() { views.addCameraView(&presentationCamera); }
};

}  // namespace

class TestCameraAndScan : public QObject {
    Q_OBJECT
private slots:
    void theCameraPanelShowsTheChosenTopicsPictures()
    {
        Dashboard dashboard;
        RobotLink &link = dashboard.session.link();
        QVERIFY(dashboard.camera.isHidden());  // no picture topic yet
        emit link.cameraTopics({QLatin1String(kColour), QLatin1String(kDepth)}, QLatin1String(kColour));
        QVERIFY(!dashboard.camera.isHidden());
        QCOMPARE(dashboard.camera.topics(), QStringList({QLatin1String(kColour), QLatin1String(kDepth)}));
        QCOMPARE(dashboard.camera.chosenTopic(), QLatin1String(kColour));
        emit link.cameraImage(jpeg(kDepth, Qt::blue, 100));  // a topic left a moment ago
        QVERIFY(!dashboard.camera.view()->hasImage());
        emit link.cameraImage(jpeg(kColour, Qt::red, 200));
        QVERIFY(dashboard.camera.view()->hasImage());
        const QColor shown = dashboard.camera.view()->currentImage().pixelColor(32, 24);
        QVERIFY2(shown.red() > 200 && shown.blue() < 60, qPrintable(shown.name()));
        // The presentation view's camera shows the same picture, from the first one.
        QVERIFY(!dashboard.presentationCamera.isHidden());
        QVERIFY(dashboard.presentationCamera.hasImage());
    }

    void choosingATopicAsksTheLinkForIt()
    {
        Dashboard dashboard;
        RobotLink &link = dashboard.session.link();
        emit link.cameraTopics({QLatin1String(kColour), QLatin1String(kDepth)}, QLatin1String(kColour));
        QSignalSpy chosen(&dashboard.camera, &CameraPanel::topicChosen);
        auto *choice = dashboard.camera.findChild<QComboBox *>(QStringLiteral("cameraTopic"));
        QVERIFY(choice);
        choice->setCurrentIndex(1);
        emit choice->textActivated(choice->itemText(1));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().at(0).toString(), QLatin1String(kDepth));
        QCOMPARE(dashboard.camera.chosenTopic(), QLatin1String(kDepth));
    }

    void theScanLandsOnEveryMapPlacedByItsMount()
    {
        Dashboard dashboard;
        RobotLink &link = dashboard.session.link();
        SensorMount mount;
        mount.parentFrame = "tb1/base_link";
        mount.childFrame = "tb1/laser";
        mount.x = 0.08;
        mount.yaw = M_PI / 2;  // the scanner turned a quarter left on the robot
        emit link.sensorMount(mount);
        emit link.laserScan(scanAhead(1.0f, robodash::link::linkClockMs()));
        for (MapView *map : {&dashboard.map, &dashboard.presentationMap}) {
            const auto &points = map->scanOverlay().robotPoints();
            QCOMPARE(points.size(), 1);  // inf, NaN and beyond range max: no point
            QVERIFY(std::fabs(points.first().x() - 0.08) < 1e-6);
            QVERIFY(std::fabs(points.first().y() - 1.0) < 1e-6);
            const auto nearest = map->nearestObstacle();
            QVERIFY(nearest.has_value());
            QVERIFY(std::fabs(nearest->distanceM - std::hypot(0.08, 1.0)) < 1e-6);
        }
        // The robot's store keeps it too, for plots: the nearest return from the scanner.
        const auto &store = dashboard.session.store().store();
        QCOMPARE(*store.latest(robodash::store::paths::kScanNearest), 1.0);
        QCOMPARE(*store.latest("sensors/scan/returns"), 1.0);
    }

    void anOldScanLeavesTheMaps()
    {
        Dashboard dashboard;
        RobotLink &link = dashboard.session.link();
        emit link.laserScan(scanAhead(1.0f, robodash::link::linkClockMs() - 5000));
        QVERIFY(dashboard.map.scanOverlay().hasScan());
        QTRY_VERIFY_WITH_TIMEOUT(!dashboard.map.scanOverlay().hasScan(), kTimeoutMs);
        QVERIFY(!dashboard.presentationMap.scanOverlay().hasScan());
    }

    void aNewConnectionForgetsTheSensors()
    {
        Dashboard dashboard;
        RobotLink &link = dashboard.session.link();
        emit link.cameraTopics({QLatin1String(kColour)}, QLatin1String(kColour));
        emit link.cameraImage(jpeg(kColour, Qt::red, 200));
        emit link.laserScan(scanAhead(1.0f, robodash::link::linkClockMs()));
        emit link.connectionRequested(QStringLiteral("ros2:/tb2"));
        QVERIFY(dashboard.camera.isHidden());
        QVERIFY(!dashboard.camera.view()->hasImage());
        QVERIFY(dashboard.camera.topics().isEmpty());
        QVERIFY(!dashboard.map.scanOverlay().hasScan());
        QVERIFY(dashboard.presentationCamera.isHidden());
    }

    void aFleetTileShowsAPictureAtMostOnceASecond()
    {
        robodash::app::RobotSession session;
        EventLog events;
        RobotTile tile(&session.link(), &session.store(), &events, QStringLiteral("tb1"), QStringLiteral("Kobuki"));
        QVERIFY(tile.picture().isNull());
        emit session.link().cameraImage(jpeg(kColour, Qt::red, 1000));
        QCOMPARE(tile.picture().height(), RobotTile::kPictureHeight);
        QVERIFY(tile.picture().toImage().pixelColor(10, 10).red() > 200);
        emit session.link().cameraImage(jpeg(kColour, Qt::blue, 1500));  // within the second
        QVERIFY(tile.picture().toImage().pixelColor(10, 10).red() > 200);
        emit session.link().cameraImage(jpeg(kColour, Qt::blue, 2000));
        QVERIFY(tile.picture().toImage().pixelColor(10, 10).blue() > 200);
    }
};

QTEST_MAIN(TestCameraAndScan)

}  // namespace tst_camera_and_scan
#include "tst_camera_and_scan.moc"
