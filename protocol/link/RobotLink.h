#pragma once
// The robot as the GUI and the command-line monitor see it, whatever its family. RobotLink
// lives on the caller's thread and owns a worker on a thread of its own, which owns the port
// and hosts the family's driver; the caller never parses and never blocks on the port
// (DESIGN.md "Data flow", protocol/link/README.md).
//
// Telemetry: one signal, telemetry(sample), per decoded frame: the family-neutral core
// (pose, battery, contacts, currents, identity, events) that common widgets read, plus the
// family's typed frame, which a family feed (app/common/KobukiFeed.h) turns back into one
// typed signal per feedback kind.
//
// Commands: drive() and stop() for every family; a family's own commands (Kobuki LEDs,
// sounds, gains) go through sendCommand() as a typed core::FamilyCommand, and what the
// driver reports of the family's own state (the Kobuki's output word) comes back as
// familyReport(core::FamilyReport), whoever sent the command. Driving is safe by
// default: call drive() at 10 Hz or more while a stick or key is held (it is re-sent at the
// family's rate; after 300 ms without a fresh call the worker stops the robot), drive(0, 0)
// on release, stop() for an e-stop or when the window loses focus (cheap, any number of
// times). Every drive() passes the safety layer (link/SafetyGate.h, core/MotionSafety.h).

#include "core/FamilyCommand.h"
#include "core/FamilyRegistry.h"
#include "core/SafetySettings.h"
#include "core/TelemetrySample.h"
#include "link/DriveArbiter.h"
#include "link/LinkMetaTypes.h"
#include "link/LinkStatistics.h"
#include "link/TransportFactory.h"
#include "link/VelocityLimiter.h"

#include <QObject>
#include <QThread>

#include <set>
#include <string>

namespace robodash::link {

class LinkWorker;

class RobotLink : public QObject {
    Q_OBJECT
public:
    // `families` must hold `family` (else the registry's default family is used);
    // `factory` makes the transports (tests swap in a fake; app/ adds the virtual robots).
    RobotLink(const core::FamilyRegistry &families, const std::string &family,
              TransportFactory factory, QObject *parent = nullptr);
    ~RobotLink() override;  // stops the robot, closes the port, ends the thread

    bool isConnected() const { return m_connected; }
    bool isOnline() const { return m_online; }
    QString port() const { return m_port; }
    QString family() const { return m_family; }  // the driver hosted now (a replay's own)
    LinkStatistics lastStatistics() const { return m_statistics; }
    bool motorsEnabled() const { return m_motorsEnabled; }
    bool isRecording() const { return m_recording; }
    bool isReplaying() const { return m_replaying; }
    bool isReplayPaused() const { return m_replayPaused; }
    // The safety layer's state as last reported by the worker (safetyChanged).
    const core::SafetyStatus &safetyStatus() const { return m_safetyStatus; }
    // A remote source's command (a ROS 2 network's, through bridge/) is what moves the robot.
    bool isRemoteDriving() const { return m_arbiter.isRemoteDriving(); }

    // Commands from a remote source (the bridge), arbitrated against the operator's drive()
    // and stop(), which always win (link/DriveArbiter.h). What is accepted goes through the
    // same safety layer, limits and dead-man as drive(); the verdict says why not otherwise.
    DriveArbiter::Verdict driveRemote(double linearMps, double angularRadps);
    // The remote source let go (its command expired or it left): zero is sent only when the
    // motion in effect is the remote's, so an operator's drive is never cancelled.
    void releaseRemote();

public slots:
    // "/dev/ttyUSB0", "/dev/kobuki", "tcp://host:port" or "sim:". The answer is connected()
    // or connectionFailed(message); a bad string is a connectionFailed too.
    void connectTo(const QString &port);
    void disconnectFromRobot();
    // Retry about once a second after the port vanished, on the same device (serial
    // number, vendor and product when it has them, the path otherwise).
    void setAutoReconnect(bool enabled);

    void drive(double linearMps, double angularRadps);
    void stop();
    // Disabled: only zero velocity is ever sent. Whoever calls it (the dashboard's switch, a
    // network's motor_power), motorsEnabledChanged() tells everyone else.
    void setMotorsEnabled(bool enabled);
    // Speed caps and acceleration ramps applied on the worker to every drive() (none until
    // this is called); zeros are never ramped. Invalid limits give a warning() and are ignored.
    void setDriveLimits(const robodash::link::DriveLimits &limits);
    // Over-current threshold and time, and the expert overrides (none by default: every
    // hazard stops the robot). Switching an override on gives a warning(); so does each
    // drive it lets through a hazard. Invalid settings give a warning() and are ignored.
    void setSafetySettings(const robodash::core::SafetySettings &settings);
    // A family's own command, for its driver. Dropped while no robot is connected or a log
    // plays (nothing is kept for the next robot); a command the driver does not know, or
    // refuses (out of range), gives a warning().
    void sendCommand(const robodash::core::FamilyCommand &command);
    void resetOdometry();  // the telemetry core's pose starts again at the origin

    // Session logs (docs/LOG_FORMAT.md). A recording keeps the bytes as received, written
    // on the worker thread and flushed twice a second; it runs across reconnects until
    // stopRecording() or a write error (recordingStopped says which; the link goes on).
    void startRecording(const QString &path);
    void stopRecording();
    // Plays a log instead of a robot, through the driver of the family its header names:
    // the same signals as live; nothing is sent anywhere. connectTo() or
    // disconnectFromRobot() ends it. The file is read and checked first: only a log closes
    // the live link (zero sent first); a file that is not one gives replayFailed() and
    // leaves the link, and any replay, as it was.
    void openReplay(const QString &path);
    void setReplaySpeed(double speed);  // 0.25 .. 20, or 0 for as fast as possible
    void setReplayPaused(bool paused);
    void seekReplay(qint64 positionMs);
    // The wire inspector is watching (shown) or not; off by default (costs nothing).
    void setWireTapEnabled(bool enabled);
    // How many of a network robot's camera pictures a recording keeps a second, per topic
    // (RecordedPictureRate: 1 by default; 0 every picture). Scans and the rest are kept whole.
    void setRecordedPicturesPerSecond(double perSecond);
    // A network robot shows this picture topic (one cameraTopics() named); no effect on others.
    void chooseCameraTopic(const QString &topic);
    // Any other user of wireFrames (a bridge's debug/raw_data_* topics) says so here, keyed
    // by its own address: the tap runs while the inspector or any such user wants it, so
    // hiding the inspector does not starve a bridge, nor a bridge's last reader the inspector.
    // `promptly`: this user wants each frame as it comes, not batched for up to
    // WireTap::kBatchPeriodMs (a bridge whose debug/raw_data_stream feeds a network dashboard).
    void setWireTapWanted(const void *user, bool wanted, bool promptly = false);

signals:
    void telemetry(const robodash::core::TelemetrySample &sample);

    void connected(const QString &port);
    void connectionFailed(const QString &message);     // could not open: what and why
    void disconnected(const QString &reason);          // was open, is not any more
    void onlineChanged(bool online, qint64 atMs);      // good frames arriving or not
    void identityComplete();                           // the robot answered who it is
    void warning(const QString &message);
    // The robot may be watched but not driven from here (a DDS Security "watch" enclave): why;
    // empty when that is over (said at each connect and close: a refusal is a connection's).
    void driveRefused(const QString &reason);
    // At once, on the caller's thread, when connectTo() is asked: before anything opens, so
    // that what shares the port's resources can make room (NetworkRobotList follows a network
    // port's interface).
    void connectionRequested(const QString &port);
    void statistics(const robodash::link::LinkStatistics &statistics);  // once a second
    void familyChanged(const QString &family);
    // The hazards present, which of them restrict motion, whether the latest drive was cut
    // down, and one sentence why. Sent when any of that changes.
    void safetyChanged(const robodash::core::SafetyStatus &status);
    // A remote source's command started (true) or stopped (false) moving the robot.
    void remoteDrivingChanged(bool driving);
    // setMotorsEnabled() changed the motors' state (emitted at once, on the caller's thread).
    void motorsEnabledChanged(bool enabled);
    // The family's driver says how its own state now stands (the Kobuki's output word after
    // a command from any sender, and when a robot connects).
    void familyReport(const robodash::core::FamilyReport &report);
    // A network robot's sensors beyond the base, live or replayed: the newest picture of the
    // chosen camera topic, each laser scan, and where a sensor sits (/tf_static).
    void cameraImage(const robodash::core::CameraImage &image);
    void laserScan(const robodash::core::LaserScan &scan);
    void sensorMount(const robodash::core::SensorMount &mount);
    // The picture topics a network robot publishes (discovery, best first) and the one shown
    // (chooseCameraTopic); said when either changes.
    void cameraTopics(const QStringList &topics, const QString &chosen);

    void recordingStarted(const QString &path);
    // `error` is empty after stopRecording(); otherwise why the recording ended.
    void recordingStopped(const QString &path, quint64 bytesRecorded, const QString &error);
    void replayOpened(const QString &path, qint64 durationMs);
    // openReplay() was given a file that cannot be read or is not a log: why, with its path.
    void replayFailed(const QString &message);
    void replayPosition(qint64 positionMs, qint64 durationMs);  // about 10 times a second
    // A replay's samples are stamped originMs + their time in the log (said before
    // replayOpened, and again when a seek moved it): how a plot shows the log's own time.
    void replayClockOrigin(qint64 originMs);
    // The whole log was played: `message` is empty, or says where a damaged log stopped.
    void replayFinished(const QString &message);
    // setReplayPaused() paused or resumed the replay (emitted at once, on the caller's thread),
    // or a newly opened log plays (false, just before replayOpened).
    void replayPausedChanged(bool paused);
    // seekReplay() was asked (at once, on the caller's thread): what follows is read from there.
    void replaySeekRequested(qint64 positionMs);
    // Rows for the wire inspector, in batches, only while the tap is wanted (above).
    void wireFrames(const robodash::link::WireBatch &batch);

private:
    void forwardWorkerSignals();
    void forwardSessionLogSignals();
    void sendDrive(double linearMps, double angularRadps);
    void reportRemoteDriving(bool wasDriving);

    QThread m_thread;
    LinkWorker *m_worker;
    std::set<const void *> m_wireTapUsers, m_promptWireTapUsers;
    bool m_connected = false;
    bool m_online = false;
    bool m_motorsEnabled = true;
    QString m_port;
    QString m_family;
    LinkStatistics m_statistics;
    bool m_recording = false;
    bool m_replaying = false;
    bool m_replayPaused = false;  // as last asked (setReplayPaused)
    core::SafetyStatus m_safetyStatus;
    DriveArbiter m_arbiter;
};

}  // namespace robodash::link
