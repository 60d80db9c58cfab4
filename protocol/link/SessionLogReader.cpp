#include "link/SessionLogReader.h"

#include "link/McapSessionLog.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace robodash::link {
namespace {

using namespace logformat;

// The fixed part before the header text: magic, format version, header length.
constexpr qsizetype kPreambleBytes = qsizetype(kMagicSize) + 2 + 4;

template <typename T>
T readLittleEndian(const QByteArray &file, qsizetype offset)
{
    return qFromLittleEndian<T>(file.constData() + offset);
}

bool parseHeaderJson(const QByteArray &text, SessionLogHeader &header)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject json = document.object();
    header.formatVersion = json.value(QStringLiteral("formatVersion")).toInt(kFormatVersion);
    header.robot = json.value(QStringLiteral("robot")).toString();
    header.port = json.value(QStringLiteral("port")).toString();
    header.program = json.value(QStringLiteral("program")).toString();
    header.programVersion = json.value(QStringLiteral("programVersion")).toString();
    header.protocol = json.value(QStringLiteral("protocol")).toString();
    header.startUtc = QDateTime::fromString(json.value(QStringLiteral("startUtc")).toString(), Qt::ISODateWithMs);
    header.hardware = json.value(QStringLiteral("hardware")).toString();
    header.firmware = json.value(QStringLiteral("firmware")).toString();
    header.udid = json.value(QStringLiteral("udid")).toString();
    header.firmwareCode = json.value(QStringLiteral("firmwareCode")).toString();
    header.serialNumber = json.value(QStringLiteral("serialNumber")).toString();
    return true;
}

// A rosbag2 bag in its SQLite storage (bag_0.db3, the default before Iron) starts as every
// SQLite database does.
bool isSqliteDatabase(const QByteArray &file)
{
    static const char kSqliteMagic[] = "SQLite format 3";  // and its NUL: 16 bytes
    return file.size() >= qsizetype(sizeof kSqliteMagic)
           && std::memcmp(file.constData(), kSqliteMagic, sizeof kSqliteMagic) == 0;
}

// Returns the offset of the first record, or -1 with `error` set.
qsizetype parseHeader(const QByteArray &file, SessionLogHeader &header, QString *error)
{
    if (isSqliteDatabase(file)) {
        *error = QStringLiteral("not a RoboDash session log: an SQLite database, such as a rosbag2 bag "
                                "in SQLite storage (.db3), which RoboDash does not read; convert it to "
                                "MCAP with `ros2 bag convert` (storage_id: mcap in its output options) "
                                "and open the .mcap");
        return -1;
    }
    if (file.size() < qsizetype(kMagicSize) || std::memcmp(file.constData(), kMagic, kMagicSize) != 0) {
        *error = QStringLiteral("not a RoboDash session log (the file does not start with the log's magic bytes)");
        return -1;
    }
    if (file.size() < kPreambleBytes) {
        *error = QStringLiteral("the log is cut off inside its header");
        return -1;
    }
    const auto version = readLittleEndian<quint16>(file, qsizetype(kMagicSize));
    if (version < kOldestFormatVersion || version > kFormatVersion) {
        *error = QStringLiteral("log format version %1 is not supported (this program reads versions %2 to %3)")
                     .arg(version)
                     .arg(kOldestFormatVersion)
                     .arg(kFormatVersion);
        return -1;
    }
    const auto length = readLittleEndian<quint32>(file, qsizetype(kMagicSize) + 2);
    if (length > kMaxHeaderBytes || file.size() < kPreambleBytes + qsizetype(length) + 4) {
        *error = QStringLiteral("the log's header is cut off or has an impossible length (%1 bytes)").arg(length);
        return -1;
    }
    const QByteArray text = file.mid(kPreambleBytes, qsizetype(length));
    const auto crc = readLittleEndian<quint32>(file, kPreambleBytes + qsizetype(length));
    if (crc != crc32(text.constData(), std::size_t(text.size())) || !parseHeaderJson(text, header)) {
        *error = QStringLiteral("the log's header is damaged");
        return -1;
    }
    return kPreambleBytes + qsizetype(length) + 4;
}

void readRecords(const QByteArray &file, qsizetype offset, SessionLog &log)
{
    SessionLogStop &stop = log.stop;
    while (true) {
        stop.byteOffset = offset;
        const qsizetype left = file.size() - offset;
        if (left == 0) {
            stop.reason = QStringLiteral("the log ends without its end record (the recording was cut off)");
            return;
        }
        if (left < qsizetype(kRecordPrefixBytes + kRecordCrcBytes)) {
            stop.reason = QStringLiteral("the log is truncated inside a record");
            return;
        }
        const auto type = static_cast<quint8>(file.at(offset));
        const auto timeMs = qint64(readLittleEndian<quint32>(file, offset + 1));
        const auto size = qsizetype(readLittleEndian<quint16>(file, offset + 5));
        const qsizetype total = qsizetype(kRecordPrefixBytes) + size + qsizetype(kRecordCrcBytes);
        if (type != kReceivedBytes && type != kSentBytes && type != kEnd) {
            stop.reason = QStringLiteral("the log is damaged (unknown record type %1)").arg(type);
            return;
        }
        if (left < total) {
            stop.reason = QStringLiteral("the log is truncated inside a record");
            return;
        }
        const auto crc = readLittleEndian<quint32>(file, offset + total - qsizetype(kRecordCrcBytes));
        if (crc != crc32(file.constData() + offset, std::size_t(total) - kRecordCrcBytes)) {
            stop.reason = QStringLiteral("the log is damaged (a record fails its checksum)");
            return;
        }
        if (timeMs < stop.timeMs) {
            stop.reason = QStringLiteral("the log is damaged (time goes backwards)");
            return;
        }
        stop.timeMs = timeMs;
        if (type == kEnd) {
            stop.byteOffset = offset + total;
            stop.clean = stop.byteOffset == file.size();
            if (!stop.clean)
                stop.reason = QStringLiteral("the log has %1 unexpected bytes after its end record")
                                  .arg(file.size() - stop.byteOffset);
            return;
        }
        (type == kSentBytes ? log.sent : log.chunks).push_back({timeMs, log.data.size(), size});
        log.data.append(file.constData() + offset + qsizetype(kRecordPrefixBytes), size);
        offset += total;
    }
}

}  // namespace

QString SessionLogStop::describe() const
{
    if (clean)
        return {};
    return QStringLiteral("stopped at byte %1 (t = %2 s): %3")
        .arg(byteOffset)
        .arg(double(timeMs) / 1000.0, 0, 'f', 3)
        .arg(reason);
}

namespace {
std::size_t firstAtOrAfter(const std::vector<SessionLogChunk> &chunks, qint64 timeMs)
{
    const auto it = std::lower_bound(chunks.begin(), chunks.end(), timeMs,
                                     [](const SessionLogChunk &chunk, qint64 t) { return chunk.timeMs < t; });
    return std::size_t(it - chunks.begin());
}
}  // namespace

std::size_t SessionLog::chunkAtOrAfter(qint64 timeMs) const
{
    return firstAtOrAfter(chunks, timeMs);
}

std::size_t SessionLog::sentAtOrAfter(qint64 timeMs) const
{
    return firstAtOrAfter(sent, timeMs);
}

std::optional<SessionLog> SessionLogReader::parse(const QByteArray &file, QString *error)
{
    SessionLog log;
    QString message;
    const qsizetype first = parseHeader(file, log.header, &message);
    if (first < 0) {
        if (error)
            *error = message;
        return std::nullopt;
    }
    log.data.reserve(file.size() - first);
    readRecords(file, first, log);
    return log;
}

std::optional<SessionLog> SessionLogReader::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QByteArray content = file.peek(qint64(sizeof(logformat::kMagic)));
    if (McapSessionLog::isMcap(content)) {
        // A RoboDash MCAP export: the log it was made from travels inside it.
        QString why;
        std::optional<QByteArray> embedded = McapSessionLog::embeddedLog(path, &why);
        if (!embedded) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(path, why);
            return std::nullopt;
        }
        content = *embedded;
    } else {
        content = file.readAll();
    }
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    std::optional<SessionLog> log = parse(content, error);
    if (!log && error)
        *error = QStringLiteral("%1: %2").arg(path, *error);
    return log;
}

qsizetype SessionLogReader::parseHeader(const QByteArray &start, SessionLogHeader &header, QString *error)
{
    QString message;
    const qsizetype first = robodash::link::parseHeader(start, header, &message);
    if (first < 0 && error)
        *error = message;
    return first;
}

qsizetype SessionLogReader::maxHeaderBytes()
{
    return kPreambleBytes + qsizetype(kMaxHeaderBytes) + 4;
}

std::optional<SessionLogHeader> SessionLogReader::readHeader(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QByteArray start = file.read(maxHeaderBytes());
    QString message;
    if (McapSessionLog::isMcap(start)) {  // an export or a recording: its log is inside
        const auto logStart = McapSessionLog::logStart(path, maxHeaderBytes(), &message);
        if (!logStart) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(path, message);
            return std::nullopt;
        }
        start = *logStart;
    }
    SessionLogHeader header;
    if (parseHeader(start, header, &message) < 0) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, message);
        return std::nullopt;
    }
    return header;
}

}  // namespace robodash::link
