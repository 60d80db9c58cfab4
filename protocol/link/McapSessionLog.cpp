#include "McapSessionLog.h"

#include "link/mcap/McapFormat.h"
#include "link/mcap/McapReader.h"

#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <cstring>
#include <utility>

namespace robodash::link {

namespace {

QMutex bagReaderMutex;
McapSessionLog::BagReader bagReader;  // guarded by bagReaderMutex

}  // namespace

void McapSessionLog::setBagReader(BagReader reader)
{
    QMutexLocker lock(&bagReaderMutex);
    bagReader = std::move(reader);
}

std::optional<QByteArray> McapSessionLog::readBag(const QString &path, QString *error)
{
    BagReader reader;
    {
        QMutexLocker lock(&bagReaderMutex);
        reader = bagReader;
    }
    if (!reader)
        return std::nullopt;
    return reader(path, error);
}

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
    bool notOurs = false;
    std::optional<QByteArray> log = loggedMessages(reader, error, &notOurs);
    if (notOurs) {
        QString why;
        if (std::optional<QByteArray> bag = readBag(path, &why))
            return bag;
        if (!why.isEmpty())
            *error = why;
    }
    return log;
}

std::optional<QByteArray> McapSessionLog::loggedMessages(mcap::McapReader &reader, QString *error,
                                                         bool *notOurs)
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
            *notOurs = true;
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
    // A damaged file whose readable part has no log channel is not a recording of ours: a
    // cut bag, which the bag reader may still read up to the damage.
    const auto &channels = reader.channels();
    *notOurs = std::none_of(channels.begin(), channels.end(),
                            [](const auto &entry) { return entry.second.topic == kSessionLogTopic; });
    return std::nullopt;
}

}  // namespace robodash::link
