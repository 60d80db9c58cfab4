#pragma once
// Writes a session log (docs/LOG_FORMAT.md). Not thread-safe: one thread owns a writer
// (the link's worker thread does, through SessionRecorder). Every call that can fail
// returns false and leaves a sentence for the user in errorString(); after a failure the
// file is closed and further calls do nothing.

#include "link/SessionLogFormat.h"
#include "link/SessionLogSink.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace robodash::link {

class SessionLogWriter : public SessionLogSink {
public:
    SessionLogWriter() = default;
    ~SessionLogWriter() override;  // closes cleanly (with the end record) if still open
    SessionLogWriter(const SessionLogWriter &) = delete;
    SessionLogWriter &operator=(const SessionLogWriter &) = delete;

    // Creates (or replaces) the file and writes the header; flushed at once, so a path
    // that cannot take data fails here rather than a second later.
    bool open(const QString &path, const SessionLogHeader &header) override;
    // One chunk received `timeMs` after the recording started. Chunks longer than a
    // record can hold are split into several records with the same time.
    bool append(qint64 timeMs, const QByteArray &bytes) override;
    // Bytes the host wrote at `timeMs` (commands), split like received chunks.
    bool appendSent(qint64 timeMs, const QByteArray &bytes) override;
    // Hands buffered records to the operating system.
    bool flush() override;
    // Writes the end record, flushes and closes.
    bool close(qint64 timeMs) override;

    bool isOpen() const override { return m_file.isOpen(); }
    QString path() const override { return m_file.fileName(); }
    QString errorString() const override { return m_error; }
    quint64 bytesRecorded() const override { return m_bytesRecorded; }
    quint64 bytesSentRecorded() const { return m_bytesSent; }
    quint64 recordCount() const { return m_records; }

    // The header block as it goes into the file (magic, version, JSON, CRC).
    static QByteArray encodeHeader(const SessionLogHeader &header);
    static QByteArray encodeRecord(quint8 type, quint32 timeMs, const char *data, quint16 size);
    // `bytes` as one or more records of `type` (a record holds at most kMaxRecordData), as
    // append() and appendSent() write them; the times before the recording or past a u32
    // are clamped.
    static QByteArray encodeRecords(logformat::RecordType type, qint64 timeMs, const QByteArray &bytes);

private:
    bool writeRaw(const QByteArray &block);
    bool appendRecords(logformat::RecordType type, qint64 timeMs, const QByteArray &bytes);
    bool fail(const QString &what);

    QFile m_file;
    QString m_error;
    quint64 m_bytesRecorded = 0;  // received bytes only
    quint64 m_bytesSent = 0;
    quint64 m_records = 0;
};

}  // namespace robodash::link
