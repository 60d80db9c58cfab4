#pragma once
// Walks the records of one kind (received or sent bytes) of a session log on disk, in file
// order, holding one page of it in memory (SessionLogIndex::kPageBytes plus at most one
// record): the replay's way through a log of any size. seek() starts at the index's page for
// a time and skips what comes before it in that page.
//
// The records were checked when the index was built; each is checked again as it is read,
// so a file changed on disk during the replay ends it with a sentence (failure()) instead
// of feeding wrong bytes to a decoder.

#include "link/SessionLogFileRange.h"
#include "link/SessionLogIndex.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace robodash::link {

class SessionLogPageCursor {
public:
    // Records of `type` (logformat::kReceivedBytes or kSentBytes) of the log `index` was
    // built from; at the first one, or at the end when it cannot be read (failure()).
    SessionLogPageCursor(SessionLogFileRange range, std::shared_ptr<const SessionLogIndex> index, quint8 type);

    bool atEnd() const { return !m_current; }
    // The current record's time and bytes (not at the end).
    qint64 timeMs() const { return m_timeMs; }
    QByteArray bytes() const { return QByteArray(m_page.constData() + m_dataOffset, m_dataSize); }
    void next();
    // To the first record at or after `timeMs` (the end when none is).
    void seek(qint64 timeMs);
    // Why the walk ended before the index's end, or "".
    const QString &failure() const { return m_failure; }
    // The pages read so far (each load, seeks included): for tests and figures.
    quint64 pagesRead() const { return m_pagesRead; }

private:
    bool loadPage(std::size_t page);
    // From m_position on, to the first record of m_type at or after `fromMs`.
    void settle(qint64 fromMs);

    SessionLogFileRange m_range;
    std::shared_ptr<const SessionLogIndex> m_index;
    quint8 m_type;
    QFile m_file;
    QByteArray m_page;            // the bytes of page m_pageNumber
    std::size_t m_pageNumber = 0;
    bool m_pageLoaded = false;
    qsizetype m_position = 0;     // of the current record (or the next to look at) in m_page
    bool m_current = false;
    qint64 m_timeMs = 0;
    qsizetype m_dataOffset = 0;
    qsizetype m_dataSize = 0;
    qsizetype m_recordBytes = 0;
    QString m_failure;
    quint64 m_pagesRead = 0;
};

}  // namespace robodash::link
