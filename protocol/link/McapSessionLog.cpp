#include "McapSessionLog.h"

#include "link/mcap/McapFormat.h"
#include "link/mcap/McapReader.h"

#include <cstring>

namespace robodash::link {

bool McapSessionLog::isMcap(const QByteArray &start)
{
    return std::size_t(start.size()) >= mcap::format::kMagicSize
           && std::memcmp(start.constData(), mcap::format::kMagic, mcap::format::kMagicSize) == 0;
}

std::optional<QByteArray> McapSessionLog::embeddedLog(const QString &path, QString *error)
{
    mcap::McapReader reader;
    if (!reader.open(path.toStdString())) {
        *error = QString::fromStdString(reader.error());
        return std::nullopt;
    }
    for (const mcap::AttachmentIndex &index : reader.attachmentIndexes()) {
        if (index.name != kAttachmentName)
            continue;
        std::string data;
        if (!reader.readAttachment(index, data)) {
            *error = QString::fromStdString(reader.error());
            return std::nullopt;
        }
        return QByteArray::fromStdString(data);
    }
    *error = reader.hasSummary()
                 ? QStringLiteral("this MCAP file holds no RoboDash session log (a ROS 2 bag "
                                  "from elsewhere?); RoboDash replays the MCAP files it exported")
                 : QStringLiteral("this MCAP file has no summary, so its session log cannot be "
                                  "found: ") + QString::fromStdString(reader.note());
    return std::nullopt;
}

}  // namespace robodash::link
