#include "TwinSensorFeed.h"

#include "bridge/SensorTopics.h"
#include "sim/core/VirtualRobot.h"

#include <QBuffer>
#include <QDateTime>
#include <QImage>

#include <cmath>

namespace robodash::app {

namespace {

core::SensorMount mountOf(const sim::PlanarMount &mount, const std::string &parent, const std::string &child)
{
    core::SensorMount placed;
    placed.parentFrame = parent;
    placed.childFrame = child;
    placed.x = mount.x;
    placed.y = mount.y;
    placed.z = mount.z;
    placed.yaw = mount.yaw;
    return placed;
}

std::shared_ptr<const std::vector<std::uint8_t>> jpegOf(const std::vector<std::uint8_t> &rgb,
                                                        int width, int height, int quality)
{
    const QImage image(rgb.data(), width, height, width * 3, QImage::Format_RGB888);
    QByteArray jpeg;
    QBuffer buffer(&jpeg);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPEG", quality);
    return std::make_shared<const std::vector<std::uint8_t>>(jpeg.begin(), jpeg.end());
}

}  // namespace

TwinSensorFeed::TwinSensorFeed(TwinLauncher &twins, QObject *parent)
    : QObject(parent), m_twins(twins), m_cameraTimer(this), m_scanTimer(this)
{
    m_cameraTimer.setTimerType(Qt::PreciseTimer);
    m_cameraTimer.setInterval(int(std::lround(1000.0 / kCameraRateHz)));
    connect(&m_cameraTimer, &QTimer::timeout, this, &TwinSensorFeed::takePicture);
    m_scanTimer.setTimerType(Qt::PreciseTimer);
    m_scanTimer.setInterval(int(std::lround(1000.0 / m_scanner.parameters().rateHz)));
    connect(&m_scanTimer, &QTimer::timeout, this, &TwinSensorFeed::takeSweep);
}

void TwinSensorFeed::setWanted(std::function<bool()> camera, std::function<bool()> scan)
{
    m_cameraWanted = std::move(camera);
    m_scanWanted = std::move(scan);
}

void TwinSensorFeed::start()
{
    m_cameraTimer.start();
    m_scanTimer.start();
}

void TwinSensorFeed::stop()
{
    m_cameraTimer.stop();
    m_scanTimer.stop();
}

void TwinSensorFeed::setFrames(const std::string &baseFrame, const std::string &rosNamespace)
{
    m_baseFrame = baseFrame;
    m_framePrefix = rosNamespace.empty() || rosNamespace == "/" ? std::string() : rosNamespace.substr(1) + "/";
}

std::vector<core::SensorMount> TwinSensorFeed::mounts() const
{
    return {mountOf(m_scanner.parameters().mount, m_baseFrame, m_framePrefix + kLaserFrame),
            mountOf(m_camera.parameters().mount, m_baseFrame, m_framePrefix + kCameraFrame)};
}

std::optional<sim::TwinScene> TwinSensorFeed::scene() const
{
    const TwinTransport::Twin twin = m_twins.current();
    return twin ? twin->scene() : std::nullopt;
}

core::CameraImage TwinSensorFeed::picture(const sim::TwinScene &scene, std::int64_t nowMs)
{
    const sim::CameraParameters &parameters = m_camera.parameters();
    m_camera.render(scene.world, scene.pose, m_pixels);
    core::CameraImage image;
    image.topic = bridge::SensorTopics::kCameraTopic;
    image.frameId = m_framePrefix + kCameraFrame;
    image.receivedMs = nowMs;
    image.kind = core::CameraImage::Kind::Compressed;
    image.format = "rgb8; jpeg compressed bgr8";  // as image_transport's compressed plugin says
    image.data = jpegOf(m_pixels, parameters.width, parameters.height, kJpegQuality);
    return image;
}

core::LaserScan TwinSensorFeed::sweep(const sim::TwinScene &scene, std::int64_t nowMs) const
{
    const sim::ScannerParameters &parameters = m_scanner.parameters();
    core::LaserScan scan;
    scan.topic = bridge::SensorTopics::kScanTopic;
    scan.frameId = m_framePrefix + kLaserFrame;
    scan.receivedMs = nowMs;
    scan.angleMin = float(parameters.angleMin);
    scan.angleMax = float(parameters.angleMax());
    scan.angleIncrement = float(parameters.angleIncrement);
    scan.scanTime = float(1.0 / parameters.rateHz);
    scan.rangeMin = float(parameters.rangeMin);
    scan.rangeMax = float(parameters.rangeMax);
    scan.ranges = m_scanner.ranges(scene.world, scene.pose);
    return scan;
}

void TwinSensorFeed::takePicture()
{
    if (m_cameraWanted && !m_cameraWanted())
        return;
    if (const auto seen = scene())
        emit cameraImage(picture(*seen, QDateTime::currentMSecsSinceEpoch()));
}

void TwinSensorFeed::takeSweep()
{
    if (m_scanWanted && !m_scanWanted())
        return;
    if (const auto seen = scene())
        emit laserScan(sweep(*seen, QDateTime::currentMSecsSinceEpoch()));
}

}  // namespace robodash::app
