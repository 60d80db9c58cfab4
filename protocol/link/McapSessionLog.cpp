#include "McapSessionLog.h"

#include "link/mcap/McapAttachmentSpan.h"
#include "link/mcap/McapFileInput.h"
#include "link/mcap/McapFormat.h"
#include "link/mcap/McapReader.h"

#include <QBuffer>
#include <QDir>
#include <QMutex>
#include <QMutexLocker>
#include <QTemporaryFile>

#include <algorithm>
#include <cstring>
#include <utility>

namespace robodash::link {

namespace {

QMutex bagReaderMutex;
McapSessionLog::BagReader bagReader;  // guarded by bagReaderMutex

bool openReader(mcap::McapReader &reader, const QString &path, QString *error)
{
    if (reader.open(path.toStdString()))
        return true;
    *error = QString::fromStdString(reader.error());
    return false;
}

// RoboDash's own log among the file's attachments (an export of ours); null in any other MCAP.
const mcap::AttachmentIndex *ourLogAttachment(const mcap::McapReader &reader, const std::string &name)
{
    for (const mcap::AttachmentIndex &index : reader.attachmentIndexes())
        if (index.name == name) return &index;
    return nullptr;
}

bool isLogChannel(const mcap::McapReader &reader, std::uint16_t id)
{
    const auto channel = reader.channels().find(id);  // a scan fills these as it goes
    return channel != reader.channels().end() && channel->second.topic == McapSessionLog::kSessionLogTopic;
}

bool hasLogChannel(const mcap::McapReader &reader)
{
    const auto &channels = reader.channels();
    return std::any_of(channels.begin(), channels.end(),
                       [](const auto &entry) { return entry.second.topic == McapSessionLog::kSessionLogTopic; });
}

// A recording writes its log's header first: a file whose first thousand messages hold none
// is a bag from elsewhere, not read to its end to say so.
constexpr int kMessagesBeforeTheLog = 1000;

}  // namespace

void McapSessionLog::setBagReader(BagReader reader)
{
    QMutexLocker lock(&bagReaderMutex);
    bagReader = std::move(reader);
}

bool McapSessionLog::readBag(const QString &path, QIODevice &out, QString *error)
{
    BagReader reader;
    {
        QMutexLocker lock(&bagReaderMutex);
        reader = bagReader;
    }
    return reader && reader(path, out, error);
}

bool McapSessionLog::isMcap(const QByteArray &start)
{
    return std::size_t(start.size()) >= mcap::format::kMagicSize
           && std::memcmp(start.constData(), mcap::format::kMagic, mcap::format::kMagicSize) == 0;
}

std::optional<QByteArray> McapSessionLog::embeddedLog(const QString &path, QString *error)
{
    mcap::McapReader reader;
    if (!openReader(reader, path, error))
        return std::nullopt;
    if (const mcap::AttachmentIndex *index = ourLogAttachment(reader, kAttachmentName)) {
        std::string data;
        if (!reader.readAttachment(*index, data)) {
            *error = QString::fromStdString(reader.error());
            return std::nullopt;
        }
        return QByteArray::fromStdString(data);
    }
    QByteArray log;
    QBuffer buffer(&log);
    buffer.open(QIODevice::WriteOnly);
    if (!writeLog(path, reader, buffer, error))
        return std::nullopt;
    buffer.close();
    return log;
}

std::optional<SessionLogFileRange> McapSessionLog::logOnDisk(const QString &path, QString *error)
{
    mcap::McapReader reader;
    if (!openReader(reader, path, error))
        return std::nullopt;
    if (const mcap::AttachmentIndex *index = ourLogAttachment(reader, kAttachmentName)) {
        mcap::McapFileInput file;
        mcap::McapAttachmentSpan span;
        std::string why;
        if (!file.open(path.toStdString(), &why) || !mcap::McapAttachmentSpan::locate(file, *index, span, &why)) {
            *error = QString::fromStdString(why);
            return std::nullopt;
        }
        return SessionLogFileRange{path, qint64(span.dataOffset), qint64(span.dataSize), nullptr};
    }
    // In the temporary folder, as a user's own replay copy: removed when the replay closes.
    auto temporary = std::make_shared<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/robodash-replay-XXXXXX.rdlog"));
    if (!temporary->open()) {
        *error = QStringLiteral("cannot write the log to a temporary file in %1: %2")
                     .arg(QDir::tempPath(), temporary->errorString());
        return std::nullopt;
    }
    if (!writeLog(path, reader, *temporary, error))
        return std::nullopt;
    if (!temporary->flush()) {
        *error = QStringLiteral("cannot write the log to a temporary file in %1: %2")
                     .arg(QDir::tempPath(), temporary->errorString());
        return std::nullopt;
    }
    return SessionLogFileRange{temporary->fileName(), 0, temporary->size(), temporary};
}

std::optional<QByteArray> McapSessionLog::logStart(const QString &path, qsizetype bytes, QString *error)
{
    const QString none = QStringLiteral("this MCAP file holds no RoboDash session log");
    mcap::McapReader reader;
    if (bytes <= 0 || !openReader(reader, path, error))
        return std::nullopt;
    if (const mcap::AttachmentIndex *index = ourLogAttachment(reader, kAttachmentName)) {
        mcap::McapFileInput file;
        mcap::McapAttachmentSpan span;
        std::string data, why;
        if (!file.open(path.toStdString(), &why) || !mcap::McapAttachmentSpan::find(file, *index, span, &why)
            || !file.read(span.dataOffset, std::min<std::uint64_t>(span.dataSize, std::uint64_t(bytes)), data)) {
            *error = QString::fromStdString(why.empty() ? file.error() : why);
            return std::nullopt;
        }
        return QByteArray::fromStdString(data);
    }
    if (reader.hasSummary() && !hasLogChannel(reader)) {
        *error = none;  // a bag: its summary says so without a chunk read
        return std::nullopt;
    }
    // A recording's log: its first messages, up to `bytes`; the chunks after them are not read.
    QByteArray start;
    int others = 0;
    const bool whole = reader.readMessages([&](const mcap::MessageView &message) {
        if (!isLogChannel(reader, message.channelId))
            return start.isEmpty() && ++others < kMessagesBeforeTheLog;
        start.append(reinterpret_cast<const char *>(message.data),
                     qsizetype(std::min<std::uint64_t>(message.size, std::uint64_t(bytes - start.size()))));
        return start.size() < bytes;
    });
    if (start.isEmpty()) {
        *error = whole || others >= kMessagesBeforeTheLog ? none : QString::fromStdString(reader.error());
        return std::nullopt;
    }
    return start;
}

bool McapSessionLog::writeLog(const QString &path, mcap::McapReader &reader, QIODevice &out, QString *error)
{
    bool notOurs = false;
    if (loggedMessages(reader, out, error, &notOurs))
        return true;
    if (notOurs) {
        QString why;
        if (readBag(path, out, &why))
            return true;
        if (!why.isEmpty())
            *error = why;
    }
    return false;
}

bool McapSessionLog::loggedMessages(mcap::McapReader &reader, QIODevice &out, QString *error, bool *notOurs)
{
    const QString none = QStringLiteral("this MCAP file holds no RoboDash session log (a ROS 2 "
                                        "bag from elsewhere?); RoboDash replays the MCAP files it "
                                        "exported or recorded");
    if (reader.hasSummary() && !hasLogChannel(reader)) {  // the summary lists every channel
        *error = none;
        *notOurs = true;
        return false;
    }
    qint64 written = 0;
    bool writeFailed = false;
    const bool whole = reader.readMessages([&](const mcap::MessageView &message) {
        if (!isLogChannel(reader, message.channelId))
            return true;
        const qint64 size = qint64(message.size);
        writeFailed = out.write(reinterpret_cast<const char *>(message.data), size) != size;
        written += size;
        return !writeFailed;
    });
    if (writeFailed) {
        *error = QStringLiteral("cannot write the session log out: %1").arg(out.errorString());
        return false;
    }
    if (written > 0)
        return true;  // a damaged end: the log reader reports the cut at the end of these
    *error = whole ? none : QString::fromStdString(reader.error());
    // A damaged file whose readable part has no log channel is not a recording of ours: a
    // cut bag, which the bag reader may still read up to the damage.
    *notOurs = !hasLogChannel(reader);
    return false;
}

}  // namespace robodash::link
