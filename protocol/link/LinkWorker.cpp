#include "link/LinkWorker.h"

#include "link/DriveStreamer.h"
#include "link/FamilyRecogniser.h"
#include "link/LinkClock.h"
#include "link/LinkSessionLogs.h"
#include "link/ReplayTransport.h"
#include "link/SafetyGate.h"
#include "link/SessionRecorder.h"
#include "link/WireTap.h"

namespace robodash::link {
namespace {

constexpr int kFlushTimeoutMs = 100;

}  // namespace

LinkWorker::LinkWorker(core::FamilyRegistry families, std::string family,
                       TransportFactory factory, QObject *parent)
    : QObject(parent),
      m_families(std::move(families)),
      m_liveFamily(std::move(family)),
      m_port(std::move(factory), this),
      m_drive(new DriveStreamer([this](const Velocity &v) { sendVelocity(v); }, this)),
      m_safety(new SafetyGate(m_drive, this)),
      m_tick(this),
      m_watchdog(this),
      m_statisticsTimer(this),
      m_recorder(new SessionRecorder(this)),
      m_wireTap(new WireTap(this))
{
    connect(m_wireTap, &WireTap::frames, this, &LinkWorker::wireFrames);
    connect(&m_port, &LinkConnection::sentReplayed, m_wireTap, &WireTap::sent);
    connect(&m_port, &LinkConnection::sentReplayed, this, [this](const QByteArray &bytes, qint64 stampMs) {
        m_driver->replaySent(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()),
                             stampMs);
    });
    connect(m_safety, &SafetyGate::statusChanged, this, &LinkWorker::safetyChanged);
    connect(m_safety, &SafetyGate::warning, this, &LinkWorker::warning);
    connect(m_recorder, &SessionRecorder::recordingStarted, this, &LinkWorker::recordingStarted);
    connect(m_recorder, &SessionRecorder::recordingStopped, this, &LinkWorker::recordingStopped);
    m_watchdog.setInterval(kWatchdogPeriodMs);
    m_statisticsTimer.setInterval(kStatisticsPeriodMs);
    connect(&m_tick, &QTimer::timeout, this, &LinkWorker::onTick);
    connect(&m_watchdog, &QTimer::timeout, this, &LinkWorker::onWatchdog);
    connect(&m_statisticsTimer, &QTimer::timeout, this, &LinkWorker::publishStatistics);
    connect(&m_port, &LinkConnection::opened, this, &LinkWorker::onTransportOpened);
    connect(&m_port, &LinkConnection::openFailed, this, &LinkWorker::onTransportOpenFailed);
    connect(&m_port, &LinkConnection::dataReceived, this, &LinkWorker::onData);
    connect(&m_port, &LinkConnection::connectionLost, this, &LinkWorker::onConnectionLost);
    connect(&m_port, &LinkConnection::notice, this, &LinkWorker::warning);
    connect(&m_port, &LinkConnection::driveRefused, this, &LinkWorker::driveRefused);
    connect(&m_port, &LinkConnection::cameraTopicsFound, this, &LinkWorker::cameraTopics);
    connect(&m_port, &LinkConnection::replayOpened, this, &LinkWorker::replayOpened);
    connect(&m_port, &LinkConnection::replayPosition, this, &LinkWorker::replayPosition);
    connect(&m_port, &LinkConnection::replayClockOrigin, this, &LinkWorker::replayClockOrigin);
    connect(&m_port, &LinkConnection::replayFinished, this, &LinkWorker::replayFinished);
    if (!useFamily(m_liveFamily)) {
        m_liveFamily = core::FamilyRegistry::kDefaultFamily;
        useFamily(m_liveFamily);
    }
}

LinkWorker::~LinkWorker()
{
    m_port.deleteTransports();
}

// Makes the driver of `family` the one the link hosts (unless it already is): the one that
// reads `source`'s bytes (a recording id: the family's network driver for its network id,
// else its serial driver); false when no family of that name is registered.
bool LinkWorker::useFamily(const std::string &family, const std::string &source)
{
    const core::FamilyDescriptor *descriptor = m_families.find(family);
    if (!descriptor || !descriptor->makeDriver)
        return false;
    const std::string protocol = descriptor->isNetworkRecording(source) ? source : descriptor->recordingId;
    if (m_driver && m_driverFamily == family && m_driverProtocol == protocol)
        return true;
    m_driver = descriptor->makeDriverFor(protocol);
    m_wireTap->setAnnotator(descriptor->annotatorFor(protocol));
    const bool familyChanges = m_driverFamily != family;
    m_driverFamily = family;
    m_driverProtocol = protocol;
    const core::DriverTiming timing = m_driver->timing();
    m_drive->setPeriodMs(timing.driveResendPeriodMs);
    m_tick.setInterval(timing.tickPeriodMs);
    m_safety->setFittedContacts(m_driver->info().capabilities.contacts);  // the words of its reasons
    if (!m_safetyChosen) {
        // Until the caller chooses, the over-current stop is the family's own.
        core::SafetySettings defaults;
        defaults.overCurrentAmperes = m_driver->info().overCurrentAmperes;
        m_safety->setSettings(defaults);
    }
    if (familyChanges)
        emit familyChanged(QString::fromStdString(family));
    return true;
}

// The recording id of what `address` carries: a network robot's messages, or serial bytes.
std::string LinkWorker::sourceOf(const PortAddress &address) const
{
    const core::FamilyDescriptor *descriptor = m_families.find(m_liveFamily);
    if (descriptor && address.kind == PortAddress::Kind::Network)
        return descriptor->network.recordingId;
    return {};
}

// ---- connection ---------------------------------------------------------------------------

void LinkWorker::openPort(const QString &portText)
{
    if (m_port.transport())
        closePort();
    emit driveRefused(QString());  // a refusal is a connection's: the new one says its own
    QString error;
    const std::optional<PortAddress> address = PortAddress::parse(portText, &error);
    if (!address) {
        emit connectionFailed(error);
        return;
    }
    useFamily(m_liveFamily, sourceOf(*address));  // after a replay of another family's log
    if (!m_port.open(*address, m_driver->info().baudRate))
        emit connectionFailed(QStringLiteral("no transport for %1").arg(address->text));
}

void LinkWorker::discardTransport()
{
    if (!m_port.transport())
        return;
    m_port.discard();
    m_wrongPort.stop();
    m_tick.stop();
}

void LinkWorker::onTransportOpened()
{
    resetStreamState();
    m_wireTap->restart();
    if (!m_port.replay())  // a log is judged by its reader, not by what its bytes look like
        m_wrongPort.start(linkClockMs());
    // A robot that was driving when the link dropped is still driving: zero first.
    m_drive->stop();
    m_watchdog.start();
    m_tick.start();
    m_statisticsTimer.start();
    emit connected(m_port.target().address().text);
    core::DriverOutput out;
    if (const ReplayTransport *log = m_port.replay())
        LinkSessionLogs::startOnLog(*m_driver, log->header(), linkClockMs(), out);
    else
        m_driver->start(linkClockMs(), true, out);
    apply(out);
    publishStatistics();
}

void LinkWorker::onTransportOpenFailed(const QString &message)
{
    const bool quiet = m_port.quietFailure();
    discardTransport();
    if (quiet)
        return;  // the reconnect timer tries again
    m_port.abandon();
    emit connectionFailed(message);
}

void LinkWorker::onConnectionLost(const QString &reason)
{
    discardTransport();
    emit driveRefused(QString());  // a refusal was that connection's: a reconnect says its own
    m_drive->stop();
    m_watchdog.stop();
    if (m_health.isOnline())
        goOffline(linkClockMs());
    emit disconnected(reason);
    publishStatistics();
    // While waiting to reconnect the status keeps coming, showing the growing frame age.
    if (m_port.reconnects())
        m_port.startReconnecting();
    else
        m_statisticsTimer.stop();
}

void LinkWorker::closePort()
{
    m_port.abandon();
    if (!m_port.transport())
        return;
    const bool wasOpen = m_port.isOpen();
    m_drive->stop();  // the zero goes out before the port closes
    if (wasOpen && !m_port.replay()) {
        core::DriverOutput out;
        m_driver->shutdown(out);
        apply(out);
    }
    if (wasOpen)
        m_port.flush(kFlushTimeoutMs);
    discardTransport();
    emit driveRefused(QString());
    m_watchdog.stop();
    m_statisticsTimer.stop();
    if (m_health.isOnline())
        goOffline(linkClockMs());
    if (wasOpen) {
        emit disconnected(QString::fromLatin1(kClosedOnRequestReason));
        publishStatistics();
    }
}

void LinkWorker::shutdown()
{
    m_recorder->stop();  // the log gets its end record before the program goes
    closePort();
    m_drive->setMotorsEnabled(true);
    m_watchdog.stop();
    m_statisticsTimer.stop();
    m_port.abandon();
    // Deleting the transport here, on its own thread, stops a virtual robot cleanly.
    m_port.deleteTransports();
}

void LinkWorker::setAutoReconnect(bool enabled)
{
    m_port.setAutoReconnect(enabled);
    if (m_port.transport())
        return;
    // While waiting to reconnect the status keeps coming, showing the growing frame age.
    if (!enabled)
        m_statisticsTimer.stop();
    else if (m_port.reconnects())
        m_statisticsTimer.start();
}

// ---- receiving ----------------------------------------------------------------------------

void LinkWorker::resetStreamState()
{
    m_device = core::DeviceInfo{};  // a new connection may be another robot
    m_latchedMessages.clear();
    m_health.restart(linkClockMs());
    m_safety->reset();
}

void LinkWorker::onData(const QByteArray &bytes)
{
    // A replayed chunk carries its recorded time, so plots show the log's own timeline.
    const ReplayTransport *log = m_port.replay();
    const qint64 receivedMs = log ? log->chunkTimeMs() : linkClockMs();
    keepIfLatched(bytes);
    if (m_pictureRate.keep(bytes, receivedMs)) {
        m_recordableBytes += quint64(bytes.size());
        m_recorder->record(bytes, receivedMs);
    }
    m_wireTap->received(bytes, receivedMs);
    m_wrongPort.sample(bytes);
    core::DriverOutput out;
    m_driver->receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                      static_cast<std::size_t>(bytes.size()), receivedMs, out);
    apply(out);
}

// Where a network robot's sensors sit comes once, when the link connects (/tf_static is
// latched): kept, each message once, for a recording started later (startRecording).
void LinkWorker::keepIfLatched(const QByteArray &bytes)
{
    if (!RecordedPictureRate::isStaticTransform(bytes) || m_latchedMessages.contains(bytes))
        return;
    if (m_latchedMessages.size() >= kMaxLatchedMessages)
        m_latchedMessages.removeFirst();
    m_latchedMessages.append(bytes);
}

// Everything a driver call produced, in order: bytes out, warnings, then each frame.
void LinkWorker::apply(core::DriverOutput &out)
{
    if (m_port.isLive()) {
        for (const std::vector<std::uint8_t> &bytes : out.writes)
            write(bytes);
    }
    for (const std::string &text : out.warnings)
        emit warning(QString::fromStdString(text));
    for (const core::FamilyReport &report : out.reports)
        emit familyReport(report);
    for (const core::SensorMount &mount : out.mounts)
        emit sensorMount(mount);
    for (const core::LaserScan &scan : out.scans)
        emit laserScan(scan);
    for (const core::CameraImage &image : out.images)
        emit cameraImage(image);
    for (const core::TelemetrySample &sample : out.samples)
        onSample(sample);
    if (out.identityComplete)
        emit identityComplete();
}

// Bytes out, and into the recording and the inspector with the time they went. What the
// transport refused (a closed port; a network robot's command it may not send: watch only, or
// a /cmd_vel shared with another robot) never went: it is neither recorded nor shown as sent.
void LinkWorker::write(const std::vector<std::uint8_t> &bytes)
{
    const QByteArray block(reinterpret_cast<const char *>(bytes.data()), static_cast<qsizetype>(bytes.size()));
    if (!m_port.write(block))
        return;
    const qint64 sentMs = linkClockMs();
    m_recorder->recordSent(block, sentMs);
    m_wireTap->sent(block, sentMs);
}

void LinkWorker::onSample(const core::TelemetrySample &sample)
{
    if (m_health.frameReceived(sample.receivedMs))
        emit onlineChanged(true, sample.receivedMs);
    if (sample.core.device)
        m_device = *sample.core.device;
    // Before anything else: a stop must not wait. Nothing is driven while a log plays, and
    // seeking jumps its clock.
    if (!m_port.replay()) {
        if (sample.core.contacts)
            m_safety->updateContacts(*sample.core.contacts);
        if (sample.core.currents)
            m_safety->updateCurrents(*sample.core.currents, sample.receivedMs);
        if (sample.core.supplyAmperes)
            m_safety->updateSupplyCurrent(*sample.core.supplyAmperes, sample.receivedMs);
    }
    emit telemetry(sample);
}

void LinkWorker::onTick()
{
    if (m_port.replay())
        return;  // a log cannot be asked anything
    core::DriverOutput out;
    m_driver->tick(linkClockMs(), out);
    apply(out);
}

void LinkWorker::onWatchdog()
{
    if (m_port.replay())
        return;  // a paused or slowed replay is not a robot that went quiet
    const qint64 now = linkClockMs();
    const Transport *transport = m_port.transport();
    const int offlineAfterMs = std::max(m_driver->timing().offlineAfterMs,
                                        transport ? transport->offlineAfterMsAtLeast() : 0);
    if (m_health.timedOut(now, offlineAfterMs))
        goOffline(now);
    checkWrongPort(now);
}

void LinkWorker::checkWrongPort(qint64 nowMs)
{
    const core::DriverCounters counters = m_driver->counters();
    const QString robot = QString::fromStdString(m_driver->info().displayName);
    const qint64 elapsedMs = nowMs - m_wrongPort.openedAtMs();
    if (m_wrongPort.checkSilent(nowMs, counters.bytesIn, counters.goodFrames))
        emit warning(WrongPortDetector::silentMessage(m_port.target().portName(), elapsedMs, robot));
    if (!m_wrongPort.check(nowMs, counters.bytesIn, counters.goodFrames, counters.discardedBytes))
        return;
    const core::FamilyDescriptor *other = FamilyRecogniser::recognise(m_families, m_wrongPort.sampled(), m_driverFamily);
    emit warning(WrongPortDetector::message(m_port.target().portName(), counters.bytesIn, elapsedMs, robot,
                                            m_driver->info().baudRate,
                                            other ? QString::fromStdString(other->displayName) : QString(),
                                            other ? QString::fromStdString(other->name) : QString()));
}

void LinkWorker::goOffline(qint64 nowMs)
{
    m_health.wentOffline();
    m_driver->wentOffline();
    m_drive->stop();
    m_safety->reset();  // stale contacts say nothing about the robot that comes back
    emit onlineChanged(false, nowMs);
}

void LinkWorker::publishStatistics()
{
    const qint64 now = linkClockMs();
    // Checked first, so that statistics from 2 s after the open never precede the verdict.
    checkWrongPort(now);
    LinkStatistics published = m_health.publish(m_driver->counters(), m_port.isOpen(), now);
    if (now > m_recordableCountedMs && m_port.isOpen() && m_recordableCountedMs > 0)
        published.recordedBytesPerSecond = double(m_recordableBytes - m_recordableAtLastCount) * 1000.0
                                           / double(now - m_recordableCountedMs);
    m_recordableAtLastCount = m_recordableBytes;
    m_recordableCountedMs = now;
    if (m_port.transport() && m_port.isOpen()) {
        published.transportNote = m_port.transport()->healthNote();
        // A network robot's log replays its messages: counted as messages, as they were live.
        const core::FamilyDescriptor *family = m_families.find(m_driverFamily);
        const bool replayOfMessages = m_port.replay() && family && family->isNetworkRecording(m_driverProtocol);
        published.messages = m_port.transport()->carriesMessages() || replayOfMessages;
    }
    emit statistics(published);
}

}  // namespace robodash::link
