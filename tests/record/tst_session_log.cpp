// The session log format: what the writer puts down the reader gets back; a truncated or
// damaged log is read up to the damage and says where it stopped; paths that cannot take a
// log fail at once with a message naming the path.
#include "link/SessionLogReader.h"
#include "EventWaits.h"
#include "link/SessionLogWriter.h"
#include "link/SessionRecorder.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace tst_session_log {  // this file's names, apart in a unity batch

using namespace robodash::link;

namespace {

struct Chunk {
    qint64 timeMs;
    QByteArray bytes;
};

std::vector<Chunk> sampleChunks()
{
    std::vector<Chunk> chunks;
    for (int i = 0; i < 12; ++i) {
        QByteArray bytes;
        for (int j = 0; j <= i * 7; ++j)
            bytes.append(char((i * 31 + j) & 0xFF));
        chunks.push_back({qint64(i) * 20 + (i % 3), bytes});
    }
    return chunks;
}

SessionLogHeader sampleHeader()
{
    SessionLogHeader header;
    header.port = QStringLiteral("/dev/kobuki");
    header.programVersion = QStringLiteral("9.8.7");
    header.startUtc = QDateTime::fromString(QStringLiteral("2026-11-21T07:30:01.250Z"), Qt::ISODateWithMs);
    return header;
}

QByteArray writeLog(const QString &path, const std::vector<Chunk> &chunks)
{
    SessionLogWriter writer;
    if (!writer.open(path, sampleHeader()))
        qFatal("cannot write the test log: %s", qPrintable(writer.errorString()));
    for (const Chunk &chunk : chunks)
        writer.append(chunk.timeMs, chunk.bytes);
    writer.close(chunks.back().timeMs + 5);
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

// Byte offset of the first record: everything before it is the header block.
qsizetype headerSize()
{
    return SessionLogWriter::encodeHeader(sampleHeader()).size();
}

qsizetype recordSize(const Chunk &chunk)
{
    return qsizetype(logformat::kRecordPrefixBytes + logformat::kRecordCrcBytes) + chunk.bytes.size();
}

}  // namespace

class TestSessionLog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void roundTripKeepsHeaderBytesAndTimes()
    {
        const std::vector<Chunk> chunks = sampleChunks();
        writeLog(path(QStringLiteral("a.rdlog")), chunks);
        QString error;
        const std::optional<SessionLog> log = SessionLogReader::read(path(QStringLiteral("a.rdlog")), &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->header.robot, QStringLiteral("kobuki"));
        QCOMPARE(log->header.port, QStringLiteral("/dev/kobuki"));
        QCOMPARE(log->header.programVersion, QStringLiteral("9.8.7"));
        QCOMPARE(log->header.formatVersion, int(logformat::kFormatVersion));  // 2 since sent bytes are kept
        QCOMPARE(log->header.startUtc, sampleHeader().startUtc);
        QCOMPARE(log->chunks.size(), chunks.size());
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            QCOMPARE(log->chunks[i].timeMs, chunks[i].timeMs);
            QCOMPARE(QByteArray(log->bytes(log->chunks[i]), log->chunks[i].size), chunks[i].bytes);
        }
        QVERIFY(log->stop.clean);
        QCOMPARE(log->stop.describe(), QString());
        QCOMPARE(log->durationMs(), chunks.back().timeMs + 5);
    }

    void longChunkIsSplitIntoRecords()
    {
        QByteArray big(70000, '\0');
        for (int i = 0; i < big.size(); ++i)
            big[i] = char(i * 7);
        writeLog(path(QStringLiteral("big.rdlog")), {{42, big}});
        const std::optional<SessionLog> log = SessionLogReader::read(path(QStringLiteral("big.rdlog")), nullptr);
        QVERIFY(log);
        QCOMPARE(log->chunks.size(), std::size_t(2));
        QCOMPARE(log->chunks[0].size, qsizetype(logformat::kMaxRecordData));
        QCOMPARE(log->chunks[1].timeMs, qint64(42));
        QCOMPARE(log->data, big);
    }

    // Cut the file at every byte after the header: the reader keeps every whole record
    // before the cut and says where and why it stopped.
    void truncatedLogReadsUpToTheCut()
    {
        const std::vector<Chunk> chunks = sampleChunks();
        const QByteArray file = writeLog(path(QStringLiteral("t.rdlog")), chunks);
        for (qsizetype cut = headerSize(); cut < file.size(); ++cut) {
            QString error;
            const std::optional<SessionLog> log = SessionLogReader::parse(file.left(cut), &error);
            QVERIFY2(log, qPrintable(error));
            qsizetype end = headerSize();
            std::size_t whole = 0;
            while (whole < chunks.size() && end + recordSize(chunks[whole]) <= cut)
                end += recordSize(chunks[whole++]);
            QCOMPARE(log->chunks.size(), whole);
            QVERIFY(!log->stop.clean);
            QCOMPARE(log->stop.byteOffset, qint64(end));
            QCOMPARE(log->stop.timeMs, whole ? chunks[whole - 1].timeMs : 0);
            const QString where = log->stop.describe();
            QVERIFY2(where.contains(QStringLiteral("byte %1").arg(end)), qPrintable(where));
            QVERIFY2(where.contains(QStringLiteral("truncated")) || where.contains(QStringLiteral("cut off")),
                     qPrintable(where));
        }
    }

    void logWithoutEndRecordSaysItWasCut()
    {
        const std::vector<Chunk> chunks = sampleChunks();
        // A crash leaves everything flushed so far and no end record.
        const QByteArray file = writeLog(path(QStringLiteral("crash.rdlog")), chunks);
        const qsizetype endRecord = qsizetype(logformat::kRecordPrefixBytes + logformat::kRecordCrcBytes);
        const std::optional<SessionLog> log = SessionLogReader::parse(file.left(file.size() - endRecord), nullptr);
        QVERIFY(log);
        QCOMPARE(log->chunks.size(), chunks.size());
        QVERIFY(!log->stop.clean);
        QVERIFY(log->stop.reason.contains(QStringLiteral("without its end record")));
    }

    void damagedByteStopsAtItsRecord()
    {
        const std::vector<Chunk> chunks = sampleChunks();
        QByteArray file = writeLog(path(QStringLiteral("d.rdlog")), chunks);
        qsizetype recordStart = headerSize();
        for (int i = 0; i < 5; ++i)
            recordStart += recordSize(chunks[std::size_t(i)]);
        file[recordStart + 9] = char(file[recordStart + 9] ^ 0x40);  // inside record 5's data
        const std::optional<SessionLog> log = SessionLogReader::parse(file, nullptr);
        QVERIFY(log);
        QCOMPARE(log->chunks.size(), std::size_t(5));
        QCOMPARE(log->stop.byteOffset, qint64(recordStart));
        QCOMPARE(log->stop.timeMs, chunks[4].timeMs);
        QVERIFY2(log->stop.describe().contains(QStringLiteral("checksum")), qPrintable(log->stop.describe()));
    }

    void notALogIsRefused()
    {
        QString error;
        QVERIFY(!SessionLogReader::parse(QByteArray("AA 55 hello, this is text"), &error));
        QVERIFY2(error.contains(QStringLiteral("not a RoboDash session log")), qPrintable(error));
        QByteArray header = SessionLogWriter::encodeHeader(sampleHeader());
        header[20] = char(header[20] ^ 1);  // inside the JSON text
        QVERIFY(!SessionLogReader::parse(header, &error));
        QVERIFY2(error.contains(QStringLiteral("header is damaged")), qPrintable(error));
        // Issue 38: a rosbag2 bag in SQLite storage was refused only for its magic bytes.
        QVERIFY(!SessionLogReader::parse(QByteArray("SQLite format 3\0\x10\x00\x01\x01", 20), &error));
        QVERIFY2(error.contains(QStringLiteral("rosbag2 bag in SQLite storage (.db3)"))
                     && error.contains(QStringLiteral("ros2 bag convert")),
                 qPrintable(error));
        QVERIFY(!SessionLogReader::read(path(QStringLiteral("missing.rdlog")), &error));
        QVERIFY2(error.contains(QStringLiteral("missing.rdlog")), qPrintable(error));
    }

    void unwritablePathsFailWithTheirName_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("missing directory") << QStringLiteral("/nonexistent-robodash-dir/a.rdlog");
        QTest::newRow("under a regular file") << QStringLiteral("%1/a.rdlog").arg(path(QStringLiteral("plain")));
        QTest::newRow("proc") << QStringLiteral("/proc/robodash-test.rdlog");
        QTest::newRow("proc directory") << QStringLiteral("/proc/self");
    }

    void unwritablePathsFailWithTheirName()
    {
        QFETCH(QString, target);
        QFile plain(path(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        SessionLogWriter writer;
        QVERIFY(!writer.open(target, sampleHeader()));
        QVERIFY(!writer.isOpen());
        QVERIFY2(writer.errorString().contains(target), qPrintable(writer.errorString()));
        QVERIFY(!writer.append(1, QByteArray("x")));
    }

    void fullDiskFailsAtOnce()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        SessionRecorder recorder;
        QSignalSpy stopped(&recorder, &SessionRecorder::recordingStopped);
        recorder.start(QStringLiteral("/dev/full"), QStringLiteral("sim:"));
        QCOMPARE(stopped.count(), 1);
        QVERIFY(!recorder.isRecording());
        const QString error = stopped.first().at(2).toString();
        QVERIFY2(error.contains(QStringLiteral("/dev/full")) && error.contains(QStringLiteral("space")),
                 qPrintable(error));
    }

    // A file size limit fails writes the way a full disk does, and works as root.
    void writeErrorMidwayStopsTheRecordingWithAMessage()
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
        rlimit small = old;
        small.rlim_cur = 4096;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);

        SessionRecorder recorder;
        QSignalSpy started(&recorder, &SessionRecorder::recordingStarted);
        QSignalSpy stopped(&recorder, &SessionRecorder::recordingStopped);
        recorder.start(path(QStringLiteral("limited.rdlog")), QStringLiteral("sim:"));
        QCOMPARE(started.count(), 1);
        const QByteArray chunk(100, 'k');
        for (int i = 0; i < 200 && recorder.isRecording(); ++i)
            recorder.record(chunk, 0);
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, robodash::waits::kEventMs);  // at the latest at the next flush
        setrlimit(RLIMIT_FSIZE, &old);

        QVERIFY(!recorder.isRecording());
        const QString error = stopped.first().at(2).toString();
        QVERIFY2(error.contains(QStringLiteral("limited.rdlog")) && error.contains(QStringLiteral("large")),
                 qPrintable(error));
        // What reached the disk before the failure is still a readable log.
        const std::optional<SessionLog> log = SessionLogReader::read(path(QStringLiteral("limited.rdlog")), nullptr);
        QVERIFY(log);
        QVERIFY(!log->chunks.empty());
        QVERIFY(!log->stop.clean);
    }

    void recorderStampsChunksFromItsStart()
    {
        SessionRecorder recorder;
        QSignalSpy stopped(&recorder, &SessionRecorder::recordingStopped);
        recorder.start(path(QStringLiteral("r.rdlog")), QStringLiteral("tcp://robot:3000"));
        QVERIFY(recorder.isRecording());
        recorder.record(QByteArray("abc"), 0);  // before the start: clamped to 0
        recorder.stop();
        QCOMPARE(stopped.count(), 1);
        QCOMPARE(stopped.first().at(1).toULongLong(), 3ull);
        QCOMPARE(stopped.first().at(2).toString(), QString());
        const std::optional<SessionLog> log = SessionLogReader::read(path(QStringLiteral("r.rdlog")), nullptr);
        QVERIFY(log);
        QCOMPARE(log->header.port, QStringLiteral("tcp://robot:3000"));
        QCOMPARE(log->chunks.size(), std::size_t(1));
        QCOMPARE(log->chunks[0].timeMs, qint64(0));
        QVERIFY(log->stop.clean);
    }
};

QTEST_GUILESS_MAIN(TestSessionLog)

}  // namespace tst_session_log
#include "tst_session_log.moc"
