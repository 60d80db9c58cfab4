#include "link/SessionLogWriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace robodash::link {
namespace {

template <typename T>
void appendLittleEndian(QByteArray &out, T value)
{
    char bytes[sizeof(T)];
    qToLittleEndian(value, bytes);
    out.append(bytes, sizeof(T));
}

quint32 clampedTime(qint64 timeMs)
{
    return static_cast<quint32>(std::clamp<qint64>(timeMs, 0, 0xFFFFFFFFll));
}

}  // namespace

SessionLogWriter::~SessionLogWriter()
{
    if (isOpen())
        close(0);
}

QByteArray SessionLogWriter::encodeHeader(const SessionLogHeader &header)
{
    QJsonObject json;
    json.insert(QStringLiteral("formatVersion"), header.formatVersion);
    json.insert(QStringLiteral("robot"), header.robot);
    json.insert(QStringLiteral("port"), header.port);
    json.insert(QStringLiteral("program"), header.program);
    json.insert(QStringLiteral("programVersion"), header.programVersion);
    json.insert(QStringLiteral("protocol"), header.protocol);
    json.insert(QStringLiteral("startUtc"), header.startUtc.toUTC().toString(Qt::ISODateWithMs));
    const auto insertKnown = [&json](const char *name, const QString &value) {
        if (!value.isEmpty()) json.insert(QLatin1String(name), value);
    };
    insertKnown("hardware", header.hardware);
    insertKnown("firmware", header.firmware);
    insertKnown("udid", header.udid);
    insertKnown("firmwareCode", header.firmwareCode);
    insertKnown("serialNumber", header.serialNumber);
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);

    QByteArray out(logformat::kMagic, logformat::kMagicSize);
    appendLittleEndian<quint16>(out, logformat::kFormatVersion);
    appendLittleEndian<quint32>(out, static_cast<quint32>(text.size()));
    out.append(text);
    appendLittleEndian<quint32>(out, logformat::crc32(text.constData(), std::size_t(text.size())));
    return out;
}

QByteArray SessionLogWriter::encodeRecord(quint8 type, quint32 timeMs, const char *data, quint16 size)
{
    QByteArray out;
    out.reserve(int(logformat::kRecordPrefixBytes + size + logformat::kRecordCrcBytes));
    out.append(char(type));
    appendLittleEndian<quint32>(out, timeMs);
    appendLittleEndian<quint16>(out, size);
    out.append(data, size);
    appendLittleEndian<quint32>(out, logformat::crc32(out.constData(), std::size_t(out.size())));
    return out;
}

bool SessionLogWriter::open(const QString &path, const SessionLogHeader &header)
{
    m_error.clear();
    m_bytesRecorded = 0;
    m_records = 0;
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_error = QStringLiteral("cannot create %1: %2").arg(path, m_file.errorString());
        return false;
    }
    return writeRaw(encodeHeader(header)) && flush();
}

bool SessionLogWriter::append(qint64 timeMs, const QByteArray &bytes)
{
    return appendRecords(logformat::kReceivedBytes, timeMs, bytes);
}

bool SessionLogWriter::appendSent(qint64 timeMs, const QByteArray &bytes)
{
    return appendRecords(logformat::kSentBytes, timeMs, bytes);
}

QByteArray SessionLogWriter::encodeRecords(logformat::RecordType type, qint64 timeMs,
                                           const QByteArray &bytes)
{
    QByteArray out;
    const quint32 time = clampedTime(timeMs);
    for (qsizetype offset = 0; offset < bytes.size();) {
        const auto size = static_cast<quint16>(
            std::min<qsizetype>(bytes.size() - offset, qsizetype(logformat::kMaxRecordData)));
        out.append(encodeRecord(type, time, bytes.constData() + offset, size));
        offset += size;
    }
    return out;
}

bool SessionLogWriter::appendRecords(logformat::RecordType type, qint64 timeMs, const QByteArray &bytes)
{
    if (!isOpen())
        return false;
    if (!writeRaw(encodeRecords(type, timeMs, bytes)))
        return false;
    (type == logformat::kSentBytes ? m_bytesSent : m_bytesRecorded) += quint64(bytes.size());
    m_records += quint64((bytes.size() + qsizetype(logformat::kMaxRecordData) - 1)
                         / qsizetype(logformat::kMaxRecordData));
    return true;
}

bool SessionLogWriter::flush()
{
    if (!isOpen())
        return false;
    // QFile::flush() reports a full disk; so does the device's error state after a write.
    errno = 0;
    if (!m_file.flush() || m_file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot write"));
    return true;
}

bool SessionLogWriter::close(qint64 timeMs)
{
    if (!isOpen())
        return false;
    const bool ok = writeRaw(encodeRecord(logformat::kEnd, clampedTime(timeMs), nullptr, 0)) && flush();
    if (isOpen())
        m_file.close();
    if (ok && m_file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot close"));
    return ok;
}

bool SessionLogWriter::writeRaw(const QByteArray &block)
{
    errno = 0;
    if (m_file.write(block) != block.size())
        return fail(QStringLiteral("cannot write"));
    return true;
}

bool SessionLogWriter::fail(const QString &what)
{
    // A short write (a file size limit, a disk filling up mid-block) leaves QFile with no
    // reason of its own ("Unknown error"); the system's errno has the real one.
    const int systemError = errno;
    QString reason = m_file.errorString();
    if (systemError != 0 && (m_file.error() == QFileDevice::NoError || reason == QStringLiteral("Unknown error")))
        reason = QString::fromLocal8Bit(std::strerror(systemError));
    m_error = QStringLiteral("%1 %2: %3").arg(what, m_file.fileName(), reason);
    // A half-written record at the end is what a reader reports as damage; stop here so
    // that nothing follows it.
    m_file.close();
    return false;
}

}  // namespace robodash::link
