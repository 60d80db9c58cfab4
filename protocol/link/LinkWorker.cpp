#include "link/LinkWorker.h"

#include "link/DriveStreamer.h"
#include "link/LinkClock.h"
#include "link/PortDiscovery.h"
#include "link/ReplayTransport.h"
#include "link/SafetyGate.h"
#include "link/SessionLogReader.h"
#include "link/SessionRecorder.h"

#include <algorithm>

namespace robodash::link {
namespace {

constexpr int kFlushTimeoutMs = 100;

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

}  // namespace

LinkWorker::LinkWorker(core::FamilyRegistry families, std::string family,
                       TransportFactory factory, QObject *parent)
    : QObject(parent),
      m_families(std::move(families)),
      m_liveFamily(std::move(family)),
      m_factory(std::move(factory)),
      m_drive(new DriveStreamer([this](const Velocity &v) { sendVelocity(v); }, this)),
      m_safety(new SafetyGate(m_drive, this)),
      m_tick(this),
      m_watchdog(this),
      m_statisticsTimer(this),
      m_reconnectTimer(this),
      m_recorder(new SessionRecorder(this))
{
    connect(m_safety, &SafetyGate::statusChanged, this, &LinkWorker::safetyChanged);
    connect(m_safety, &SafetyGate::warning, this, &LinkWorker::warning);
    connect(m_recorder, &SessionRecorder::recordingStarted, this, &LinkWorker::recordingStarted);
    connect(m_recorder, &SessionRecorder::recordingStopped, this, &LinkWorker::recordingStopped);
    m_watchdog.setInterval(kWatchdogPeriodMs);
    m_statisticsTimer.setInterval(kStatisticsPeriodMs);
    m_reconnectTimer.setInterval(kReconnectPeriodMs);
    connect(&m_tick, &QTimer::timeout, this, &LinkWorker::onTick);
    connect(&m_watchdog, &QTimer::timeout, this, &LinkWorker::onWatchdog);
    connect(&m_statisticsTimer, &QTimer::timeout, this, &LinkWorker::publishStatistics);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &LinkWorker::tryReconnect);
    connect(m_drive, &DriveStreamer::deadmanTripped, this, [this] {
        emit warning(QStringLiteral("no fresh drive command for %1 ms: robot stopped")
                         .arg(DriveStreamer::kDeadmanMs));
    });
    if (!useFamily(m_liveFamily)) {
        m_liveFamily = core::FamilyRegistry::kDefaultFamily;
        useFamily(m_liveFamily);
    }
}

LinkWorker::~LinkWorker()
{
    delete m_transport;
}

// Makes the driver of `family` the one the link hosts (unless it already is); false when no
// family of that name is registered.
bool LinkWorker::useFamily(const std::string &family)
{
    if (m_driver && m_driverFamily == family)
        return true;
    const core::FamilyDescriptor *descriptor = m_families.find(family);
    if (!descriptor || !descriptor->makeDriver)
        return false;
    m_driver = descriptor->makeDriver();
    m_driverFamily = family;
    const core::DriverTiming timing = m_driver->timing();
    m_drive->setPeriodMs(timing.driveResendPeriodMs);
    m_tick.setInterval(timing.tickPeriodMs);
    emit familyChanged(fromStd(family));
    return true;
}

// ---- connection ---------------------------------------------------------------------------

void LinkWorker::openPort(const QString &portText)
{
    if (m_transport)
        closePort();
    QString error;
    const std::optional<PortAddress> address = PortAddress::parse(portText, &error);
    if (!address) {
        emit connectionFailed(error);
        return;
    }
    useFamily(m_liveFamily);  // after a replay of another family's log
    m_address = *address;
    m_address.baudRate = m_driver->info().baudRate;
    m_identity = DeviceIdentity{};
    m_identity.path = address->kind == PortAddress::Kind::Serial ? address->device : address->text;
    m_wantConnection = true;
    m_reconnectTimer.stop();
    startTransport(m_address, false);
}

void LinkWorker::startTransport(const PortAddress &address, bool quietFailure)
{
    m_quietFailure = quietFailure;
    m_transport = m_factory(address);
    if (!m_transport) {
        if (!quietFailure)
            emit connectionFailed(QStringLiteral("no transport for %1").arg(address.text));
        return;
    }
    connectTransport();
    m_transport->open();
}

void LinkWorker::connectTransport()
{
    m_transport->setParent(this);
    connect(m_transport, &Transport::opened, this, &LinkWorker::onTransportOpened);
    connect(m_transport, &Transport::openFailed, this, &LinkWorker::onTransportOpenFailed);
    connect(m_transport, &Transport::dataReceived, this, &LinkWorker::onData);
    connect(m_transport, &Transport::connectionLost, this, &LinkWorker::onConnectionLost);
}

void LinkWorker::discardTransport()
{
    if (!m_transport)
        return;
    m_transport->disconnect(this);
    m_transport->close();
    // Signals may come from inside the transport's own call stack: delete it later.
    m_transport->deleteLater();
    m_transport = nullptr;
    m_transportOpen = false;
    m_wrongPort.stop();
    m_tick.stop();
}

void LinkWorker::onTransportOpened()
{
    m_transportOpen = true;
    const DeviceIdentity identity = m_transport->identity();
    if (!identity.path.isEmpty())
        m_identity = identity;
    if (m_address.kind == PortAddress::Kind::Serial && m_identity.path.isEmpty())
        m_identity.path = m_address.device;
    resetStreamState();
    if (!replay())  // a log is judged by its reader, not by what its bytes look like
        m_wrongPort.start(linkClockMs());
    // A robot that was driving when the link dropped is still driving: zero first.
    m_drive->stop();
    m_watchdog.start();
    m_tick.start();
    m_statisticsTimer.start();
    m_reconnectTimer.stop();
    emit connected(m_address.text);
    core::DriverOutput out;
    m_driver->start(linkClockMs(), !replay(), out);
    apply(out);
    publishStatistics();
}

void LinkWorker::onTransportOpenFailed(const QString &message)
{
    const bool quiet = m_quietFailure;
    discardTransport();
    if (quiet)
        return;  // the reconnect timer tries again
    m_wantConnection = false;
    emit connectionFailed(message);
}

void LinkWorker::onConnectionLost(const QString &reason)
{
    discardTransport();
    m_drive->stop();
    m_watchdog.stop();
    if (m_online)
        goOffline(linkClockMs());
    emit disconnected(reason);
    publishStatistics();
    // While waiting to reconnect the status keeps coming, showing the growing frame age.
    if (m_autoReconnect && m_wantConnection)
        m_reconnectTimer.start();
    else
        m_statisticsTimer.stop();
}

void LinkWorker::closePort()
{
    m_wantConnection = false;
    m_reconnectTimer.stop();
    if (!m_transport)
        return;
    const bool wasOpen = m_transportOpen;
    m_drive->stop();  // the zero goes out before the port closes
    if (wasOpen && !replay()) {
        core::DriverOutput out;
        m_driver->shutdown(out);
        apply(out);
    }
    if (wasOpen)
        m_transport->flush(kFlushTimeoutMs);
    discardTransport();
    m_watchdog.stop();
    m_statisticsTimer.stop();
    if (m_online)
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
    m_reconnectTimer.stop();
    // Deleting the transport here, on its own thread, stops a virtual robot cleanly.
    const auto leftovers = findChildren<Transport *>(QString(), Qt::FindDirectChildrenOnly);
    for (Transport *transport : leftovers)
        delete transport;
}

void LinkWorker::setAutoReconnect(bool enabled)
{
    m_autoReconnect = enabled;
    if (m_transport)
        return;
    if (!enabled) {
        m_reconnectTimer.stop();
        m_statisticsTimer.stop();
    } else if (m_wantConnection) {
        m_reconnectTimer.start();
        m_statisticsTimer.start();
    }
}

void LinkWorker::tryReconnect()
{
    if (m_transport || !m_wantConnection)
        return;
    PortAddress address = m_address;
    if (address.kind == PortAddress::Kind::Serial) {
        const std::optional<QString> device =
            PortDiscovery::findDevice(m_identity, PortDiscovery::availablePorts());
        if (!device)
            return;
        address.device = *device;
    }
    startTransport(address, true);
}

// ---- receiving ----------------------------------------------------------------------------

void LinkWorker::resetStreamState()
{
    m_device = core::DeviceInfo{};  // a new connection may be another robot
    m_lastGoodFrameMs = -1;
    m_framesAtLastPublish = 0;
    m_bytesAtLastPublish = 0;
    m_lastPublishMs = linkClockMs();
    m_safety->reset();
}

void LinkWorker::onData(const QByteArray &bytes)
{
    // A replayed chunk carries its recorded time, so plots show the log's own timeline.
    const ReplayTransport *log = replay();
    const qint64 receivedMs = log ? log->chunkTimeMs() : linkClockMs();
    m_recorder->record(bytes, receivedMs);
    core::DriverOutput out;
    m_driver->receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                      static_cast<std::size_t>(bytes.size()), receivedMs, out);
    apply(out);
}

// Everything a driver call produced, in order: bytes out, warnings, then each frame.
void LinkWorker::apply(core::DriverOutput &out)
{
    if (m_transport && m_transportOpen && !replay()) {
        for (const std::vector<std::uint8_t> &bytes : out.writes)
            m_transport->write(QByteArray(reinterpret_cast<const char *>(bytes.data()),
                                          static_cast<qsizetype>(bytes.size())));
    }
    for (const std::string &text : out.warnings)
        emit warning(fromStd(text));
    for (const core::TelemetrySample &sample : out.samples)
        onSample(sample);
    if (out.identityComplete)
        emit identityComplete();
}

void LinkWorker::onSample(const core::TelemetrySample &sample)
{
    m_lastGoodFrameMs = sample.receivedMs;
    if (!m_online) {
        m_online = true;
        emit onlineChanged(true, sample.receivedMs);
    }
    if (sample.core.device)
        m_device = *sample.core.device;
    // Before anything else: a stop must not wait. Nothing is driven while a log plays, and
    // seeking jumps its clock.
    if (!replay()) {
        if (sample.core.contacts)
            m_safety->updateContacts(*sample.core.contacts);
        if (sample.core.currents)
            m_safety->updateCurrents(*sample.core.currents, sample.receivedMs);
    }
    emit telemetry(sample);
}

void LinkWorker::onTick()
{
    if (replay())
        return;  // a log cannot be asked anything
    core::DriverOutput out;
    m_driver->tick(linkClockMs(), out);
    apply(out);
}

void LinkWorker::onWatchdog()
{
    if (replay())
        return;  // a paused or slowed replay is not a robot that went quiet
    const qint64 now = linkClockMs();
    const int offlineAfterMs = m_driver->timing().offlineAfterMs;
    if (m_online && m_lastGoodFrameMs >= 0 && now - m_lastGoodFrameMs > offlineAfterMs)
        goOffline(now);
    checkWrongPort(now);
}

void LinkWorker::checkWrongPort(qint64 nowMs)
{
    const core::DriverCounters counters = m_driver->counters();
    if (!m_wrongPort.check(nowMs, counters.bytesIn, counters.goodFrames))
        return;
    const QString port = m_identity.path.isEmpty() ? m_address.text : m_identity.path;
    emit warning(WrongPortDetector::message(port, counters.bytesIn,
                                            nowMs - m_wrongPort.openedAtMs(),
                                            fromStd(m_driver->info().displayName),
                                            m_driver->info().baudRate));
}

void LinkWorker::goOffline(qint64 nowMs)
{
    m_online = false;
    m_driver->wentOffline();
    m_drive->stop();
    m_safety->reset();  // stale contacts say nothing about the robot that comes back
    emit onlineChanged(false, nowMs);
}

LinkStatistics LinkWorker::currentStatistics() const
{
    LinkStatistics s;
    s.connected = m_transportOpen;
    s.online = m_online;
    const core::DriverCounters counters = m_driver->counters();
    s.goodFrames = counters.goodFrames;
    s.checksumErrors = counters.checksumErrors;
    s.discardedBytes = counters.discardedBytes;
    s.malformedSubPayloads = counters.malformed;
    // A replay faster than real time stamps frames ahead of the clock: their age is 0, not
    // negative (which would read as "no frame yet").
    s.lastFrameAgeMs = m_lastGoodFrameMs < 0 ? -1 : std::max<qint64>(0, linkClockMs() - m_lastGoodFrameMs);
    return s;
}

void LinkWorker::publishStatistics()
{
    const qint64 now = linkClockMs();
    // Checked first, so that statistics from 2 s after the open never precede the verdict.
    checkWrongPort(now);
    LinkStatistics s = currentStatistics();
    const qint64 periodMs = now - m_lastPublishMs;
    if (periodMs > 0 && m_transportOpen) {
        const core::DriverCounters counters = m_driver->counters();
        s.framesPerSecond = double(counters.goodFrames - m_framesAtLastPublish) * 1000.0 / double(periodMs);
        s.bytesPerSecond = double(counters.bytesIn - m_bytesAtLastPublish) * 1000.0 / double(periodMs);
        m_framesAtLastPublish = counters.goodFrames;
        m_bytesAtLastPublish = counters.bytesIn;
    }
    m_lastPublishMs = now;
    emit statistics(s);
}

// ---- sending ------------------------------------------------------------------------------

void LinkWorker::sendVelocity(const Velocity &velocity)
{
    if (!m_transportOpen || replay())
        return;
    core::DriverOutput out;
    m_driver->drive(velocity.linearMps, velocity.angularRadps, out);
    apply(out);
}

void LinkWorker::drive(double linearMps, double angularRadps)
{
    m_safety->drive(linearMps, angularRadps);
}

void LinkWorker::stop()
{
    m_safety->stop();
}

void LinkWorker::setMotorsEnabled(bool enabled)
{
    m_drive->setMotorsEnabled(enabled);
}

void LinkWorker::setDriveLimits(const DriveLimits &limits)
{
    if (!m_drive->setLimits(limits))
        emit warning(QStringLiteral("drive limits not changed: every speed and acceleration "
                                    "limit must be a number above zero"));
}

void LinkWorker::setSafetySettings(const core::SafetySettings &settings)
{
    if (!m_safety->setSettings(settings))
        emit warning(QStringLiteral("safety settings not changed: the over-current limit must be "
                                    "above 0 A (at most %1 A) and its time 0 to %2 ms")
                         .arg(core::SafetySettings::kMaxOverCurrentAmperes)
                         .arg(core::SafetySettings::kMaxOverCurrentHoldMs));
}

void LinkWorker::sendCommand(const core::FamilyCommand &command)
{
    // Nothing is kept for later while no robot listens: the next robot, perhaps another
    // one, must not receive what the user set with no robot there to see it.
    if (!m_transportOpen || replay())
        return;
    core::DriverOutput out;
    if (!m_driver->command(command, out))
        emit warning(QStringLiteral("the %1 driver does not know this command: nothing sent")
                         .arg(fromStd(m_driver->info().displayName)));
    apply(out);
}

void LinkWorker::resetOdometry()
{
    m_driver->resetOdometry();
}

// ---- session logs -------------------------------------------------------------------------

ReplayTransport *LinkWorker::replay() const
{
    return qobject_cast<ReplayTransport *>(m_transport);
}

SessionLogHeader LinkWorker::recordingHeader() const
{
    SessionLogHeader header;
    header.robot = fromStd(m_driverFamily);
    if (const core::FamilyDescriptor *family = m_families.find(m_driverFamily))
        header.protocol = fromStd(family->recordingId);
    header.hardware = fromStd(m_device.hardware);
    header.firmware = fromStd(m_device.firmware);
    header.udid = fromStd(m_device.serial);
    header.serialNumber = m_identity.serialNumber;
    return header;
}

void LinkWorker::startRecording(const QString &path)
{
    m_recorder->start(path, m_address.text, recordingHeader());
}

void LinkWorker::stopRecording()
{
    m_recorder->stop();
}

void LinkWorker::openReplay(const QString &path)
{
    // The whole file is read and checked before the live link is touched: a file that is
    // not a log must leave a connected (perhaps driving) robot exactly as it was.
    QString error;
    std::optional<SessionLog> log = SessionLogReader::read(path, &error);
    if (!log) {
        emit replayFailed(error);
        return;
    }
    const std::string family = log->header.family();
    if (!m_families.find(family)) {
        emit replayFailed(QStringLiteral("%1 is a log of a \"%2\" robot, which this program "
                                         "cannot decode (it knows: %3)")
                              .arg(path, fromStd(family), fromStd(m_families.names())));
        return;
    }
    if (m_transport)
        closePort();  // sends zero first, as for any close
    useFamily(family);
    m_wantConnection = false;  // a log that ends is not a link to re-establish
    m_reconnectTimer.stop();
    m_address = PortAddress{};
    m_address.text = QStringLiteral("replay:%1").arg(path);
    m_identity = DeviceIdentity{};
    m_quietFailure = false;
    auto *player = new ReplayTransport(path, std::move(*log));
    m_transport = player;
    connectTransport();
    connect(player, &ReplayTransport::opened, this,
            [this, player, path] { emit replayOpened(path, player->durationMs()); });
    connect(player, &ReplayTransport::positionChanged, this, &LinkWorker::replayPosition);
    connect(player, &ReplayTransport::finished, this, &LinkWorker::replayFinished);
    player->open();
}

void LinkWorker::setReplaySpeed(double speed)
{
    if (ReplayTransport *log = replay())
        log->setSpeed(speed);
}

void LinkWorker::setReplayPaused(bool paused)
{
    if (ReplayTransport *log = replay())
        log->setPaused(paused);
}

void LinkWorker::seekReplay(qint64 positionMs)
{
    if (ReplayTransport *log = replay())
        log->seek(positionMs);
}

}  // namespace robodash::link
