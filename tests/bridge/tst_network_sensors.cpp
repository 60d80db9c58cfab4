// A network robot's camera and laser scanner, end to end: `robodash-cli bridge sim:` in a
// process of its own publishes its twin's camera (JPEG on camera/color/image_raw/compressed),
// scan and /tf_static on the loopback interface, and a RobotSession here opens
// `ros2:/ns?domain=D&interface=lo` as the dashboard does. The picture that arrives is the
// twin's room seen from its true pose (pixels compared with the renderer's own, within JPEG's
// error), the scan puts the wall ahead where the room has it once the scanner's mount is
// applied, and a topic of another type chosen as the camera is named.
#include "BridgeProcess.h"

#include "FamilyCatalog.h"
#include "RobotSession.h"
#include "bridge/McapExporter.h"
#include "link/FieldCsvExporter.h"
#include "link/LinkMetaTypes.h"
#include "sim/core/RoomCamera.h"
#include "sim/core/World.h"
#include "DdsTestDomain.h"

#include <QBuffer>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstdlib>
#include <unistd.h>

namespace tst_network_sensors {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::link::RobotLink;

namespace {

constexpr int kStartUpMs = 30000;  // a sanitized bridge starting its twin, and DDS discovery
constexpr const char *kCameraTopic = "camera/color/image_raw/compressed";

template <typename T>
std::optional<T> last(const QSignalSpy &spy)
{
    if (spy.isEmpty())
        return std::nullopt;
    return spy.last().at(0).value<T>();
}

// Mean absolute difference of every channel of every pixel, 0..255.
double meanDifference(const QImage &picture, const std::vector<std::uint8_t> &rgb)
{
    const QImage seen = picture.convertToFormat(QImage::Format_RGB888);
    double sum = 0;
    for (int y = 0; y < seen.height(); ++y) {
        const uchar *row = seen.constScanLine(y);
        const std::uint8_t *expected = rgb.data() + std::size_t(y) * seen.width() * 3;
        for (int i = 0; i < seen.width() * 3; ++i)
            sum += std::abs(int(row[i]) - int(expected[i]));
    }
    return sum / (double(seen.width()) * seen.height() * 3);
}

}  // namespace

class TestNetworkSensors : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theCameraTopicIsFoundAndShowsTheTwinsRoom();
    void theScanPutsTheWallAheadWhereTheRoomHasIt();
    void aTopicOfAnotherTypeChosenAsTheCameraIsNamed();
    void aRecordingKeepsAPictureASecondAndEveryScan();
    void theRecordingReplaysItsPicturesAndScans();
    void theRecordingExportsThemToMcap();
    void theRecordingExportsTheSensorsFields();
    void cleanupTestCase();

private:
    int m_domain = 0;
    QString m_namespace;
    BridgeProcess m_bridge;
    std::unique_ptr<RobotSession> m_session;
    std::unique_ptr<QSignalSpy> m_images, m_scans, m_mounts, m_topics, m_warnings;
    QTemporaryDir m_dir;
    QString m_log;
};

void TestNetworkSensors::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/sensors%1").arg(getpid());
    QVERIFY(m_bridge.start(m_domain, m_namespace));
    m_session = std::make_unique<RobotSession>("kobuki");
    RobotLink &link = m_session->link();
    m_images = std::make_unique<QSignalSpy>(&link, &RobotLink::cameraImage);
    m_scans = std::make_unique<QSignalSpy>(&link, &RobotLink::laserScan);
    m_mounts = std::make_unique<QSignalSpy>(&link, &RobotLink::sensorMount);
    m_topics = std::make_unique<QSignalSpy>(&link, &RobotLink::cameraTopics);
    m_warnings = std::make_unique<QSignalSpy>(&link, &RobotLink::warning);
    link.connectTo(QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(m_namespace).arg(m_domain));
    QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kStartUpMs);
}

void TestNetworkSensors::theCameraTopicIsFoundAndShowsTheTwinsRoom()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_topics->isEmpty()
                                 && m_topics->last().at(1).toString() == QLatin1String(kCameraTopic),
                             kStartUpMs);
    QVERIFY(m_topics->last().at(0).toStringList().contains(QLatin1String(kCameraTopic)));
    QTRY_VERIFY_WITH_TIMEOUT(m_images->count() >= 2, kStartUpMs);
    const auto image = *last<robodash::core::CameraImage>(*m_images);
    QCOMPARE(QString::fromStdString(image.topic), QLatin1String(kCameraTopic));
    QCOMPARE(image.kind, robodash::core::CameraImage::Kind::Compressed);
    QVERIFY(image.format.find("jpeg") != std::string::npos);
    QImage picture;
    QVERIFY(picture.loadFromData(image.data->data(), int(image.size()), "JPEG"));
    QCOMPARE(picture.size(), QSize(640, 480));

    // Nobody drives: the twin stands at its start, the origin of its room, facing +x.
    const robodash::sim::RoomCamera camera;
    const auto expected = camera.render(robodash::sim::World::defaultWorld(), {0, 0, 0});
    const double difference = meanDifference(picture, expected);
    QVERIFY2(difference < 4.0, qPrintable(QStringLiteral("mean difference %1").arg(difference)));
    // And it is not any picture: the room seen turned a quarter left differs by far more.
    const auto turned = camera.render(robodash::sim::World::defaultWorld(), {0, 0, M_PI / 2});
    QVERIFY(meanDifference(picture, turned) > 4 * difference + 8);
}

void TestNetworkSensors::theScanPutsTheWallAheadWhereTheRoomHasIt()
{
    const auto laserMount = [&]() -> std::optional<robodash::core::SensorMount> {
        for (const auto &arguments : *m_mounts) {
            const auto mount = arguments.at(0).value<robodash::core::SensorMount>();
            if (mount.childFrame == m_namespace.mid(1).toStdString() + "/laser")
                return mount;
        }
        return std::nullopt;
    };
    QTRY_VERIFY_WITH_TIMEOUT(laserMount().has_value(), kStartUpMs);
    const auto mount = *laserMount();
    // From the frame the Kobuki's odometry moves (kobuki_ros's base_footprint), named with the
    // namespace: /tf_static is every robot's.
    QCOMPARE(QString::fromStdString(mount.parentFrame), QStringLiteral("base_footprint"));
    QVERIFY(std::fabs(mount.x - 0.08) < 1e-9);  // off centre: the transform matters

    QTRY_VERIFY_WITH_TIMEOUT(!m_scans->isEmpty(), kStartUpMs);
    const auto scan = *last<robodash::core::LaserScan>(*m_scans);
    QCOMPARE(QString::fromStdString(scan.frameId), m_namespace.mid(1) + QStringLiteral("/laser"));
    QCOMPARE(scan.ranges.size(), std::size_t(360));
    // The ray straight ahead in the scanner's frame, moved by the mount to the robot's centre:
    // the front wall is 1.7 m ahead of the twin's start.
    std::size_t ahead = 0;
    for (std::size_t ray = 0; ray < scan.ranges.size(); ++ray) {
        if (std::fabs(scan.angleOf(ray)) < std::fabs(scan.angleOf(ahead)))
            ahead = ray;
    }
    QVERIFY(scan.hasReturn(ahead));
    const double wallAhead = mount.x + scan.ranges[ahead] * std::cos(scan.angleOf(ahead) + mount.yaw);
    QVERIFY2(std::fabs(wallAhead - 1.7) < 0.02, qPrintable(QString::number(wallAhead)));
    // A closed room: every ray returns, none at zero.
    for (std::size_t ray = 0; ray < scan.ranges.size(); ++ray)
        QVERIFY(scan.hasReturn(ray) && scan.ranges[ray] > 0.1f);
    const auto nearest = scan.nearestRay();
    QVERIFY(nearest.has_value());
    QVERIFY(std::fabs(scan.ranges[*nearest] - (1.5f + 0.08f)) < 0.02f);  // the wall behind
}

void TestNetworkSensors::aTopicOfAnotherTypeChosenAsTheCameraIsNamed()
{
    // sensors/core: the topic the Kobuki's readings come on, chosen by mistake.
    m_session->link().chooseCameraTopic(QStringLiteral("sensors/core"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_warnings->isEmpty()
                                 && m_warnings->last().at(0).toString().contains(QStringLiteral("not as a picture")),
                             kStartUpMs);
    QVERIFY(m_warnings->last().at(0).toString().contains(QStringLiteral("sensors/core is published as kobuki_ros_interfaces")));
    // Back to the camera: pictures come again, and the base's own reader of that topic was
    // left alone (its readings still come).
    m_session->link().chooseCameraTopic(QLatin1String(kCameraTopic));
    m_images->clear();
    QTRY_VERIFY_WITH_TIMEOUT(!m_images->isEmpty(), kStartUpMs);
    QSignalSpy telemetry(&m_session->link(), &RobotLink::telemetry);
    QTRY_VERIFY_WITH_TIMEOUT(telemetry.count() > 10, kStartUpMs);
    QVERIFY(m_session->link().isOnline());
}

void TestNetworkSensors::aRecordingKeepsAPictureASecondAndEveryScan()
{
    RobotLink &link = m_session->link();
    m_log = m_dir.filePath(QStringLiteral("sensors.rdlog"));
    QSignalSpy stopped(&link, &RobotLink::recordingStopped);
    QSignalSpy started(&link, &RobotLink::recordingStarted);
    link.startRecording(m_log);
    QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty(), kStartUpMs);
    m_images->clear();
    m_scans->clear();
    // At least 3.5 s of pictures seen live (15 a second), by their own receive times.
    const auto pictureSpanMs = [&] {
        return m_images->count() < 2 ? 0
                                     : last<robodash::core::CameraImage>(*m_images)->receivedMs
                                           - m_images->first().at(0).value<robodash::core::CameraImage>().receivedMs;
    };
    QTRY_VERIFY_WITH_TIMEOUT(pictureSpanMs() >= 3500, kStartUpMs);
    link.stopRecording();
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), kStartUpMs);
    QVERIFY2(stopped.first().at(2).toString().isEmpty(), qPrintable(stopped.first().at(2).toString()));
}

void TestNetworkSensors::theRecordingReplaysItsPicturesAndScans()
{
    RobotSession replay("kobuki");
    RobotLink &link = replay.link();
    QSignalSpy images(&link, &RobotLink::cameraImage);
    QSignalSpy scans(&link, &RobotLink::laserScan);
    QSignalSpy mounts(&link, &RobotLink::sensorMount);
    QSignalSpy finished(&link, &RobotLink::replayFinished);
    link.setReplaySpeed(0);
    link.openReplay(m_log);
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kStartUpMs);
    // A picture a second: at least 3 over the 3.5 s recorded, never two within a second.
    QVERIFY2(images.count() >= 3, qPrintable(QString::number(images.count())));
    for (int i = 1; i < images.count(); ++i) {
        const qint64 gap = images.at(i).at(0).value<robodash::core::CameraImage>().receivedMs
                           - images.at(i - 1).at(0).value<robodash::core::CameraImage>().receivedMs;
        QVERIFY2(gap >= 1000, qPrintable(QString::number(gap)));
    }
    QImage picture;
    const auto image = images.last().at(0).value<robodash::core::CameraImage>();
    QVERIFY(picture.loadFromData(image.data->data(), int(image.size()), "JPEG"));
    QCOMPARE(picture.size(), QSize(640, 480));
    // Every scan (10 a second), each whole.
    QVERIFY2(scans.count() >= 30, qPrintable(QString::number(scans.count())));
    QCOMPARE(scans.last().at(0).value<robodash::core::LaserScan>().ranges.size(), std::size_t(360));
    // The recording began after the link had its latched /tf_static: it was written first.
    QVERIFY(!mounts.isEmpty());
    QCOMPARE(QString::fromStdString(mounts.first().at(0).value<robodash::core::SensorMount>().childFrame),
             m_namespace.mid(1) + QStringLiteral("/laser"));
}

void TestNetworkSensors::theRecordingExportsThemToMcap()
{
    const QString mcap = m_dir.filePath(QStringLiteral("sensors.mcap"));
    const auto result = robodash::bridge::McapExporter(robodash::app::robotFamilies().registry())
                            .exportFile(m_log, mcap, "/tb1");
    QVERIFY2(result.ok, qPrintable(result.error));
    QString topics;
    for (const auto &[topic, count] : result.messages)
        topics += QStringLiteral("%1 %2; ").arg(QString::fromStdString(topic)).arg(count);
    const auto count = [&](const char *topic) {
        const auto found = result.messages.find(topic);
        return found == result.messages.end() ? 0 : found->second;
    };
    QVERIFY2(count("/tb1/camera/color/image_raw/compressed") >= 3, qPrintable(topics));
    QVERIFY2(count("/tb1/scan") >= 30, qPrintable(topics));
    QVERIFY2(count("/tf_static") >= 1, qPrintable(topics));
    QVERIFY2(count("/tb1/odom") > 0, qPrintable(topics));
}

// `robodash-cli export LOG --fields`: the sensors' fields are read from the log's scans and
// pictures, as the Plots panel reads them in a replay (not left empty as "never given").
void TestNetworkSensors::theRecordingExportsTheSensorsFields()
{
    QByteArray csv;
    QBuffer out(&csv);
    QVERIFY(out.open(QIODevice::WriteOnly));
    const QStringList fields{QStringLiteral("sensors/scan/nearest_range"), QStringLiteral("sensors/camera/bytes"),
                             QStringLiteral("robot/battery/voltage")};
    const auto result = robodash::link::FieldCsvExporter(robodash::app::robotFamilies().registry())
                            .exportFile(m_log, fields, out);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY2(result.neverRead.isEmpty(), qPrintable(result.neverRead.join(QLatin1Char(','))));
    int ranges = 0, pictures = 0;
    for (const QByteArray &line : csv.split('\n').mid(1)) {
        const QList<QByteArray> cells = line.split(',');
        if (cells.size() != 4)
            continue;
        if (!cells[1].isEmpty()) {
            ++ranges;  // the twin stands in its room: the nearest wall is within the scanner's reach
            QVERIFY2(cells[1].toDouble() > 0.15 && cells[1].toDouble() < 12, line.constData());
        }
        if (!cells[2].isEmpty()) {
            ++pictures;
            QVERIFY2(cells[2].toDouble() > 1000, line.constData());  // a 640x480 JPEG's bytes
        }
    }
    QVERIFY2(ranges >= 30, qPrintable(QString::number(ranges)));
    QVERIFY2(pictures >= 3, qPrintable(QString::number(pictures)));
}

void TestNetworkSensors::cleanupTestCase()
{
    m_session.reset();
    QVERIFY(m_bridge.terminate(10000));
}

QTEST_GUILESS_MAIN(TestNetworkSensors)

}  // namespace tst_network_sensors

#include "tst_network_sensors.moc"
