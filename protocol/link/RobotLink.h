#pragma once
// The robot as the GUI and the command-line monitor see it. RobotLink lives on the caller's
// thread and owns a worker on a thread of its own, which owns the port and parses every
// byte; the caller never parses and never blocks on the port (DESIGN.md "Data flow").
//
// Signals: one per feedback kind and per derived event, each with the decoded raw protocol
// struct and the time it arrived (LinkClock.h, monotonic ms). A slot that takes only the
// struct can be connected directly: Qt drops the trailing timestamp.
//
// Commands: typed slots; the worker turns them into frames. Driving is safe by default:
// call drive() at 10 Hz or more while a stick or key is held (it is re-sent at 25 Hz;
// after 300 ms without a fresh call the worker stops the robot), drive(0, 0) on release,
// stop() for an e-stop or when the window loses focus (cheap, any number of times).
// Every drive() passes the safety layer (link/SafetyGate.h, core/MotionSafety.h): a bumper,
// cliff or wheel drop stops the robot at once and refuses motion towards it, a sustained
// over-current stops it; safetyChanged() says what and why, warning() logs overrides.

#include "core/SafetySettings.h"
#include "kobuki/Commands.h"
#include "kobuki/Events.h"
#include "kobuki/Feedback.h"
#include "kobuki/OutputWord.h"
#include "link/LinkMetaTypes.h"
#include "link/LinkStatistics.h"
#include "link/TransportFactory.h"
#include "link/VelocityLimiter.h"

#include <QObject>
#include <QThread>

#include <memory>

namespace robodash::sim {
class VirtualKobuki;
}

namespace robodash::link {

class LinkWorker;

class RobotLink : public QObject {
    Q_OBJECT
public:
    explicit RobotLink(QObject *parent = nullptr);
    explicit RobotLink(TransportFactory factory, QObject *parent = nullptr);
    ~RobotLink() override;  // stops the robot, closes the port, ends the thread

    bool isConnected() const { return m_connected; }
    bool isOnline() const { return m_online; }
    QString port() const { return m_port; }
    LinkStatistics lastStatistics() const { return m_statistics; }
    quint16 outputWord() const { return m_outputs.word(); }
    const kobuki::OutputWord &outputs() const { return m_outputs; }
    bool motorsEnabled() const { return m_motorsEnabled; }
    // The virtual Kobuki started by `sim:` while it runs, else null. Its API is thread-safe.
    std::shared_ptr<sim::VirtualKobuki> virtualRobot() const { return m_virtualRobot; }
    bool isRecording() const { return m_recording; }
    bool isReplaying() const { return m_replaying; }
    // The safety layer's state as last reported by the worker (safetyChanged).
    const core::SafetyStatus &safetyStatus() const { return m_safetyStatus; }

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
    void setMotorsEnabled(bool enabled);  // disabled: only zero velocity is ever sent
    // Speed caps and acceleration ramps applied on the worker to every drive() (none until
    // this is called); zeros are never ramped. Invalid limits give a warning() and are ignored.
    void setDriveLimits(const robodash::link::DriveLimits &limits);
    // Over-current threshold and time, and the expert overrides (none by default: every
    // hazard stops the robot). Switching an override on gives a warning(); so does each
    // drive it lets through a hazard. Invalid settings give a warning() and are ignored.
    void setSafetySettings(const robodash::core::SafetySettings &settings);
    void playSound(double hertz, int durationMs);
    void playSoundSequence(robodash::kobuki::SoundSequence sequence);

    // The output word, kept here and sent whole each time (DESIGN.md).
    void setOutputWord(quint16 word);
    void setDigitalOutput(int channel, bool high);
    void setDigitalOutputs(quint8 bits);
    void setPowerRail(robodash::kobuki::PowerRail rail, bool on);
    void setLed(int led, robodash::kobuki::LedColour colour);

    void setControllerGains(double p, double i, double d);  // user-configured gains
    void restoreFactoryGains();
    void requestControllerGains();

    // Session logs (docs/LOG_FORMAT.md). A recording keeps the bytes as received, written
    // on the worker thread and flushed twice a second; it runs across reconnects until
    // stopRecording() or a write error (recordingStopped says which; the link goes on).
    void startRecording(const QString &path);
    void stopRecording();
    // Plays a log instead of a robot: the same signals as live, through the same decoding;
    // nothing is sent anywhere. connectTo() or disconnectFromRobot() ends it. The file is
    // read and checked first: only a log closes the live link (zero sent first); a file
    // that is not one gives replayFailed() and leaves the link, and any replay, as it was.
    void openReplay(const QString &path);
    void setReplaySpeed(double speed);  // 0.25 .. 20, or 0 for as fast as possible
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
    void connectionFailed(const QString &message);     // could not open: what and why
    void disconnected(const QString &reason);          // was open, is not any more
    void onlineChanged(bool online, qint64 atMs);      // good frames arriving or not
    void identityComplete();                           // versions, UDID and gains all known
    void warning(const QString &message);
    void statistics(const robodash::link::LinkStatistics &statistics);  // once a second
    void outputWordChanged(quint16 word);
    void virtualRobotChanged();
    // The hazards present, which of them restrict motion, whether the latest drive was cut
    // down, and one sentence why. Sent when any of that changes.
    void safetyChanged(const robodash::core::SafetyStatus &status);

    void recordingStarted(const QString &path);
    // `error` is empty after stopRecording(); otherwise why the recording ended.
    void recordingStopped(const QString &path, quint64 bytesRecorded, const QString &error);
    void replayOpened(const QString &path, qint64 durationMs);
    // openReplay() was given a file that cannot be read or is not a log: why, with its path.
    void replayFailed(const QString &message);
    void replayPosition(qint64 positionMs, qint64 durationMs);  // about 10 times a second
    // The whole log was played: `message` is empty, or says where a damaged log stopped.
    void replayFinished(const QString &message);

private:
    void forwardWorkerSignals();
    void forwardSessionLogSignals();
    void applyOutputs(const kobuki::OutputWord &next);

    QThread m_thread;
    LinkWorker *m_worker;
    kobuki::OutputWord m_outputs;
    bool m_connected = false;
    bool m_online = false;
    bool m_motorsEnabled = true;
    QString m_port;
    LinkStatistics m_statistics;
    std::shared_ptr<sim::VirtualKobuki> m_virtualRobot;
    bool m_recording = false;
    bool m_replaying = false;
    core::SafetyStatus m_safetyStatus;
};

}  // namespace robodash::link
