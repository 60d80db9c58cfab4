#pragma once
// Records the bytes a link receives into a session log (or, through a sink the program
// hands down, an MCAP file: SessionLogSink.h). Lives on the link's worker
// thread (LinkWorker owns it), so file writes never block the GUI. Records are buffered
// and flushed every kFlushPeriodMs, so a crash loses at most that much. Any write error (a
// full disk, a vanished device) stops the recording with a message and leaves the link
// running.

#include "link/SessionLogSink.h"

#include <QObject>
#include <QTimer>

namespace robodash::link {

class SessionRecorder : public QObject {
    Q_OBJECT
public:
    static constexpr int kFlushPeriodMs = 500;

    explicit SessionRecorder(QObject *parent = nullptr);
    ~SessionRecorder() override;

    bool isRecording() const { return m_sink && m_sink->isOpen(); }
    // What this program records besides .rdlog files, for every link's recordings from now
    // on: the programs that link the bridge install its MCAP sink at start (robodash-cli
    // record, the dashboard). A capability of the program rather than of one link, so it is
    // set once for all, before recording; without one, or when it makes no sink for a path,
    // the recording is a .rdlog (a .mcap name is refused rather than misnamed).
    static void setSinkFactory(SessionLogSinkFactory factory);

    // `port` goes into the header. Answers with recordingStarted or recordingStopped
    // (with the error). A recording already running is stopped first.
    // `robot` gives the identity members of the header (hardware, firmware, udid, firmware
    // code, serial number); its other members are filled in here.
    void start(const QString &path, const QString &port, const SessionLogHeader &robot = {});
    void stop();
    // A chunk of bytes as received, with its link-clock receive time (LinkClock.h).
    void record(const QByteArray &bytes, qint64 receivedMs);
    // Bytes written to the robot, with the link-clock time they went out.
    void recordSent(const QByteArray &bytes, qint64 sentMs);

signals:
    void recordingStarted(const QString &path);
    // `error` is empty after a clean stop; otherwise it says why the recording ended.
    void recordingStopped(const QString &path, quint64 bytesRecorded, const QString &error);

private:
    void flushNow();
    qint64 logTime(qint64 linkMs);
    void failed();
    std::unique_ptr<SessionLogSink> makeSink(const QString &path, QString *error) const;

    std::unique_ptr<SessionLogSink> m_sink;
    qint64 m_startMs = 0;
    qint64 m_lastTimeMs = 0;
    QTimer m_flushTimer;
};

}  // namespace robodash::link
