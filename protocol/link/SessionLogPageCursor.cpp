#include "link/SessionLogPageCursor.h"

#include "link/SessionLogRecordView.h"

#include <utility>

namespace robodash::link {

SessionLogPageCursor::SessionLogPageCursor(SessionLogFileRange range, std::shared_ptr<const SessionLogIndex> index,
                                           quint8 type)
    : m_range(std::move(range)), m_index(std::move(index)), m_type(type), m_file(m_range.path)
{
    if (!m_file.open(QIODevice::ReadOnly)) {
        m_failure = QStringLiteral("the log could not be opened again (%1)").arg(m_file.errorString());
        return;
    }
    seek(0);
}

void SessionLogPageCursor::seek(qint64 timeMs)
{
    m_current = false;
    if (!m_failure.isEmpty() || m_index->pages().empty())
        return;
    const std::size_t page = m_index->pageWith(m_index->pageBefore(timeMs), m_type);
    if (page >= m_index->pages().size() || (!(m_pageLoaded && m_pageNumber == page) && !loadPage(page)))
        return;
    m_position = 0;
    settle(timeMs);
}

void SessionLogPageCursor::next()
{
    if (!m_current)
        return;
    m_position += m_recordBytes;
    settle(m_timeMs);
}

bool SessionLogPageCursor::loadPage(std::size_t page)
{
    m_pageLoaded = false;
    const qint64 offset = m_index->pages()[page].offset;
    const qint64 size = m_index->pageEnd(page) - offset;
    if (!m_file.seek(m_range.start + offset) || (m_page = m_file.read(size)).size() != size) {
        m_failure = QStringLiteral("the log could not be read again at byte %1 (%2)")
                        .arg(offset)
                        .arg(m_file.error() == QFileDevice::NoError ? QStringLiteral("it is shorter than it was")
                                                                    : m_file.errorString());
        return false;
    }
    m_pageNumber = page;
    m_pageLoaded = true;
    ++m_pagesRead;
    return true;
}

void SessionLogPageCursor::settle(qint64 fromMs)
{
    m_current = false;
    while (true) {
        if (m_position >= m_page.size()) {
            const std::size_t page = m_index->pageWith(m_pageNumber + 1, m_type);
            if (page >= m_index->pages().size() || !loadPage(page))
                return;
            m_position = 0;
        }
        SessionLogRecordView record;
        QString reason;
        // A page holds whole records only (pages end at record boundaries).
        if (SessionLogRecordView::parse(m_page.constData() + m_position, m_page.size() - m_position, record, &reason)
            != SessionLogRecordView::Result::Good) {
            m_failure = QStringLiteral("the log changed on disk during the replay (byte %1: %2)")
                            .arg(m_index->pages()[m_pageNumber].offset + m_position)
                            .arg(reason);
            return;
        }
        if (record.type == m_type && record.timeMs >= fromMs) {
            m_current = true;
            m_timeMs = record.timeMs;
            m_dataOffset = record.data - m_page.constData();
            m_dataSize = record.size;
            m_recordBytes = record.totalBytes;
            return;
        }
        m_position += record.totalBytes;
    }
}

}  // namespace robodash::link
