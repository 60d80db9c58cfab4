#pragma once
// Where a session log's bytes (docs/LOG_FORMAT.md) lie on disk, so that a replay can read
// them a page at a time instead of holding them in memory: a .rdlog is its whole file; a
// RoboDash MCAP export keeps the log as an attachment, whose bytes are a plain range of the
// MCAP file (attachments are never compressed); an MCAP recording (its log in compressed
// chunks) and a ROS 2 bag (messages to be turned into frames) are first written out as a
// temporary .rdlog, which lives as long as any copy of the range.

#include <QString>
#include <QtGlobal>

#include <memory>
#include <optional>

class QTemporaryFile;

namespace robodash::link {

struct SessionLogFileRange {
    QString path;       // the file to read
    qint64 start = 0;   // of the log's first byte (its magic) in that file
    qint64 size = 0;    // of the log, in bytes
    // Set when `path` is a temporary file written for the replay: removed with the last copy.
    std::shared_ptr<QTemporaryFile> temporary;

    // The log of the file at `path`, whatever its kind (.rdlog or MCAP). Nothing, and a
    // sentence, when the file cannot be read or holds no log; a log that is damaged after
    // its header is found (SessionLogIndex says where it stops).
    static std::optional<SessionLogFileRange> locate(const QString &path, QString *error);
};

}  // namespace robodash::link
