#include "McapSessionLog.h"

#include "link/mcap/McapFormat.h"
#include "link/mcap/McapReader.h"

#include <algorithm>
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
    return loggedMessages(reader, error);
}

std::optional<QByteArray> McapSessionLog::loggedMessages(mcap::McapReader &reader, QString *error)
{
    const auto isLogChannel = [&reader](std::uint16_t id) {
        const auto channel = reader.channels().find(id);  // the scan fills these as it goes
        return channel != reader.channels().end() && channel->second.topic == kSessionLogTopic;
    };
    const QString none = QStringLiteral("this MCAP file holds no RoboDash session log (a ROS 2 "
                                        "bag from elsewhere?); RoboDash replays the MCAP files it "
                                        "exported or recorded");
    if (reader.hasSummary()) {  // the summary lists every channel: no need to read the chunks
        const auto &channels = reader.channels();
        if (std::none_of(channels.begin(), channels.end(),
                         [](const auto &entry) { return entry.second.topic == kSessionLogTopic; })) {
            *error = none;
            return std::nullopt;
        }
    }
    QByteArray log;
    const bool whole = reader.readMessages([&](const mcap::MessageView &message) {
        if (isLogChannel(message.channelId))
            log.append(reinterpret_cast<const char *>(message.data), qsizetype(message.size));
        return true;
    });
    if (!log.isEmpty())
        return log;  // a damaged end: the log reader reports the cut at the end of these
    *error = whole ? none : QString::fromStdString(reader.error());
    return std::nullopt;
}

}  // namespace robodash::link
