#pragma once
// Reads a whole session log (docs/LOG_FORMAT.md) into memory. A damaged or truncated log
// is read up to the last good record, and `stop` says where and why it ended, so replay
// and export can use everything before the damage and tell the user where it stopped.

#include "link/SessionLogFormat.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace robodash::link {

struct SessionLogChunk {
    qint64 timeMs = 0;    // since the recording started
    qsizetype offset = 0; // of the chunk's bytes in SessionLog::data
    qsizetype size = 0;
};

// Why reading ended, and where.
struct SessionLogStop {
    bool clean = false;       // the end record was found and nothing follows it
    qint64 byteOffset = 0;    // file offset of the first byte not used
    qint64 timeMs = 0;        // time of the last good record
    QString reason;           // empty when clean; otherwise a sentence for the user

    // "stopped at byte 1234 (t = 5.678 s): <reason>", or "" when clean.
    QString describe() const;
};

struct SessionLog {
    SessionLogHeader header;
    QByteArray data;                       // every chunk's bytes, back to back
    std::vector<SessionLogChunk> chunks;   // received bytes, in file order; times never decrease
    // Bytes the host sent (format version 2), in file order: for the wire inspector only,
    // never fed to a decoder as received bytes. Empty in a version 1 log.
    std::vector<SessionLogChunk> sent;
    SessionLogStop stop;

    qint64 durationMs() const { return chunks.empty() ? stop.timeMs : std::max(chunks.back().timeMs, stop.timeMs); }
    const char *bytes(const SessionLogChunk &chunk) const { return data.constData() + chunk.offset; }
    // Index of the first chunk at or after `timeMs` (chunks.size() when none).
    std::size_t chunkAtOrAfter(qint64 timeMs) const;
    std::size_t sentAtOrAfter(qint64 timeMs) const;
};

class SessionLogReader {
public:
    // Nothing, and a sentence in `error`, when the file cannot be read or is not a session
    // log at all (bad magic or header). Damage after the header is not an error: see stop.
    static std::optional<SessionLog> read(const QString &path, QString *error);
    static std::optional<SessionLog> parse(const QByteArray &file, QString *error);
    // The header alone (the family a window must show, say), read without the records; of
    // an MCAP export or recording, its log's.
    static std::optional<SessionLogHeader> readHeader(const QString &path, QString *error);
    // The header at the start of `start` (a file's first bytes, at least up to its first
    // record): the offset of that first record, or -1 with a sentence in `error`. For readers
    // that go through the records themselves (SessionLogIndex).
    static qsizetype parseHeader(const QByteArray &start, SessionLogHeader &header, QString *error);
    // How many bytes at the start of a file hold its header, at most.
    static qsizetype maxHeaderBytes();
};

}  // namespace robodash::link
