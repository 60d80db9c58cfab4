#include "TwinSensorThread.h"

#include "bridge/RosMessages.h"
#include "bridge/SensorTopics.h"

#include <QCoreApplication>

namespace robodash::app {

TwinSensorThread::TwinSensorThread(bridge::SensorTopics &topics, TwinLauncher &twins,
                                   const std::string &baseFrame, const std::string &rosNamespace)
    : m_feed(std::make_unique<TwinSensorFeed>(twins))
{
    using bridge::RosMessages;
    m_thread.setObjectName(QStringLiteral("twin sensors"));
    m_feed->setFrames(baseFrame, rosNamespace);
    topics.publishMounts(m_feed->mounts(), RosMessages::now());
    m_feed->setWanted([&topics] { return topics.cameraWatched(); }, [&topics] { return topics.scanWatched(); });
    // Context `this`: the slots run on this object's thread, queued from the feed's.
    connect(m_feed.get(), &TwinSensorFeed::cameraImage, this,
            [&topics](const core::CameraImage &image) { topics.publishImage(image, RosMessages::now()); });
    connect(m_feed.get(), &TwinSensorFeed::laserScan, this,
            [&topics](const core::LaserScan &scan) { topics.publishScan(scan, RosMessages::now()); });
    m_feed->moveToThread(&m_thread);
    m_thread.start();
    QMetaObject::invokeMethod(m_feed.get(), &TwinSensorFeed::start, Qt::QueuedConnection);
}

TwinSensorThread::~TwinSensorThread()
{
    stop();
}

void TwinSensorThread::stop()
{
    if (!m_thread.isRunning())
        return;
    // The timers stop on their own thread.
    QMetaObject::invokeMethod(m_feed.get(), &TwinSensorFeed::stop, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_feed->disconnect(this);
    // A picture or sweep queued before the timers stopped is dropped, not published later
    // through topics that may be gone by then.
    QCoreApplication::removePostedEvents(this, QEvent::MetaCall);
}

}  // namespace robodash::app
