#pragma once
// Where a recording goes: a .rdlog (SessionLogWriter, this layer's own) or an MCAP file of
// ROS 2 messages (bridge/McapRecordingSink, which needs the bridge's topic sets, so it is
// made above this layer and handed down as a factory: SessionRecorder::setSinkFactory).
// SessionRecorder calls a sink on the link's worker thread only. Every call that can fail
// returns false and leaves a sentence in errorString(); after a failure the sink is closed.

#include "link/SessionLogFormat.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace robodash::link {

class SessionLogSink {
public:
    virtual ~SessionLogSink() = default;

    // Creates (or replaces) the file; a path that cannot take data fails here.
    virtual bool open(const QString &path, const SessionLogHeader &header) = 0;
    // Bytes received (append) or sent (appendSent) `timeMs` after the recording started.
    virtual bool append(qint64 timeMs, const QByteArray &bytes) = 0;
    virtual bool appendSent(qint64 timeMs, const QByteArray &bytes) = 0;
    // Everything so far into the operating system's hands: what a crash would keep.
    virtual bool flush() = 0;
    // Ends the recording cleanly (end record, summary) and closes.
    virtual bool close(qint64 timeMs) = 0;

    virtual bool isOpen() const = 0;
    virtual QString path() const = 0;
    virtual QString errorString() const = 0;
    virtual quint64 bytesRecorded() const = 0;  // received bytes
};

// The sink for a recording to `path`, or null for the default (.rdlog). Called on the
// link's worker thread.
using SessionLogSinkFactory = std::function<std::unique_ptr<SessionLogSink>(const QString &path)>;

}  // namespace robodash::link
