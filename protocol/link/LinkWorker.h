#pragma once
// The worker half of RobotLink. Lives on RobotLink's own thread and hosts one robot family's
// driver (core/RobotDriver.h): it owns the port (LinkConnection: transport, reconnect,
// replay), the receive timestamps, the driver's tick, the drive streamer with its dead-man,
// the safety layer, the online watchdog and statistics (LinkHealth), the wrong-port verdict
// and recording, the same for every family, and decides what each port event means for the
// robot (in three files: LinkWorker.cpp, LinkWorkerSending.cpp, LinkWorkerLogs.cpp). Talk to
// it only through queued calls (RobotLink does); its telemetry signal carries
// one decoded frame as one value.

#include "core/FamilyCommand.h"
#include "core/FamilyRegistry.h"
#include "core/SafetySettings.h"
#include "core/SafetyStatus.h"
#include "core/TelemetrySample.h"
#include "link/LinkConnection.h"
#include "link/LinkHealth.h"
#include "link/LinkMetaTypes.h"
#include "link/LinkStatistics.h"
#include "link/PortAddress.h"
#include "link/RecordedPictureRate.h"
#include "link/TransportFactory.h"
#include "link/VelocityLimiter.h"
#include "link/WrongPortDetector.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <string>

namespace robodash::link {

class DriveStreamer;
class SessionRecorder;
class SafetyGate;
class WireTap;

class LinkWorker : public QObject {
    Q_OBJECT
public:
    static constexpr int kWatchdogPeriodMs = 50;
    static constexpr int kStatisticsPeriodMs = 1000;
    static constexpr int kReconnectPeriodMs = LinkConnection::kReconnectPeriodMs;

    LinkWorker(core::FamilyRegistry families, std::string family, TransportFactory factory,
               QObject *parent = nullptr);
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
    void sendCommand(const robodash::core::FamilyCommand &command);
    void resetOdometry();

    // Session logs (docs/LOG_FORMAT.md): record the bytes as they arrive; play a log back
    // through its family's driver (nothing is sent anywhere while a log plays).
    void startRecording(const QString &path);
    void stopRecording();
    void openReplay(const QString &path);
    void setReplaySpeed(double speed);
    void setReplayPaused(bool paused);
    void seekReplay(qint64 positionMs);

    // The wire inspector is shown (or hidden): rows of both directions come as wireFrames
    // batches while it is on. Off by default, and then it costs nothing.
    void setWireTapEnabled(bool enabled, bool prompt = false);
    void chooseCameraTopic(const QString &topic);
    void setRecordedPicturesPerSecond(double perSecond);

signals:
    void telemetry(const robodash::core::TelemetrySample &sample);
    void connected(const QString &port);
    void connectionFailed(const QString &message);
    void disconnected(const QString &reason);
    void onlineChanged(bool online, qint64 atMs);
    void identityComplete();
    void warning(const QString &message);
    void driveRefused(const QString &reason);
    void familyReport(const robodash::core::FamilyReport &report);
    void cameraImage(const robodash::core::CameraImage &image);
    void laserScan(const robodash::core::LaserScan &scan);
    void sensorMount(const robodash::core::SensorMount &mount);
    void cameraTopics(const QStringList &topics, const QString &chosen);
    void statistics(const robodash::link::LinkStatistics &statistics);
    void safetyChanged(const robodash::core::SafetyStatus &status);
    void familyChanged(const QString &family);  // a replay of another family's log, and back

    void recordingStarted(const QString &path);
    void recordingStopped(const QString &path, quint64 bytesRecorded, const QString &error);
    void replayOpened(const QString &path, qint64 durationMs);
    void replayFailed(const QString &message);  // not a log: the link was left as it was
    void replayPosition(qint64 positionMs, qint64 durationMs);
    void replayClockOrigin(qint64 originMs);
    void replayFinished(const QString &message);
    void wireFrames(const robodash::link::WireBatch &batch);

private:
    void keepIfLatched(const QByteArray &bytes);
    bool useFamily(const std::string &family, const std::string &source = {});
    std::string sourceOf(const PortAddress &address) const;
    void discardTransport();
    void onTransportOpened();
    void onTransportOpenFailed(const QString &message);
    void onConnectionLost(const QString &reason);
    void onData(const QByteArray &bytes);
    void apply(core::DriverOutput &out);
    void write(const std::vector<std::uint8_t> &bytes);
    void onSample(const core::TelemetrySample &sample);
    void sendVelocity(const Velocity &velocity);
    void onTick();
    void onWatchdog();
    void checkWrongPort(qint64 nowMs);
    void goOffline(qint64 nowMs);
    void publishStatistics();
    void resetStreamState();

    core::FamilyRegistry m_families;
    std::string m_liveFamily;                    // the family the user chose
    std::unique_ptr<core::RobotDriver> m_driver;  // m_liveFamily's, or a replayed log's
    std::string m_driverFamily;
    std::string m_driverProtocol;                 // the recording id of what m_driver reads
    LinkConnection m_port;               // the transport, its target and the reconnect
    core::DeviceInfo m_device;           // as the robot answered, for recordings

    LinkHealth m_health;                 // online, last good frame, statistics rates
    WrongPortDetector m_wrongPort;       // bytes but never a frame: say so once

    DriveStreamer *m_drive;
    SafetyGate *m_safety;  // every drive request and every contact goes through it
    bool m_safetyChosen = false;  // setSafetySettings() was called: the family's default no longer applies
    QTimer m_tick;         // the driver's own period: polling, retries
    QTimer m_watchdog;
    QTimer m_statisticsTimer;
    SessionRecorder *m_recorder;
    RecordedPictureRate m_pictureRate;  // a network robot's pictures in a recording
    QList<QByteArray> m_latchedMessages;  // /tf_static envelopes of this connection
    static constexpr int kMaxLatchedMessages = 32;
    quint64 m_recordableBytes = 0, m_recordableAtLastCount = 0;  // what a recording keeps
    qint64 m_recordableCountedMs = 0;
    WireTap *m_wireTap;
};

}  // namespace robodash::link
