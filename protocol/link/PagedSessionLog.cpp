#include "link/PagedSessionLog.h"

#include <utility>

namespace robodash::link {

PagedSessionLog::PagedSessionLog(SessionLogFileRange range, std::shared_ptr<const SessionLogIndex> index)
    : m_range(std::move(range)), m_index(std::move(index))
{
}

std::optional<PagedSessionLog> PagedSessionLog::open(const QString &path, QString *error)
{
    std::optional<SessionLogFileRange> range = SessionLogFileRange::locate(path, error);
    if (!range)
        return std::nullopt;
    QString why;
    std::optional<SessionLogIndex> index = SessionLogIndex::build(*range, &why);
    if (!index) {
        // Named by the file the user opened, never by a temporary copy of its log.
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return std::nullopt;
    }
    return PagedSessionLog(std::move(*range), std::make_shared<const SessionLogIndex>(std::move(*index)));
}

std::unique_ptr<SessionLogPageCursor> PagedSessionLog::cursor(quint8 type) const
{
    return std::make_unique<SessionLogPageCursor>(m_range, m_index, type);
}

}  // namespace robodash::link
