#include "link/SessionLogIndex.h"

#include "link/SessionLogRecordView.h"

#include <QFile>

#include <algorithm>

namespace robodash::link {

namespace {

// Large enough that reading a GB is a thousand reads, small enough to be noise in memory.
constexpr qint64 kReadBlockBytes = 1024 * 1024;

// A window onto the log's bytes that slides forward: the bytes from `offset` on, at least
// `wanted` of them (or all that are left), read in blocks.
class ForwardWindow {
public:
    ForwardWindow(QFile &file, const SessionLogFileRange &range) : m_file(file), m_range(range) {}

    // Bytes at `offset` (from the log's start), at least min(wanted, left) of them; nullptr
    // when the file cannot be read.
    const char *at(qint64 offset, qint64 wanted, qint64 *available)
    {
        const qint64 left = m_range.size - offset;
        const qint64 need = std::min(wanted, left);
        if (offset < m_start || offset + need > m_start + m_bytes.size()) {
            const qint64 count = std::max(need, std::min(kReadBlockBytes, left));
            if (!m_file.seek(m_range.start + offset))
                return nullptr;
            m_bytes = m_file.read(count);
            m_start = offset;
            if (m_bytes.size() < need)
                return nullptr;
        }
        *available = std::min(left, m_start + m_bytes.size() - offset);
        return m_bytes.constData() + (offset - m_start);
    }

private:
    QFile &m_file;
    const SessionLogFileRange &m_range;
    QByteArray m_bytes;
    qint64 m_start = 0;
};

}  // namespace

std::optional<SessionLogIndex> SessionLogIndex::build(const SessionLogFileRange &range, QString *error)
{
    QFile file(range.path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(range.start)) {
        if (error)
            *error = QStringLiteral("cannot read the log: %1").arg(file.errorString());
        return std::nullopt;
    }
    SessionLogIndex index;
    const QByteArray start = file.read(std::min<qint64>(range.size, SessionLogReader::maxHeaderBytes()));
    QString message;
    qint64 offset = SessionLogReader::parseHeader(start, index.m_header, &message);
    if (offset < 0) {
        if (error)
            *error = message;
        return std::nullopt;
    }
    ForwardWindow window(file, range);
    SessionLogStop &stop = index.m_stop;
    while (true) {
        stop.byteOffset = offset;
        index.m_recordsEnd = offset;
        qint64 available = 0;
        const char *bytes = window.at(offset, SessionLogRecordView::kMaxBytes, &available);
        if (!bytes) {
            stop.reason = QStringLiteral("the log could not be read past this point (%1)").arg(file.errorString());
            break;
        }
        SessionLogRecordView record;
        if (SessionLogRecordView::parse(bytes, available, record, &stop.reason)
            != SessionLogRecordView::Result::Good)
            break;
        if (record.timeMs < stop.timeMs) {
            stop.reason = QStringLiteral("the log is damaged (time goes backwards)");
            break;
        }
        stop.timeMs = record.timeMs;
        if (record.type == logformat::kEnd) {
            stop.byteOffset = offset + record.totalBytes;
            stop.clean = stop.byteOffset == range.size;
            if (!stop.clean)
                stop.reason = QStringLiteral("the log has %1 unexpected bytes after its end record")
                                  .arg(range.size - stop.byteOffset);
            break;
        }
        index.add(offset, record.timeMs, record.type);
        ++(record.type == logformat::kSentBytes ? index.m_sent : index.m_received);
        offset += record.totalBytes;
    }
    return index;
}

void SessionLogIndex::add(qint64 offset, qint64 timeMs, quint8 type)
{
    if (m_pages.empty() || offset - m_pages.back().offset >= kPageBytes)
        m_pages.push_back({offset, quint32(timeMs), 0});
    m_pages.back().kinds |= kindBit(type);
}

qint64 SessionLogIndex::pageEnd(std::size_t page) const
{
    return page + 1 < m_pages.size() ? m_pages[page + 1].offset : m_recordsEnd;
}

std::size_t SessionLogIndex::pageBefore(qint64 timeMs) const
{
    const auto later = std::lower_bound(m_pages.begin(), m_pages.end(), timeMs,
                                        [](const Page &page, qint64 t) { return qint64(page.timeMs) < t; });
    return later == m_pages.begin() ? 0 : std::size_t(later - m_pages.begin()) - 1;
}

std::size_t SessionLogIndex::pageWith(std::size_t page, quint8 type) const
{
    while (page < m_pages.size() && !(m_pages[page].kinds & kindBit(type)))
        ++page;
    return page;
}

}  // namespace robodash::link
