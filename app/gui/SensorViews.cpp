#include "SensorViews.h"

#include "CameraPanel.h"
#include "CameraView.h"
#include "MapView.h"

#include "link/LinkClock.h"
#include "link/RobotLink.h"

using robodash::core::SensorMount;
using robodash::link::RobotLink;

namespace {

// A frame as /tf names it: without the leading '/' tf1 allowed.
QString frameKey(const std::string &frame)
{
    return QString::fromStdString(!frame.empty() && frame.front() == '/' ? frame.substr(1) : frame);
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
        m_camera->setFollowsEveryTopic(false);
        forget();
    });
    connect(&link, &RobotLink::replayOpened, this, &SensorViews::forget);
    connect(&link, &RobotLink::replaySeekRequested, this, &SensorViews::forgetReadings);
    connect(&link, &RobotLink::replayClockOrigin, this, [this](qint64 originMs) {
        m_replayOriginMs = originMs;
        m_replayNowMs = originMs;
        m_camera->setFollowsEveryTopic(true);
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
    const auto exact = m_mounts.constFind(frameKey(frame));
    if (exact != m_mounts.constEnd())
        return *exact;
    // A scan's frame without the namespace prefix its transform has ("laser" and
    // "tb1/laser"): only when one robot's transform ends so. /tf_static is shared by every
    // robot of the domain, and tb2's laser must not place tb1's scan.
    std::optional<SensorMount> only;
    const std::string base = SensorMount::baseName(frame);
    for (const SensorMount &mount : m_mounts) {
        if (SensorMount::baseName(mount.childFrame) != base)
            continue;
        if (only)
            return std::nullopt;
        only = mount;
    }
    return only;
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

// A seek: what was seen before it is not what the robot saw where the replay goes.
void SensorViews::forgetReadings()
{
    m_lastScanMs.reset();
    for (robodash::widgets::MapView *map : m_maps)
        map->clearLaserScan();
    m_camera->clearPicture();
    for (robodash::widgets::CameraView *view : m_cameraViews)
        view->clear();
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
