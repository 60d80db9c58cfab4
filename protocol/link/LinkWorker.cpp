#include "link/LinkWorker.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"
#include "kobuki/CoreContacts.h"
#include "link/DriveStreamer.h"
#include "link/IdentityHandshake.h"
#include "link/LinkClock.h"
#include "link/PortDiscovery.h"
#include "link/ReplayTransport.h"
#include "link/SafetyGate.h"
#include "link/SessionLogReader.h"
#include "link/SessionRecorder.h"
#include "link/SimTransport.h"

#include <algorithm>
#include <cmath>

namespace robodash::link {
namespace {

constexpr double kFactoryP = 100.0, kFactoryI = 0.1, kFactoryD = 2.0;
constexpr int kMaxSoundDurationMs = 255;
constexpr int kFlushTimeoutMs = 100;

}  // namespace

LinkWorker::LinkWorker(TransportFactory factory, QObject *parent)
    : QObject(parent),
      m_factory(std::move(factory)),
      m_drive(new DriveStreamer([this](const kobuki::BaseControl &c) { sendFrame(kobuki::encodeCommand(c)); }, this)),
      m_safety(new SafetyGate(m_drive, this)),
      m_handshake(new IdentityHandshake(this)),
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
    connect(&m_watchdog, &QTimer::timeout, this, &LinkWorker::onWatchdog);
    connect(&m_statisticsTimer, &QTimer::timeout, this, &LinkWorker::publishStatistics);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &LinkWorker::tryReconnect);
    connect(m_handshake, &IdentityHandshake::request, this, &LinkWorker::sendIdentityRequest);
    connect(m_handshake, &IdentityHandshake::completed, this, &LinkWorker::identityComplete);
    connect(m_handshake, &IdentityHandshake::gaveUp, this, [this](const QString &missing) {
        emit warning(QStringLiteral("the robot did not answer %1 after %2 requests")
                         .arg(missing)
                         .arg(IdentityHandshake::kMaxRounds));
    });
    connect(m_drive, &DriveStreamer::deadmanTripped, this, [this] {
        emit warning(QStringLiteral("no fresh drive command for %1 ms: robot stopped")
                         .arg(DriveStreamer::kDeadmanMs));
    });
}

LinkWorker::~LinkWorker()
{
    delete m_transport;
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
    m_address = *address;
    m_identity = DeviceIdentity{};
    m_identity.path = address->kind == PortAddress::Kind::Serial ? address->device : address->text;
    m_wantConnection = true;
    m_reconnectTimer.stop();
    startTransport(*address, false);
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

// ---- session logs -------------------------------------------------------------------------

ReplayTransport *LinkWorker::replay() const
{
    return qobject_cast<ReplayTransport *>(m_transport);
}

void LinkWorker::startRecording(const QString &path)
{
    SessionLogHeader robot = m_robotIdentity;
    robot.serialNumber = m_identity.serialNumber;
    m_recorder->start(path, m_address.text, robot);
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
    if (m_transport)
        closePort();  // sends zero first, as for any close
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

void LinkWorker::discardTransport()
{
    if (!m_transport)
        return;
    const bool wasVirtual = qobject_cast<SimTransport *>(m_transport) != nullptr;
    m_transport->disconnect(this);
    m_transport->close();
    // Signals may come from inside the transport's own call stack: delete it later.
    m_transport->deleteLater();
    m_transport = nullptr;
    m_transportOpen = false;
    m_wrongPort.stop();
    if (wasVirtual)
        emit virtualRobotChanged(nullptr);
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
    if (auto *sim = qobject_cast<SimTransport *>(m_transport))
        emit virtualRobotChanged(sim->robot());
    // A robot that was driving when the link dropped is still driving: zero first.
    m_drive->stop();
    m_watchdog.start();
    m_statisticsTimer.start();
    m_reconnectTimer.stop();
    emit connected(m_address.text);
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
    m_handshake->reset();
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
    if (wasOpen)
        m_transport->flush(kFlushTimeoutMs);
    discardTransport();
    m_handshake->reset();
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
    m_handshake->reset();
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
    m_robotIdentity = SessionLogHeader{};  // a new connection may be another robot
    m_finder.reset();
    m_eventState = kobuki::EventState{};
    m_malformed = 0;
    m_lastGoodFrameMs = -1;
    m_sawFrameSinceOnline = false;
    m_firmwareChecked = false;
    m_framesAtLastPublish = 0;
    m_bytesAtLastPublish = 0;
    m_lastPublishMs = linkClockMs();
    m_handshake->reset();
    m_safety->reset();
}

void LinkWorker::onData(const QByteArray &bytes)
{
    // A replayed chunk carries its recorded time, so plots show the log's own timeline.
    const ReplayTransport *log = replay();
    const qint64 receivedMs = log ? log->chunkTimeMs() : linkClockMs();
    m_recorder->record(bytes, receivedMs);
    m_finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                  static_cast<std::size_t>(bytes.size()),
                  [this, receivedMs](const std::uint8_t *payload, std::size_t length) {
                      onFrame(payload, length, receivedMs);
                  });
}

void LinkWorker::onFrame(const std::uint8_t *payload, std::size_t length, qint64 receivedMs)
{
    m_lastGoodFrameMs = receivedMs;
    if (!m_online) {
        m_online = true;
        emit onlineChanged(true, receivedMs);
    }
    if (!m_sawFrameSinceOnline) {
        // The robot streams from power-on; only once we hear it do we ask it anything.
        m_sawFrameSinceOnline = true;
        if (!replay())  // a log cannot answer; the answers it recorded play back anyway
            m_handshake->start();
        // A robot that was switched off or replaced is back at its power-on word; give it
        // the one the user set, so that the robot and the toggles on screen agree.
        if (m_userOutputWord)
            sendFrame(kobuki::encodeCommand(kobuki::GeneralPurposeOutput{*m_userOutputWord}));
    }
    const kobuki::FeedbackFrame frame = kobuki::decodeFeedbackFrame(payload, length);
    m_malformed += frame.counts.malformed;
    checkSafety(frame, receivedMs);  // before anything else: a stop must not wait
    emitFeedback(frame, receivedMs);
    deriveAndEmitEvents(frame, receivedMs);
}

void LinkWorker::checkSafety(const kobuki::FeedbackFrame &frame, qint64 receivedMs)
{
    if (replay())
        return;  // nothing is driven while a log plays, and seeking jumps its clock
    if (frame.basicSensors)
        m_safety->updateContacts(kobuki::toCoreContacts(*frame.basicSensors));
    if (frame.current)
        m_safety->updateCurrents(kobuki::toCoreCurrents(*frame.current), receivedMs);
}

void LinkWorker::emitFeedback(const kobuki::FeedbackFrame &frame, qint64 receivedMs)
{
    if (frame.basicSensors)
        emit basicSensors(*frame.basicSensors, receivedMs);
    if (frame.dockIr)
        emit dockIr(*frame.dockIr, receivedMs);
    if (frame.inertia)
        emit inertia(*frame.inertia, receivedMs);
    if (frame.cliff)
        emit cliff(*frame.cliff, receivedMs);
    if (frame.current)
        emit current(*frame.current, receivedMs);
    if (frame.rawGyro)
        emit rawGyro(*frame.rawGyro, receivedMs);
    if (frame.generalPurposeInput)
        emit generalPurposeInput(*frame.generalPurposeInput, receivedMs);
    if (frame.hardwareVersion) {
        m_handshake->gotHardwareVersion();
        m_robotIdentity.hardware = QString::fromStdString(frame.hardwareVersion->toString());
        emit hardwareVersion(*frame.hardwareVersion, receivedMs);
    }
    if (frame.firmwareVersion) {
        m_handshake->gotFirmwareVersion();
        m_robotIdentity.firmware = QString::fromStdString(frame.firmwareVersion->toString());
        checkFirmware(*frame.firmwareVersion);
        emit firmwareVersion(*frame.firmwareVersion, receivedMs);
    }
    if (frame.udid) {
        m_handshake->gotUdid();
        m_robotIdentity.udid = QString::fromStdString(frame.udid->toString());
        emit udid(*frame.udid, receivedMs);
    }
    if (frame.controllerInfo) {
        m_handshake->gotGains();
        emit controllerInfo(*frame.controllerInfo, receivedMs);
    }
}

void LinkWorker::deriveAndEmitEvents(const kobuki::FeedbackFrame &frame, qint64 receivedMs)
{
    if (!frame.basicSensors && !frame.cliff && !frame.generalPurposeInput)
        return;
    kobuki::EventState next = m_eventState;
    if (frame.basicSensors) {
        next.hasBasic = true;
        next.basic = *frame.basicSensors;
    }
    if (frame.cliff) {
        next.hasCliff = true;
        next.cliff = *frame.cliff;
    }
    if (frame.generalPurposeInput) {
        next.hasInput = true;
        next.input = *frame.generalPurposeInput;
    }
    const kobuki::RobotEvents events = kobuki::deriveEvents(m_eventState, next);
    m_eventState = next;
    for (const kobuki::BumperEvent &event : events.bumpers)
        emit bumperEvent(event, receivedMs);
    for (const kobuki::CliffEvent &event : events.cliffs)
        emit cliffEvent(event, receivedMs);
    for (const kobuki::WheelDropEvent &event : events.wheelDrops)
        emit wheelDropEvent(event, receivedMs);
    for (const kobuki::ButtonEvent &event : events.buttons)
        emit buttonEvent(event, receivedMs);
    for (const kobuki::DigitalInputEvent &event : events.digitalInputs)
        emit digitalInputEvent(event, receivedMs);
    for (kobuki::PowerEvent event : events.power)
        emit powerEvent(event, receivedMs);
}

void LinkWorker::checkFirmware(const kobuki::Version &version)
{
    if (m_firmwareChecked)
        return;
    m_firmwareChecked = true;
    if (version.major != 1)
        emit warning(QStringLiteral("firmware %1 is not a 1.x version: the Kobuki protocol may "
                                    "differ, values may be wrong")
                         .arg(QString::fromStdString(version.toString())));
}

void LinkWorker::onWatchdog()
{
    if (replay())
        return;  // a paused or slowed replay is not a robot that went quiet
    const qint64 now = linkClockMs();
    if (m_online && m_lastGoodFrameMs >= 0 && now - m_lastGoodFrameMs > kOfflineAfterMs)
        goOffline(now);
    checkWrongPort(now);
}

void LinkWorker::checkWrongPort(qint64 nowMs)
{
    const kobuki::FrameFinderStats &f = m_finder.stats();
    if (!m_wrongPort.check(nowMs, f.bytesIn, f.goodFrames))
        return;
    const QString port = m_identity.path.isEmpty() ? m_address.text : m_identity.path;
    emit warning(WrongPortDetector::message(port, f.bytesIn, nowMs - m_wrongPort.openedAtMs()));
}

void LinkWorker::goOffline(qint64 nowMs)
{
    m_online = false;
    // Whatever comes back (the same robot after a power cycle, or another one) is asked
    // again who it is, and is not compared with stale sensor state.
    m_sawFrameSinceOnline = false;
    m_eventState = kobuki::EventState{};
    m_firmwareChecked = false;
    m_handshake->reset();
    m_drive->stop();
    m_safety->reset();  // stale contacts say nothing about the robot that comes back
    emit onlineChanged(false, nowMs);
}

LinkStatistics LinkWorker::currentStatistics() const
{
    LinkStatistics s;
    s.connected = m_transportOpen;
    s.online = m_online;
    const kobuki::FrameFinderStats &f = m_finder.stats();
    s.goodFrames = f.goodFrames;
    s.checksumErrors = f.checksumErrors;
    s.discardedBytes = f.discardedBytes;
    s.malformedSubPayloads = m_malformed;
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
        const kobuki::FrameFinderStats &f = m_finder.stats();
        s.framesPerSecond = double(f.goodFrames - m_framesAtLastPublish) * 1000.0 / double(periodMs);
        s.bytesPerSecond = double(f.bytesIn - m_bytesAtLastPublish) * 1000.0 / double(periodMs);
        m_framesAtLastPublish = f.goodFrames;
        m_bytesAtLastPublish = f.bytesIn;
    }
    m_lastPublishMs = now;
    emit statistics(s);
}

// ---- sending ------------------------------------------------------------------------------

void LinkWorker::sendFrame(const std::vector<std::uint8_t> &frame)
{
    if (!m_transport || !m_transportOpen)
        return;
    m_transport->write(QByteArray(reinterpret_cast<const char *>(frame.data()),
                                  static_cast<qsizetype>(frame.size())));
}

void LinkWorker::sendIdentityRequest(quint16 extraFlags, bool gains)
{
    // One command per frame, as the reference driver sends them: the protocol allows
    // several, but nothing says every firmware revision parses more than the first.
    if (extraFlags)
        sendFrame(kobuki::encodeCommand(kobuki::RequestExtra{extraFlags}));
    if (gains)
        sendFrame(kobuki::encodeCommand(kobuki::GetControllerGain{}));
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

void LinkWorker::playSound(double hertz, int durationMs)
{
    const double lowest = kobuki::frequencyFromNote(0xFFFF);
    if (!std::isfinite(hertz) || hertz < lowest || durationMs <= 0) {
        emit warning(QStringLiteral("sound not played: %1 Hz for %2 ms is out of range "
                                    "(at least %3 Hz, 1-255 ms)")
                         .arg(hertz)
                         .arg(durationMs)
                         .arg(lowest, 0, 'f', 1));
        return;
    }
    kobuki::Sound sound;
    sound.note = kobuki::noteFromFrequency(hertz);
    sound.durationMs = static_cast<std::uint8_t>(qMin(durationMs, kMaxSoundDurationMs));
    sendFrame(kobuki::encodeCommand(sound));
}

void LinkWorker::playSoundSequence(kobuki::SoundSequence sequence)
{
    if (static_cast<int>(sequence) >= kobuki::kSoundSequenceCount) {
        emit warning(QStringLiteral("unknown sound sequence %1").arg(static_cast<int>(sequence)));
        return;
    }
    sendFrame(kobuki::encodeCommand(sequence));
}

void LinkWorker::sendOutputWord(quint16 word)
{
    // Nothing is kept for later while no robot listens: the next robot, perhaps another
    // one, must not receive a word the user set with no robot there to see it.
    if (!m_transportOpen || replay()) return;
    m_userOutputWord = word;
    sendFrame(kobuki::encodeCommand(kobuki::GeneralPurposeOutput{word}));
}

void LinkWorker::setControllerGains(double p, double i, double d, bool userConfigured)
{
    if (!userConfigured) {
        p = kFactoryP;
        i = kFactoryI;
        d = kFactoryD;
    }
    for (double gain : {p, i, d}) {
        if (!std::isfinite(gain) || gain < 0 || gain > kobuki::kMaxGain) {
            emit warning(QStringLiteral("gains not sent: P %1, I %2, D %3 must each be between "
                                        "0 and %4")
                             .arg(p).arg(i).arg(d).arg(kobuki::kMaxGain, 0, 'f', 3));
            return;
        }
    }
    kobuki::SetControllerGain gains;
    gains.type = userConfigured ? 1 : 0;
    gains.pGain = kobuki::gainToWire(p);
    gains.iGain = kobuki::gainToWire(i);
    gains.dGain = kobuki::gainToWire(d);
    // Ask back at once so the display shows what the robot really holds.
    sendFrame(kobuki::encodeCommand(gains));
    sendFrame(kobuki::encodeCommand(kobuki::GetControllerGain{}));
}

void LinkWorker::requestControllerGains()
{
    sendFrame(kobuki::encodeCommand(kobuki::GetControllerGain{}));
}

}  // namespace robodash::link
