#include "link/SessionLogFileRange.h"

#include "link/McapSessionLog.h"
#include "link/SessionLogFormat.h"

#include <QFile>
#include <QTemporaryFile>

namespace robodash::link {

std::optional<SessionLogFileRange> SessionLogFileRange::locate(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (!McapSessionLog::isMcap(file.peek(qint64(sizeof(logformat::kMagic)))))
        return SessionLogFileRange{path, 0, file.size(), nullptr};
    QString why;
    std::optional<SessionLogFileRange> range = McapSessionLog::logOnDisk(path, &why);
    if (!range && error)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return range;
}

}  // namespace robodash::link
