#pragma once
// The worker half of RobotLink. Lives on RobotLink's own thread and owns everything that
// touches bytes: the transport, the frame finder and decoders, the receive timestamps, the
// event deriver, the identity handshake, the drive streamer with its deadman, the online
// watchdog, the statistics and the reconnect timer. Talk to it only through queued calls
// (RobotLink does); its signals carry decoded structs and the time they arrived.

#include "core/SafetySettings.h"
#include "core/SafetyStatus.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"
#include "link/LinkMetaTypes.h"
#include "link/LinkStatistics.h"
#include "link/PortAddress.h"
#include "link/SessionLogFormat.h"
#include "link/TransportFactory.h"
#include "link/VelocityLimiter.h"
#include "link/WrongPortDetector.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace robodash::sim {
class VirtualKobuki;
}

namespace robodash::link {

class DriveStreamer;
class ReplayTransport;
class SessionRecorder;
class IdentityHandshake;
class SafetyGate;

class LinkWorker : public QObject {
    Q_OBJECT
public:
    static constexpr int kOfflineAfterMs = 400;   // no good frame for this long: offline
    static constexpr int kWatchdogPeriodMs = 50;
    static constexpr int kStatisticsPeriodMs = 1000;
    static constexpr int kReconnectPeriodMs = 1000;

    explicit LinkWorker(TransportFactory factory, QObject *parent = nullptr);
    ~LinkWorker() override;

public slots:
    void openPort(const QString &portText);
    void closePort();
    void shutdown();  // stop the robot, close, stop every timer (before the thread ends)
    void setAutoReconnect(bool enabled);

    void drive(double linearMps, double angularRadps);
    void stop();
    void setMotorsEnabled(bool enabled);
    void setDriveLimits(const robodash::link::DriveLimits &limits);
    void setSafetySettings(const robodash::core::SafetySettings &settings);
    void playSound(double hertz, int durationMs);
    void playSoundSequence(robodash::kobuki::SoundSequence sequence);
    void sendOutputWord(quint16 word);
    void setControllerGains(double p, double i, double d, bool userConfigured);
    void requestControllerGains();

    // Session logs (docs/LOG_FORMAT.md): record the bytes as they arrive; play a log back
    // through the same decoding path (nothing is sent anywhere while a log plays).
    void startRecording(const QString &path);
    void stopRecording();
    void openReplay(const QString &path);
    void setReplaySpeed(double speed);
    void setReplayPaused(bool paused);
    void seekReplay(qint64 positionMs);

signals:
    void basicSensors(const robodash::kobuki::BasicSensors &value, qint64 receivedMs);
    void dockIr(const robodash::kobuki::DockIr &value, qint64 receivedMs);
    void inertia(const robodash::kobuki::Inertia &value, qint64 receivedMs);
    void cliff(const robodash::kobuki::Cliff &value, qint64 receivedMs);
    void current(const robodash::kobuki::Current &value, qint64 receivedMs);
    void hardwareVersion(const robodash::kobuki::Version &value, qint64 receivedMs);
    void firmwareVersion(const robodash::kobuki::Version &value, qint64 receivedMs);
    void rawGyro(const robodash::kobuki::RawGyro &value, qint64 receivedMs);
    void generalPurposeInput(const robodash::kobuki::GeneralPurposeInput &value, qint64 receivedMs);
    void udid(const robodash::kobuki::Udid &value, qint64 receivedMs);
    void controllerInfo(const robodash::kobuki::ControllerInfo &value, qint64 receivedMs);

    void bumperEvent(const robodash::kobuki::BumperEvent &event, qint64 receivedMs);
    void cliffEvent(const robodash::kobuki::CliffEvent &event, qint64 receivedMs);
    void wheelDropEvent(const robodash::kobuki::WheelDropEvent &event, qint64 receivedMs);
    void buttonEvent(const robodash::kobuki::ButtonEvent &event, qint64 receivedMs);
    void digitalInputEvent(const robodash::kobuki::DigitalInputEvent &event, qint64 receivedMs);
    void powerEvent(robodash::kobuki::PowerEvent event, qint64 receivedMs);

    void connected(const QString &port);
    void connectionFailed(const QString &message);
    void disconnected(const QString &reason);
    void onlineChanged(bool online, qint64 atMs);
    void identityComplete();
    void warning(const QString &message);
    void statistics(const robodash::link::LinkStatistics &statistics);
    void virtualRobotChanged(std::shared_ptr<robodash::sim::VirtualKobuki> robot);
    void safetyChanged(const robodash::core::SafetyStatus &status);

    void recordingStarted(const QString &path);
    void recordingStopped(const QString &path, quint64 bytesRecorded, const QString &error);
    void replayOpened(const QString &path, qint64 durationMs);
    void replayFailed(const QString &message);  // not a log: the link was left as it was
    void replayPosition(qint64 positionMs, qint64 durationMs);
    void replayFinished(const QString &message);

private:
    void startTransport(const PortAddress &address, bool quietFailure);
    void connectTransport();
    ReplayTransport *replay() const;
    void discardTransport();
    void onTransportOpened();
    void onTransportOpenFailed(const QString &message);
    void onConnectionLost(const QString &reason);
    void onData(const QByteArray &bytes);
    void onFrame(const std::uint8_t *payload, std::size_t length, qint64 receivedMs);
    void checkSafety(const kobuki::FeedbackFrame &frame, qint64 receivedMs);
    void emitFeedback(const kobuki::FeedbackFrame &frame, qint64 receivedMs);
    void deriveAndEmitEvents(const kobuki::FeedbackFrame &frame, qint64 receivedMs);
    void checkFirmware(const kobuki::Version &version);
    void onWatchdog();
    void checkWrongPort(qint64 nowMs);
    void goOffline(qint64 nowMs);
    void publishStatistics();
    void tryReconnect();
    void sendFrame(const std::vector<std::uint8_t> &frame);
    void sendIdentityRequest(quint16 extraFlags, bool gains);
    void resetStreamState();
    LinkStatistics currentStatistics() const;

    TransportFactory m_factory;
    Transport *m_transport = nullptr;
    bool m_transportOpen = false;
    bool m_quietFailure = false;         // a reconnect attempt: failing is expected
    PortAddress m_address;
    DeviceIdentity m_identity;
    SessionLogHeader m_robotIdentity;  // versions and UDID as the robot answered, for recordings
    bool m_autoReconnect = false;
    bool m_wantConnection = false;       // the user asked for a link and did not close it

    kobuki::FrameFinder m_finder;
    kobuki::EventState m_eventState;
    quint64 m_malformed = 0;
    bool m_online = false;
    bool m_sawFrameSinceOnline = false;
    qint64 m_lastGoodFrameMs = -1;
    bool m_firmwareChecked = false;
    std::optional<quint16> m_userOutputWord;  // set once the user changed an output
    WrongPortDetector m_wrongPort;             // bytes but never a frame: say so once

    quint64 m_framesAtLastPublish = 0;
    quint64 m_bytesAtLastPublish = 0;
    qint64 m_lastPublishMs = 0;

    DriveStreamer *m_drive;
    SafetyGate *m_safety;  // every drive request and every contact goes through it
    IdentityHandshake *m_handshake;
    QTimer m_watchdog;
    QTimer m_statisticsTimer;
    QTimer m_reconnectTimer;
    SessionRecorder *m_recorder;
};

}  // namespace robodash::link
