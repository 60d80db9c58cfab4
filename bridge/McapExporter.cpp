#include "McapExporter.h"

#include "McapSessionEncoder.h"

#include "link/McapSessionLog.h"
#include "link/mcap/McapWriter.h"

#include <QFile>
#include <QFileInfo>

namespace robodash::bridge {

namespace {

// The log's records in the order they happened: each received chunk after the commands sent
// up to its time.
void feed(const link::SessionLog &log, McapSessionEncoder &encoder)
{
    std::size_t sent = 0;
    const auto send = [&](const link::SessionLogChunk &chunk) {
        encoder.sent(log.bytes(chunk), std::size_t(chunk.size), chunk.timeMs);
    };
    for (const link::SessionLogChunk &chunk : log.chunks) {
        for (; sent < log.sent.size() && log.sent[sent].timeMs <= chunk.timeMs; ++sent)
            send(log.sent[sent]);
        encoder.received(log.bytes(chunk), std::size_t(chunk.size), chunk.timeMs);
    }
    for (; sent < log.sent.size(); ++sent)
        send(log.sent[sent]);
}

}  // namespace

McapExportResult McapExporter::exportLog(const link::SessionLog &log, const QString &mcapPath,
                                         const std::string &rosNamespace,
                                         const QByteArray &original) const
{
    McapExportResult result;
    result.stop = log.stop;
    const std::string familyName = log.header.family();
    const core::FamilyDescriptor *family = m_families.find(familyName);
    if (!family || !family->makeDriver) {
        result.error = QStringLiteral("this is a log of a \"%1\" robot, which this program cannot "
                                      "decode").arg(QString::fromStdString(familyName));
        return result;
    }
    BridgeOptions options;
    std::string why;
    if (!McapSessionEncoder::exportOptions(familyName, rosNamespace, &options, &why)) {
        result.error = QString::fromStdString(why);
        return result;
    }
    // Written beside the destination and renamed when whole, so that a failed export (a
    // full disk) never replaces a good file of that name with half of one.
    const QString partial = mcapPath + QStringLiteral(".partial");
    mcap::McapWriter writer;
    if (!writer.open(partial.toStdString())) {
        result.error = QString::fromStdString(writer.error());
        return result;
    }
    McapSessionEncoder encoder(m_families, *family, log.header, options, writer);
    feed(log, encoder);
    if (!original.isEmpty())
        writer.addAttachment(link::McapSessionLog::kAttachmentName, link::McapSessionLog::kMediaType,
                             McapSessionEncoder::unixNs(log.header, 0), original.toStdString());
    if (!writer.close()) {
        result.error = QString::fromStdString(writer.error());
        QFile::remove(partial);
        return result;
    }
    QFile::remove(mcapPath);
    if (!QFile::rename(partial, mcapPath)) {
        result.error = QStringLiteral("cannot rename %1 to %2").arg(partial, mcapPath);
        return result;
    }
    result.messages = encoder.recorder().counts();
    result.bytesWritten = writer.bytesWritten();
    result.ok = true;
    return result;
}

McapExportResult McapExporter::exportFile(const QString &logPath, const QString &mcapPath,
                                          const std::string &rosNamespace) const
{
    McapExportResult result;
    if (QFileInfo::exists(mcapPath)
        && QFileInfo(logPath).canonicalFilePath() == QFileInfo(mcapPath).canonicalFilePath()) {
        result.error = QStringLiteral("%1 is the log being exported: choose another name for the "
                                      "MCAP file").arg(mcapPath);
        return result;
    }
    QFile file(logPath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("cannot open %1: %2").arg(logPath, file.errorString());
        return result;
    }
    QByteArray bytes = file.readAll();
    if (link::McapSessionLog::isMcap(bytes)) {  // an export again: its own log
        const auto embedded = link::McapSessionLog::embeddedLog(logPath, &result.error);
        if (!embedded)
            return result;
        bytes = *embedded;
    }
    const std::optional<link::SessionLog> log = link::SessionLogReader::parse(bytes, &result.error);
    if (!log) {
        result.error = QStringLiteral("%1: %2").arg(logPath, result.error);
        return result;
    }
    return exportLog(*log, mcapPath, rosNamespace, bytes);
}

}  // namespace robodash::bridge
