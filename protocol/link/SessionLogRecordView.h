#pragma once
// One record of a session log (docs/LOG_FORMAT.md) read in place from a buffer, with the
// checks SessionLogReader makes: known type, whole, CRC. Shared by the readers that go
// through a log a page at a time (SessionLogIndex, SessionLogPageCursor), so a log replayed
// from disk stops at the same byte, for the same reason, as one read whole.

#include "link/SessionLogFormat.h"

#include <QString>
#include <QtGlobal>

namespace robodash::link {

struct SessionLogRecordView {
    // The most bytes one record takes: prefix, the largest data, CRC. A reader that holds
    // this many bytes past a record's start (or the rest of the file, if fewer) can always
    // tell a whole record from a cut one.
    static constexpr qsizetype kMaxBytes =
        qsizetype(logformat::kRecordPrefixBytes + logformat::kMaxRecordData + logformat::kRecordCrcBytes);

    enum class Result {
        Good,     // a whole record whose CRC matches
        Damaged,  // cut off or damaged: `reason` says which, in SessionLogReader's words
    };

    quint8 type = 0;
    qint64 timeMs = 0;
    const char *data = nullptr;  // into the buffer given to parse()
    qsizetype size = 0;
    qsizetype totalBytes = 0;    // prefix, data and CRC

    // The record at `bytes`, of which `available` bytes are at hand: at least kMaxBytes, or
    // every byte left in the file. `available` 0 is the end of the file.
    static Result parse(const char *bytes, qsizetype available, SessionLogRecordView &out, QString *reason);
};

}  // namespace robodash::link
