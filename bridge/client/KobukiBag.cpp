#include "KobukiBag.h"

#include "KobukiBagChannels.h"
#include "KobukiMessageFeedback.h"
#include "KobukiBagLogBuilder.h"

#include "link/McapSessionLog.h"
#include "link/mcap/McapReader.h"

#include <QtGlobal>
#include <QBuffer>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace robodash::bridge {

namespace {

const QString kCoreSuffix = QStringLiteral("/sensors/core");

QMutex chosenMutex;
std::optional<QString> chosenNamespace;  // guarded by chosenMutex

// "/tb1" from "tb1", "/tb1/" or "/tb1"; "" for the root ("/" or "").
QString normalized(QString rosNamespace)
{
    while (rosNamespace.endsWith(QLatin1Char('/')))
        rosNamespace.chop(1);
    if (!rosNamespace.isEmpty() && !rosNamespace.startsWith(QLatin1Char('/')))
        rosNamespace.prepend(QLatin1Char('/'));
    return rosNamespace;
}

QString shown(const QString &rosNamespace)
{
    return rosNamespace.isEmpty() ? QStringLiteral("/") : rosNamespace;
}

QStringList shownAll(const QStringList &namespaces)
{
    QStringList names;
    for (const QString &name : namespaces)
        names << shown(name);
    return names;
}

// The bag's topics list, shortened for a sentence.
QString someTopics(const QStringList &topics)
{
    constexpr int kShown = 8;
    QString text = topics.mid(0, kShown).join(QStringLiteral(", "));
    if (topics.size() > kShown)
        text += QStringLiteral(" and %1 more").arg(topics.size() - kShown);
    return topics.isEmpty() ? QStringLiteral("no topics") : text;
}

}  // namespace

std::optional<KobukiBag::Contents> KobukiBag::inspect(const QString &path, QString *error)
{
    mcap::McapReader reader;
    if (!reader.open(path.toStdString())) {
        *error = QString::fromStdString(reader.error());
        return std::nullopt;
    }
    // Without a summary the channels are known only once the messages are read.
    if (!reader.hasSummary() && !reader.readMessages([](const mcap::MessageView &) { return true; })
        && reader.channels().empty()) {
        *error = QString::fromStdString(reader.error());
        return std::nullopt;
    }
    std::set<QString> topics, namespaces;
    for (const auto &[id, channel] : reader.channels()) {
        const QString topic = QString::fromStdString(channel.topic);
        topics.insert(topic);
        if (topic.endsWith(kCoreSuffix))
            namespaces.insert(topic.chopped(kCoreSuffix.size()));
    }
    Contents contents{QStringList(namespaces.begin(), namespaces.end()), QStringList(topics.begin(), topics.end())};
    contents.robodash = topics.count(QLatin1String(link::McapSessionLog::kSessionLogTopic)) > 0
                        || std::any_of(reader.attachmentIndexes().begin(), reader.attachmentIndexes().end(),
                                       [](const mcap::AttachmentIndex &index) {
                                           return index.name == link::McapSessionLog::kAttachmentName;
                                       });
    return contents;
}

QStringList KobukiBag::missingTopics(const Contents &contents, const QString &rosNamespace)
{
    QStringList missing;
    for (const KobukiMessageFeedback::Topic &topic : KobukiMessageFeedback::topics()) {
        if (!contents.topics.contains(normalized(rosNamespace) + '/' + QLatin1String(topic.name)))
            missing << QLatin1String(topic.name);
    }
    return missing;
}

std::optional<QString> KobukiBag::chooseNamespace(const Contents &contents, const std::optional<QString> &wanted,
                                                  QString *error)
{
    if (contents.namespaces.isEmpty()) {
        *error = QStringLiteral("this MCAP file is neither a RoboDash session nor a bag of a Kobuki "
                                "(no sensors/core topic of kobuki_ros); it holds %1")
                     .arg(someTopics(contents.topics));
        return std::nullopt;
    }
    if (wanted) {
        const QString name = normalized(*wanted);
        if (contents.namespaces.contains(name))
            return name;
        *error = QStringLiteral("this bag holds no Kobuki at namespace %1; it holds %2")
                     .arg(shown(name), shownAll(contents.namespaces).join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (contents.namespaces.size() == 1)
        return contents.namespaces.front();
    *error = QStringLiteral("this bag holds several Kobukis (%1): choose one with --namespace")
                 .arg(shownAll(contents.namespaces).join(QStringLiteral(", ")));
    return std::nullopt;
}

std::optional<QByteArray> KobukiBag::sessionLog(const QString &path, const std::optional<QString> &rosNamespace,
                                                QString *error)
{
    QByteArray log;
    QBuffer buffer(&log);
    buffer.open(QIODevice::WriteOnly);
    if (!writeSessionLog(path, rosNamespace, buffer, error))
        return std::nullopt;
    buffer.close();
    return log;
}

bool KobukiBag::writeSessionLog(const QString &path, const std::optional<QString> &rosNamespace, QIODevice &out,
                                QString *error)
{
    const std::optional<Contents> contents = inspect(path, error);
    if (!contents)
        return false;
    const std::optional<QString> chosen = chooseNamespace(*contents, rosNamespace, error);
    if (!chosen)
        return false;
    mcap::McapReader reader;
    if (!reader.open(path.toStdString())) {
        *error = QString::fromStdString(reader.error());
        return false;
    }
    KobukiBagChannels channels(*chosen);
    KobukiMessageFeedback assembler;
    KobukiBagLogBuilder builder(out, QStringLiteral("%1 %2").arg(path, shown(*chosen)));
    std::string firstBad;
    const bool whole = reader.readMessages([&](const mcap::MessageView &message) {
        const std::string *name = channels.find(reader, message.channelId);
        if (!name)
            return true;
        std::vector<KobukiFrameAssembler::Frame> frames;
        std::string why;
        if (assembler.add(*name, message.data, message.size, frames, &why))
            return builder.add(message.logTime, frames);  // a failed write ends the reading
        if (firstBad.empty())
            firstBad = chosen->toStdString() + "/" + *name + ": " + why;
        return true;
    });
    if (!builder.finish(whole)) {
        *error = QStringLiteral("cannot write the bag's frames out: %1").arg(out.errorString());
        return false;
    }
    if (builder.frames() == 0) {
        *error = !whole ? QString::fromStdString(reader.error())
                 : !firstBad.empty()
                     ? QStringLiteral("no message of the bag could be read (%1)").arg(QString::fromStdString(firstBad))
                     : QStringLiteral("the bag's %1 holds no kobuki_ros messages RoboDash reads")
                           .arg(shown(*chosen) + kCoreSuffix);
        return false;
    }
    if (!firstBad.empty())  // the rest replays; say what was left out
        qWarning("%s: messages skipped, the first: %s", qPrintable(path), firstBad.c_str());
    return true;
}

void KobukiBag::install()
{
    link::McapSessionLog::setBagReader([](const QString &path, QIODevice &out, QString *error) {
        std::optional<QString> wanted;
        {
            QMutexLocker lock(&chosenMutex);
            wanted = chosenNamespace;
        }
        return writeSessionLog(path, wanted, out, error);
    });
}

void KobukiBag::setNamespace(const std::optional<QString> &rosNamespace)
{
    QMutexLocker lock(&chosenMutex);
    chosenNamespace = rosNamespace;
}

}  // namespace robodash::bridge
