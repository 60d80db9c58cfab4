#include "SensorViews.h"

#include "CameraPanel.h"
#include "CameraView.h"
#include "MapView.h"

#include "link/LinkClock.h"
#include "link/RobotLink.h"

using robodash::core::SensorMount;
using robodash::link::RobotLink;

namespace {

QString frameKey(const std::string &frame)
{
    return QString::fromStdString(SensorMount::baseName(frame));
}

}  // namespace

SensorViews::SensorViews(RobotLink &link, CameraPanel *camera,
                         QList<robodash::widgets::MapView *> maps, QObject *parent)
    : QObject(parent), m_camera(camera), m_maps(std::move(maps))
{
    connect(&link, &RobotLink::cameraTopics, camera, &CameraPanel::setTopics);
    connect(&link, &RobotLink::cameraImage, camera, &CameraPanel::showImage);
    connect(camera, &CameraPanel::topicChosen, &link, &RobotLink::chooseCameraTopic);
    connect(&link, &RobotLink::laserScan, this, &SensorViews::showScan);
    connect(&link, &RobotLink::sensorMount, this, &SensorViews::keepMount);
    connect(&link, &RobotLink::connectionRequested, this, [this] {
        m_replayOriginMs.reset();  // live again: the link's own clock
        m_replayNowMs.reset();
        forget();
    });
    connect(&link, &RobotLink::replayOpened, this, &SensorViews::forget);
    connect(&link, &RobotLink::replayClockOrigin, this, [this](qint64 originMs) {
        m_replayOriginMs = originMs;
        m_replayNowMs = originMs;
    });
    connect(&link, &RobotLink::replayPosition, this, [this](qint64 positionMs) {
        if (m_replayOriginMs)
            m_replayNowMs = *m_replayOriginMs + positionMs;
    });
    m_ticks.setInterval(kClockPeriodMs);
    connect(&m_ticks, &QTimer::timeout, this, &SensorViews::tick);
    m_ticks.start();
}

void SensorViews::addCameraView(robodash::widgets::CameraView *view)
{
    m_cameraViews.append(view);
    // The panel's choice decides which topic the link reads: what comes is what is shown.
    connect(m_camera, &CameraPanel::pictureShown, view, [view](const robodash::core::CameraImage &image) {
        view->setImage(image);
        view->show();
    });
}

std::optional<SensorMount> SensorViews::mountOf(const std::string &frame) const
{
    const auto found = m_mounts.constFind(frameKey(frame));
    if (found == m_mounts.constEnd())
        return std::nullopt;
    return *found;
}

void SensorViews::showScan(const robodash::core::LaserScan &scan)
{
    m_lastScanMs = scan.receivedMs;
    const SensorMount mount = mountOf(scan.frameId).value_or(SensorMount{});
    for (robodash::widgets::MapView *map : m_maps)
        map->setLaserScan(scan, mount);
}

void SensorViews::keepMount(const SensorMount &mount)
{
    m_mounts.insert(frameKey(mount.childFrame), mount);
}

void SensorViews::tick()
{
    const std::int64_t now = nowMs();
    m_camera->setNowMs(now);
    for (robodash::widgets::CameraView *view : m_cameraViews)
        view->setNowMs(now);
    if (m_lastScanMs && now - *m_lastScanMs > kScanStaleMs) {
        m_lastScanMs.reset();
        for (robodash::widgets::MapView *map : m_maps)
            map->clearLaserScan();
    }
}

std::int64_t SensorViews::nowMs() const
{
    return m_replayNowMs ? *m_replayNowMs : robodash::link::linkClockMs();
}

void SensorViews::forget()
{
    m_mounts.clear();
    m_lastScanMs.reset();
    for (robodash::widgets::MapView *map : m_maps)
        map->clearLaserScan();
    m_camera->forget();
    for (robodash::widgets::CameraView *view : m_cameraViews) {
        view->clear();
        view->hide();
    }
}
