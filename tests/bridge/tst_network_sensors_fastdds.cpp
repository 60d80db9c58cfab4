// A network robot's camera and scanner published by an independent DDS (eProsima Fast DDS,
// hand-written CDR: FastCdrSensorMessages), as a camera driver and rplidar_ros beside the base
// would: a raw rgb8 picture with padded rows on `camera/rgb/image_raw` (the only picture topic,
// so it is chosen), a scan on `scan` and where the scanner sits on the latched `/tf_static`
// (mounted behind the centre, turned round). The robot's base is `robodash-cli bridge sim:
// --no-sensors` in another process; a RobotSession here opens `ros2:/ns` as the dashboard
// does. What arrives must be exactly what was published.
#include "BridgeProcess.h"
#include "FastCdrSensorMessages.h"
#include "FastCdrStdMessages.h"
#include "FastDdsPeer.h"
#include "FastDdsTopic.h"

#include "RobotSession.h"
#include "link/LinkMetaTypes.h"
#include "DdsTestDomain.h"

#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_network_sensors_fastdds {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::link::RobotLink;

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kFastDdsIndex = 20;  // above the bridge's and the session's participant indices
constexpr int kWidth = 80, kHeight = 60, kStep = 256;  // rows padded past 80 x 3 bytes

ImageMessage picture()
{
    ImageMessage image;
    image.sec = 1700000000;
    image.frameId = "camera_rgb_optical_frame";
    image.width = kWidth;
    image.height = kHeight;
    image.encoding = "rgb8";
    image.step = kStep;
    image.data.resize(std::size_t(kStep) * kHeight);
    for (std::size_t i = 0; i < image.data.size(); ++i)
        image.data[i] = std::uint8_t((i * 7) % 251);
    return image;
}

LaserScanMessage sweep()
{
    LaserScanMessage scan;
    scan.frameId = "laser";
    scan.angleMin = -float(M_PI);
    scan.angleIncrement = float(M_PI / 2);
    scan.angleMax = float(M_PI / 2);
    scan.scanTime = 0.1f;
    scan.rangeMin = 0.02f;
    scan.rangeMax = 5.6f;
    scan.ranges = {1.25f, INFINITY, 0.5f, 9.0f};
    return scan;
}

TfMessage laserMount()
{
    TfMessage tf;
    TfMessage::Transform mount;
    mount.frameId = "base_link";
    mount.childFrameId = "laser";
    mount.translation = {-0.1, 0.05, 0.3};
    mount.rotation = {0, 0, 1, 0};  // half a turn about z
    tf.transforms.push_back(mount);
    return tf;
}

}  // namespace

class TestNetworkSensorsFastDds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aRawPictureArrivesAsPublished();
    void theScanAndItsMountArriveAsPublished();
    void cleanupTestCase();

private:
    QString m_namespace, m_port;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_fast;
    std::unique_ptr<FastDdsTopicWriter<ImageMessage>> m_camera;
    std::unique_ptr<FastDdsTopicWriter<LaserScanMessage>> m_scan;
    std::unique_ptr<FastDdsTopicWriter<TfMessage>> m_tfStatic;
    std::unique_ptr<RobotSession> m_session;
    QTimer m_publishing;
};

void TestNetworkSensorsFastDds::initTestCase()
{
    const int domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = QStringLiteral("/fastcam%1").arg(getpid());
    QVERIFY(m_bridge.start(domain, m_namespace, {"--no-sensors"}));
    m_fast = std::make_unique<FastDdsPeer>(domain, m_namespace.toStdString(), kFastDdsIndex);
    QVERIFY2(m_fast->isValid(), m_fast->error().c_str());
    m_camera = std::make_unique<FastDdsTopicWriter<ImageMessage>>(
        *m_fast, m_fast->ddsTopic("camera/rgb/image_raw"), 10);
    m_scan = std::make_unique<FastDdsTopicWriter<LaserScanMessage>>(*m_fast, m_fast->ddsTopic("scan"), 10);
    m_tfStatic = std::make_unique<FastDdsTopicWriter<TfMessage>>(*m_fast, "rt/tf_static", 1, true);
    QVERIFY(m_camera->isValid() && m_scan->isValid() && m_tfStatic->isValid());
    QVERIFY(m_tfStatic->write(laserMount()));
    // Published over and over, as a driver does: whenever the dashboard's readers match.
    connect(&m_publishing, &QTimer::timeout, this, [this] {
        m_camera->write(picture());
        m_scan->write(sweep());
    });
    m_publishing.start(100);
    m_session = std::make_unique<RobotSession>("kobuki");
    m_port = QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(m_namespace).arg(domain);
    m_session->link().connectTo(m_port);
    QTRY_VERIFY_WITH_TIMEOUT(m_session->link().isOnline(), kStartUpMs);
}

void TestNetworkSensorsFastDds::aRawPictureArrivesAsPublished()
{
    QSignalSpy topics(&m_session->link(), &RobotLink::cameraTopics);
    QSignalSpy images(&m_session->link(), &RobotLink::cameraImage);
    QTRY_VERIFY_WITH_TIMEOUT(!images.isEmpty(), kStartUpMs);
    QVERIFY(!topics.isEmpty());
    QCOMPARE(topics.last().at(0).toStringList(), QStringList{QStringLiteral("camera/rgb/image_raw")});
    QCOMPARE(topics.last().at(1).toString(), QStringLiteral("camera/rgb/image_raw"));
    const auto image = images.last().at(0).value<robodash::core::CameraImage>();
    QCOMPARE(image.kind, robodash::core::CameraImage::Kind::Raw);
    QCOMPARE(QString::fromStdString(image.format), QStringLiteral("rgb8"));
    QCOMPARE(QString::fromStdString(image.frameId), QStringLiteral("camera_rgb_optical_frame"));
    QCOMPARE(image.width, std::uint32_t(kWidth));
    QCOMPARE(image.height, std::uint32_t(kHeight));
    QCOMPARE(image.step, std::uint32_t(kStep));
    QCOMPARE(image.stampNs, std::int64_t(1700000000) * 1000000000);
    QVERIFY(image.data && *image.data == picture().data);
}

void TestNetworkSensorsFastDds::theScanAndItsMountArriveAsPublished()
{
    QSignalSpy scans(&m_session->link(), &RobotLink::laserScan);
    QTRY_VERIFY_WITH_TIMEOUT(!scans.isEmpty(), kStartUpMs);
    const auto scan = scans.last().at(0).value<robodash::core::LaserScan>();
    const LaserScanMessage sent = sweep();
    QCOMPARE(QString::fromStdString(scan.frameId), QStringLiteral("laser"));
    QCOMPARE(scan.angleMin, sent.angleMin);
    QCOMPARE(scan.angleIncrement, sent.angleIncrement);
    QCOMPARE(scan.rangeMax, sent.rangeMax);
    QCOMPARE(scan.ranges.size(), sent.ranges.size());
    QVERIFY(scan.hasReturn(0) && !scan.hasReturn(1) && scan.hasReturn(2) && !scan.hasReturn(3));
    QCOMPARE(scan.ranges[2], 0.5f);
    QCOMPARE(*scan.nearestRay(), std::size_t(2));

    // The latched mount reached the session when it connected (it was written before).
    QSignalSpy mounts(&m_session->link(), &RobotLink::sensorMount);
    m_session->link().disconnectFromRobot();
    m_session->link().connectTo(m_port);
    QTRY_VERIFY_WITH_TIMEOUT(!mounts.isEmpty(), kStartUpMs);
    const auto mount = mounts.last().at(0).value<robodash::core::SensorMount>();
    QCOMPARE(QString::fromStdString(mount.childFrame), QStringLiteral("laser"));
    QCOMPARE(mount.x, -0.1);
    QCOMPARE(mount.y, 0.05);
    QVERIFY(std::fabs(std::fabs(mount.yaw) - M_PI) < 1e-9);
}

void TestNetworkSensorsFastDds::cleanupTestCase()
{
    m_publishing.stop();
    m_session.reset();
    m_camera.reset();
    m_scan.reset();
    m_tfStatic.reset();
    m_fast.reset();
    QVERIFY(m_bridge.terminate(10000));
}

QTEST_GUILESS_MAIN(TestNetworkSensorsFastDds)

}  // namespace tst_network_sensors_fastdds

#include "tst_network_sensors_fastdds.moc"
