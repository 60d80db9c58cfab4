#pragma once
// A session log opened for replay without reading it into memory: where its bytes are on
// disk (SessionLogFileRange: a .rdlog, the log inside a RoboDash MCAP file, or a temporary
// .rdlog made from a recording or a bag) and its page index (SessionLogIndex). Cheap to copy
// and to move between threads; ReplayTransport reads it through two SessionLogPageCursors.
//
// Memory, whatever the log's size: the index (16 bytes per 64 KiB of log) and, while it is
// replayed, one page per cursor (under 128 KiB each).

#include "link/SessionLogFileRange.h"
#include "link/SessionLogIndex.h"
#include "link/SessionLogPageCursor.h"

#include <memory>
#include <optional>

namespace robodash::link {

class PagedSessionLog {
public:
    // Nothing, and a sentence in `error`, when the file cannot be read or holds no log (as
    // SessionLogReader::read); damage after the header is in stop().
    static std::optional<PagedSessionLog> open(const QString &path, QString *error);

    const SessionLogHeader &header() const { return m_index->header(); }
    const SessionLogStop &stop() const { return m_index->stop(); }
    qint64 durationMs() const { return m_index->durationMs(); }
    const SessionLogIndex &index() const { return *m_index; }
    const SessionLogFileRange &range() const { return m_range; }

    // A walk through the received (logformat::kReceivedBytes) or sent records.
    std::unique_ptr<SessionLogPageCursor> cursor(quint8 type) const;

private:
    PagedSessionLog(SessionLogFileRange range, std::shared_ptr<const SessionLogIndex> index);

    SessionLogFileRange m_range;
    std::shared_ptr<const SessionLogIndex> m_index;
};

}  // namespace robodash::link
