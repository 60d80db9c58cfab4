#include "RobotStoreFeed.h"

#include "FamilyCatalog.h"

namespace robodash::app {
namespace {

const core::TelemetryDescription<core::FamilyFrame> *telemetryOf(const QString &family)
{
    const core::FamilyDescriptor *descriptor = robotFamilies().registry().find(family.toStdString());
    return descriptor ? descriptor->telemetry : nullptr;
}

}  // namespace

RobotStoreFeed::RobotStoreFeed(link::RobotLink &link, QObject *parent)
    : QObject(parent), m_link(link), m_store(telemetryOf(link.family())), m_overview(new ReplayOverview(this))
{
    connect(&link, &link::RobotLink::telemetry, this, [this](const core::TelemetrySample &sample) {
        const std::size_t fields = m_store.fields().size();
        m_store.add(sample);
        if (m_store.fields().size() != fields)
            emit fieldsChanged();
        emit sampleAdded();
        emit readingsChanged();
    });
    connect(&link, &link::RobotLink::laserScan, this, [this](const core::LaserScan &scan) {
        addSensor(store::SensorReading{&scan, nullptr});
    });
    connect(&link, &link::RobotLink::cameraImage, this, [this](const core::CameraImage &picture) {
        addSensor(store::SensorReading{nullptr, &picture});
    });
    connect(&link, &link::RobotLink::familyChanged, this, &RobotStoreFeed::useFamily);
    followLink();
    updateLinkState();
}

void RobotStoreFeed::addSensor(const store::SensorReading &reading)
{
    m_store.addSensor(reading);
    emit readingsChanged();
}

// Another family's robot, or another log: the fields are that family's, no reading carries over.
void RobotStoreFeed::useFamily(const QString &family)
{
    const store::RobotLinkState state = m_store.linkState();
    m_store = store::RobotStore(telemetryOf(family));
    m_store.setLinkState(state);
    m_store.setTimeOriginMs(m_replayOriginMs);
    updateLinkState();
    emit fieldsChanged();
    emit readingsChanged();
}

void RobotStoreFeed::followLink()
{
    using link::RobotLink;
    connect(&m_link, &RobotLink::connectionRequested, this, [this] {
        m_failure.clear();
        m_overview->clear();  // a port, not a log: no whole log to show
        updateLinkState();
    });
    connect(&m_link, &RobotLink::connectionFailed, this, [this](const QString &message) {
        m_failure = message;
        updateLinkState();
    });
    connect(&m_link, &RobotLink::driveRefused, this, [this](const QString &reason) {
        m_driveRefusal = reason;
        updateLinkState();
    });
    connect(&m_link, &RobotLink::replayOpened, this, [this](const QString &path) {
        m_overview->start(path);
        m_store.clearReadings();  // a log's readings are its own
        m_failure.clear();
        m_replayEnded = false;
        updateLinkState();
        emit readingsChanged();
    });
    // A seek: the log is read afresh from there (the link's clock runs on, so the series
    // would otherwise hold the same stretch twice, or a jump in the counters as motion).
    connect(&m_link, &RobotLink::replaySeekRequested, this, [this] {
        m_store.clearReadings();
        emit readingsChanged();
    });
    // A live robot, perhaps after a reconnect: its readings so far stay, but a jump in its
    // counters is not motion.
    connect(&m_link, &RobotLink::connected, this, [this] {
        m_failure.clear();
        m_store.restartReaders();
        if (!m_link.isReplaying() && m_replayOriginMs) {
            // Live after a replay: the log's readings and its time are not this robot's now;
            // its time counts from its own first sample.
            m_replayOriginMs.reset();
            m_store.setTimeOriginMs(m_replayOriginMs);
            m_store.clearReadings();
            emit readingsChanged();
        }
    });
    connect(&m_link, &RobotLink::replayClockOrigin, this, [this](qint64 originMs) {
        m_replayOriginMs = originMs;
        m_store.setTimeOriginMs(m_replayOriginMs);
        emit readingsChanged();
    });
    connect(&m_link, &RobotLink::replayFinished, this, [this] {
        m_replayEnded = true;
        updateLinkState();
    });
    connect(&m_link, &RobotLink::replayPosition, this, [this](qint64 position, qint64 duration) {
        if (m_replayEnded && position < duration) {  // played again from a seek
            m_replayEnded = false;
            updateLinkState();
        }
    });
    for (auto signal : {&RobotLink::connected, &RobotLink::disconnected})
        connect(&m_link, signal, this, &RobotStoreFeed::updateLinkState);
    connect(&m_link, &RobotLink::onlineChanged, this, &RobotStoreFeed::updateLinkState);
    connect(&m_link, &RobotLink::replayPausedChanged, this, &RobotStoreFeed::updateLinkState);
}

void RobotStoreFeed::updateLinkState()
{
    using store::LinkPhase;
    store::RobotLinkState state;
    if (m_link.isReplaying())
        state.phase = m_replayEnded         ? LinkPhase::ReplayEnded
                      : m_link.isReplayPaused() ? LinkPhase::ReplayPaused
                                                : LinkPhase::Replaying;
    else if (m_link.isConnected())
        state.phase = m_link.isOnline() ? LinkPhase::Online : LinkPhase::Offline;
    else
        state.phase = m_failure.isEmpty() ? LinkPhase::NotConnected : LinkPhase::Failed;
    state.failure = m_failure.toStdString();
    state.driveRefusal = m_link.isConnected() ? m_driveRefusal.toStdString() : std::string();
    if (m_store.setLinkState(state))
        emit linkStateChanged(state);
}

}  // namespace robodash::app
