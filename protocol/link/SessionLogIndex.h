#pragma once
// What a replay keeps in memory of a session log on disk, whatever its size: the header, where
// its good records end and why (SessionLogStop, as SessionLogReader says it), and a sparse
// index of pages: one entry per kPageBytes of records, with the file offset and time of the
// page's first record. Seeking finds a page by time in the index and reads only that page
// (SessionLogPageCursor), so memory is 16 bytes per 64 KiB of log (256 KiB per GB) plus the
// pages being read, instead of the whole log.
//
// build() reads the log once, front to back, a block at a time, checking every record as
// SessionLogReader does (type, length, CRC, time order); the cursors then never meet a
// record that was not checked.

#include "link/SessionLogFileRange.h"
#include "link/SessionLogReader.h"

#include <QString>

#include <optional>
#include <vector>

namespace robodash::link {

class SessionLogIndex {
public:
    // Records are cut into pages of at least this many bytes (a page ends at the first record
    // boundary past it, so a page is under kPageBytes + one record).
    static constexpr qint64 kPageBytes = 64 * 1024;

    struct Page {
        qint64 offset = 0;   // of the page's first record, from the log's first byte
        quint32 timeMs = 0;  // of that record (a record's time is 32 bits)
        // Which kinds of record the page holds (kindBit()): a cursor of sent bytes skips the
        // pages without any unread, so a log with none, or few, is not read through for them.
        quint8 kinds = 0;
    };
    static constexpr quint8 kindBit(quint8 recordType) { return quint8(1u << (recordType & 7u)); }

    // Nothing, and a sentence in `error` (without the file's name: the caller knows which
    // file the user opened), when the range cannot be read or is not a session log (bad
    // magic or header). Damage after the header is not an error: see stop().
    static std::optional<SessionLogIndex> build(const SessionLogFileRange &range, QString *error);

    const SessionLogHeader &header() const { return m_header; }
    const SessionLogStop &stop() const { return m_stop; }
    qint64 durationMs() const { return m_stop.timeMs; }
    const std::vector<Page> &pages() const { return m_pages; }
    // Where the received and sent records end (the end record, the damage, or the end of
    // the file): no cursor reads past it.
    qint64 recordsEnd() const { return m_recordsEnd; }
    // The page's bytes run from its offset to the next page's, or to recordsEnd().
    qint64 pageEnd(std::size_t page) const;
    // The page to start from to find the first record at or after `timeMs`: the last one
    // whose first record is before it (0 when none is).
    std::size_t pageBefore(qint64 timeMs) const;
    // The first page from `page` on that holds a record of `type` (pages().size() when none).
    std::size_t pageWith(std::size_t page, quint8 type) const;
    quint64 receivedRecords() const { return m_received; }
    quint64 sentRecords() const { return m_sent; }

private:
    void add(qint64 offset, qint64 timeMs, quint8 type);

    SessionLogHeader m_header;
    SessionLogStop m_stop;
    std::vector<Page> m_pages;
    qint64 m_recordsEnd = 0;
    quint64 m_received = 0;
    quint64 m_sent = 0;
};

}  // namespace robodash::link
