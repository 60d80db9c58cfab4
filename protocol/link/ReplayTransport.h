#pragma once
// A session log played back as if a robot were sending it: LinkWorker opens it like any
// other transport, so the bytes go through the same frame finder, decoders and event
// deriver as live bytes. Nothing is ever sent anywhere: write() accepts and drops.
//
// Playback follows the recorded receive times scaled by a speed (0.25x to 20x), or runs
// as fast as the event loop allows (speed 0); it can be paused and moved to any time.
// The time stamp of each delivered chunk (chunkTimeMs) is its recorded time on a clock
// that started when the replay opened, and never goes backwards, even after a seek back.
//
// The log stays on disk (PagedSessionLog): received and sent bytes are read by a cursor each,
// a page at a time, so a replay of any length holds its page index and two pages in memory.

#include "link/PagedSessionLog.h"
#include "link/Transport.h"

#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace robodash::link {

class ReplayTransport : public Transport {
    Q_OBJECT
public:
    static constexpr double kMinSpeed = 0.25;
    static constexpr double kMaxSpeed = 20.0;
    static constexpr double kAsFastAsPossible = 0.0;

    // Opens the file in open(); openFailed() says why when it is not a log.
    explicit ReplayTransport(const QString &path, QObject *parent = nullptr);
    // Plays a log already opened from `path` (the link opens and checks it first, before it
    // gives up a live robot for it); open() cannot fail.
    ReplayTransport(const QString &path, PagedSessionLog log, QObject *parent = nullptr);
    ~ReplayTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override { return m_open; }
    bool write(const QByteArray &bytes) override;

    // Receive time (link clock, ms) of the chunk being delivered by dataReceived.
    qint64 chunkTimeMs() const { return m_chunkStampMs; }
    // The link-clock stamp a record at `logMs` of the log gets when it is delivered now.
    qint64 stampOf(qint64 logMs) const { return m_clockOriginMs + logMs; }
    // Each record before `positionMs`, received and sent (`sent`), in the order playback
    // delivers them (what was sent up to a received record's time first), through cursors of
    // their own (the playback's are untouched): for ReplayRebuild.
    void forEachRecordBefore(qint64 positionMs,
                             const std::function<void(bool sent, qint64 timeMs, const QByteArray &bytes)> &each) const;

    QString path() const { return m_path; }
    qint64 durationMs() const { return m_log ? m_log->durationMs() : 0; }
    qint64 positionMs() const;
    double speed() const { return m_speed; }
    bool isPaused() const { return m_paused; }
    bool isFinished() const { return m_open && m_received->atEnd(); }
    quint64 droppedWrites() const { return m_droppedWrites; }
    // The log's header (a default one until the log is open).
    const SessionLogHeader &header() const;
    // Pages read from disk so far by both cursors (seeks included): for tests and figures.
    quint64 pagesRead() const;

    // Clamped to [kMinSpeed, kMaxSpeed]; kAsFastAsPossible (0 or less) means no waiting.
    void setSpeed(double speed);
    void setPaused(bool paused);
    // `atPlace` runs once the log stands at the new place and before its position is reported,
    // so that what it shows (the robot's state there) reaches a listener before the position.
    void seek(qint64 positionMs, const std::function<void()> &atPlace = {});

signals:
    void positionChanged(qint64 positionMs, qint64 durationMs);
    // Chunks are stamped originMs + their time in the log (chunkTimeMs()): said on open and on
    // each seek that moved it (a seek back moves it forward, stamps never go backwards).
    void clockOriginChanged(qint64 originMs);
    // All good chunks were delivered. `message` is empty at a clean end; for a damaged or
    // truncated log it says where and why the replay stopped (byte offset, time).
    void finished(const QString &message);
    // Bytes the host sent while recording (a version 2 log), at their place in the replay:
    // for the wire inspector only. They are never sent and never reach a decoder.
    void sentReplayed(const QByteArray &bytes, qint64 stampMs);

private:
    void tick();
    void deliverNext();
    void deliverSentUpTo(qint64 logMs);
    void reachEnd();
    void anchorAt(qint64 logMs);
    void updatePosition();
    void publishPosition(bool force);
    void schedule();

    QString m_path;
    std::optional<PagedSessionLog> m_log;
    std::unique_ptr<SessionLogPageCursor> m_received;  // the bytes a decoder is fed
    std::unique_ptr<SessionLogPageCursor> m_sent;      // the host's, for the wire inspector
    bool m_open = false;
    bool m_paused = false;
    bool m_endReported = false;
    double m_speed = 1.0;
    qint64 m_positionMs = 0;           // log time reached by playback
    qint64 m_anchorLogMs = 0;          // log time at m_anchorWall's start
    QElapsedTimer m_anchorWall;
    qint64 m_clockOriginMs = 0;        // link-clock time of log time 0
    qint64 m_chunkStampMs = 0;
    QElapsedTimer m_sincePublish;
    quint64 m_droppedWrites = 0;
    QTimer m_timer;
};

}  // namespace robodash::link
