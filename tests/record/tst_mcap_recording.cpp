// Recording straight to MCAP (bridge/McapRecordingSink, `robodash-cli record --format mcap`):
// the file holds the same ROS 2 messages as an export of the same session, and the session
// log itself, which RoboDash reads back whole. A recording killed with SIGKILL keeps every
// flushed chunk: the log inside reads up to there, and `robodash-cli recover` rewrites the
// file with its summary.
#include "FamilyCatalog.h"
#include "bridge/McapExporter.h"
#include "bridge/McapRecordingSink.h"
#include "link/McapSessionLog.h"
#include "link/SessionLogReader.h"
#include "link/mcap/McapReader.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_mcap_recording {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

const QString kData = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/");
constexpr int kChildTimeoutMs = 120000;  // the sanitizer build, on a loaded machine

// Messages per topic, read through the summary when there is one, else by scanning.
std::map<std::string, std::uint64_t> topicCounts(const QString &path, bool *whole = nullptr)
{
    std::map<std::string, std::uint64_t> counts;
    mcap::McapReader reader;
    if (!reader.open(path.toStdString()))
        return counts;
    const bool read = reader.readMessages([&](const mcap::MessageView &m) {
        ++counts[reader.channels().at(m.channelId).topic];
        return true;
    });
    if (whole)
        *whole = read;
    return counts;
}

// A log's records fed to a sink in the order they happened, flushed every 25 chunks.
bool record(const link::SessionLog &log, link::SessionLogSink &sink)
{
    std::size_t sent = 0;
    std::size_t fed = 0;
    for (const link::SessionLogChunk &chunk : log.chunks) {
        for (; sent < log.sent.size() && log.sent[sent].timeMs <= chunk.timeMs; ++sent) {
            const auto &s = log.sent[sent];
            if (!sink.appendSent(s.timeMs, QByteArray(log.bytes(s), s.size)))
                return false;
        }
        if (!sink.append(chunk.timeMs, QByteArray(log.bytes(chunk), chunk.size)))
            return false;
        if (++fed % 25 == 0 && !sink.flush())
            return false;
    }
    for (; sent < log.sent.size(); ++sent) {
        const auto &s = log.sent[sent];
        if (!sink.appendSent(s.timeMs, QByteArray(log.bytes(s), s.size)))
            return false;
    }
    return sink.close(log.durationMs());
}

QByteArray receivedBytes(const link::SessionLog &log)
{
    QByteArray bytes;
    for (const link::SessionLogChunk &chunk : log.chunks)
        bytes.append(log.bytes(chunk), chunk.size);
    return bytes;
}

}  // namespace

class TestMcapRecording : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void recordingHoldsTheExportsMessages_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("kobuki") << QStringLiteral("kobuki-sim");
        QTest::newRow("rover") << QStringLiteral("rover-sim");
        QTest::newRow("rflex") << QStringLiteral("rflex-sim");
    }

    void recordingHoldsTheExportsMessages()
    {
        QFETCH(QString, name);
        QString error;
        const auto log = link::SessionLogReader::read(kData + name + ".rdlog", &error);
        QVERIFY2(log, qPrintable(error));
        const core::FamilyRegistry &families = app::robotFamilies().registry();

        const QString recorded = m_dir.filePath(name + "-recorded.mcap");
        bridge::McapRecordingSink sink(families);
        QVERIFY2(sink.open(recorded, log->header), qPrintable(sink.errorString()));
        QVERIFY2(record(*log, sink), qPrintable(sink.errorString()));
        QCOMPARE(sink.bytesRecorded(), quint64(receivedBytes(*log).size()));

        const QString exported = m_dir.filePath(name + "-exported.mcap");
        const auto result = bridge::McapExporter(families).exportLog(*log, exported, "/");
        QVERIFY2(result.ok, qPrintable(result.error));

        bool whole = false;
        auto recordedCounts = topicCounts(recorded, &whole);
        QVERIFY(whole);
        QCOMPARE(recordedCounts.erase(link::McapSessionLog::kSessionLogTopic), std::size_t(1));
        QCOMPARE(recordedCounts, topicCounts(exported));
        QVERIFY(recordedCounts.size() >= 3);

        // The log inside reads back as the one recorded, with its end record.
        const auto embedded = link::McapSessionLog::embeddedLog(recorded, &error);
        QVERIFY2(embedded, qPrintable(error));
        const auto back = link::SessionLogReader::parse(*embedded, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY2(back->stop.clean, qPrintable(back->stop.describe()));
        QCOMPARE(back->header.family(), log->header.family());
        QCOMPARE(back->chunks.size(), log->chunks.size());
        QCOMPARE(back->sent.size(), log->sent.size());
        QCOMPARE(receivedBytes(*back), receivedBytes(*log));

        // The header alone, as the dashboard reads it to open a replay in its family's window:
        // a Rover Pro's recording once opened with the Kobuki's panels (the header of an MCAP
        // file was not read, and the window's own family was taken).
        const QString exportedWithLog = m_dir.filePath(name + "-exported-with-log.mcap");
        const auto withLog = bridge::McapExporter(families).exportFile(kData + name + ".rdlog", exportedWithLog, "/");
        QVERIFY2(withLog.ok, qPrintable(withLog.error));
        for (const QString &file : {recorded, exportedWithLog}) {
            const auto header = link::SessionLogReader::readHeader(file, &error);
            QVERIFY2(header, qPrintable(file + ": " + error));
            QCOMPARE(header->family(), log->header.family());
        }
    }

    void unwritableDestinationFailsAtOpen()
    {
        bridge::McapRecordingSink sink(app::robotFamilies().registry());
        link::SessionLogHeader header;
        const QString nowhere = m_dir.filePath("missing/folder/x.mcap");
        QVERIFY(!sink.open(nowhere, header));
        QVERIFY(!sink.isOpen());
        QVERIFY2(sink.errorString().contains(nowhere) && sink.errorString().contains("No such file"),
                 qPrintable(sink.errorString()));
    }

    void theFactoryPicksByNameOrFormat()
    {
        const auto &families = app::robotFamilies().registry();
        using bridge::RecordingFormat;
        QVERIFY(bridge::McapRecordingSink::factory(families)("a.mcap"));
        QVERIFY(bridge::McapRecordingSink::factory(families)("a.MCAP"));
        QVERIFY(!bridge::McapRecordingSink::factory(families)("a.rdlog"));
        QVERIFY(bridge::McapRecordingSink::factory(families, RecordingFormat::Mcap)("a.bin"));
        QVERIFY(!bridge::McapRecordingSink::factory(families, RecordingFormat::Rdlog)("a.bin"));
    }

    // tests/data/mcap/kobuki-recorded.mcap (`robodash-cli record sim: FILE.mcap --duration 3`)
    // as the independent reader (check-mcap.mjs, @mcap/core) found it: the same topics, types
    // and counts here, and the session log inside replays.
    void committedRecordingAsTheIndependentReaderFoundIt()
    {
        QFile node(kData + "kobuki-recorded.node.txt");
        QVERIFY(node.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(node.readAll());
        QVERIFY(text.contains("begins with the .rdlog magic"));
        std::map<std::string, std::uint64_t> theirs;
        const QRegularExpression topicLine(QStringLiteral(R"(^(/\S+) \[\S+\] (\d+) messages$)"),
                                           QRegularExpression::MultilineOption);
        for (auto match = topicLine.globalMatch(text); match.hasNext();) {
            const auto m = match.next();
            theirs[m.captured(1).toStdString()] = m.captured(2).toULongLong();
        }
        QVERIFY(theirs.size() >= 10);
        bool whole = false;
        auto ours = topicCounts(kData + "kobuki-recorded.mcap", &whole);
        QVERIFY(whole);
        QVERIFY(ours.erase(link::McapSessionLog::kSessionLogTopic));
        QCOMPARE(ours, theirs);
        QString error;
        const auto log = link::SessionLogReader::read(kData + "kobuki-recorded.mcap", &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY2(log->stop.clean, qPrintable(log->stop.describe()));
        QCOMPARE(log->header.family(), std::string("kobuki"));
    }

    // A child process records the virtual Kobuki and is killed with SIGKILL mid-way.
    void killedRecordingKeepsEveryFlushedChunk()
    {
#ifndef ROBODASH_CLI_PATH
        QSKIP("robodash-cli is not built");
#else
        const QString file = m_dir.filePath("killed.bin");  // --format, not the name, says MCAP
        QProcess cli;
        cli.start(QStringLiteral(ROBODASH_CLI_PATH), {"record", "sim:", file, "--format", "mcap"});
        QVERIFY(cli.waitForStarted());
        // Until several flushes (twice a second) have put odometry on disk.
        QTRY_VERIFY_WITH_TIMEOUT(topicCounts(file)["/odom"] >= 100, kChildTimeoutMs);
        cli.kill();  // SIGKILL: no clean stop, no summary
        QVERIFY(cli.waitForFinished(kChildTimeoutMs));
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit);

        mcap::McapReader reader;
        QVERIFY2(reader.open(file.toStdString()), reader.error().c_str());
        QVERIFY(!reader.hasSummary());
        const auto scanned = topicCounts(file);
        QVERIFY(scanned.at("/odom") >= 100);
        QVERIFY(scanned.count("/joint_states") && scanned.count("/robodash/session_log"));

        // RoboDash reads the log inside as it is, up to the kill.
        QString error;
        const auto embedded = link::McapSessionLog::embeddedLog(file, &error);
        QVERIFY2(embedded, qPrintable(error));
        const auto log = link::SessionLogReader::parse(*embedded, &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY(!log->stop.clean);  // no end record: the recording was cut
        QVERIFY(log->chunks.size() > 50);
        QCOMPARE(log->header.family(), std::string("kobuki"));

        // The other tools get a whole file from `recover`.
        const QString whole = m_dir.filePath("killed-whole.mcap");
        QProcess recover;
        recover.start(QStringLiteral(ROBODASH_CLI_PATH), {"recover", file, "-o", whole});
        QVERIFY(recover.waitForFinished(kChildTimeoutMs));
        const QString said = QString::fromLocal8Bit(recover.readAllStandardOutput() + recover.readAllStandardError());
        QVERIFY2(recover.exitCode() == 0, qPrintable(said));
        QVERIFY2(said.contains("recovered "), qPrintable(said));
        mcap::McapReader recovered;
        QVERIFY2(recovered.open(whole.toStdString()), recovered.error().c_str());
        QVERIFY(recovered.hasSummary());
        QVERIFY2(recovered.verifyDataCrc(), recovered.error().c_str());
        bool complete = false;
        QCOMPARE(topicCounts(whole, &complete), scanned);
        QVERIFY(complete);

        // A .mcap name with --format rdlog would fool every other tool: refused.
        QProcess mismatch;
        mismatch.start(QStringLiteral(ROBODASH_CLI_PATH), {"record", "sim:", m_dir.filePath("x.mcap"), "--format", "rdlog"});
        QVERIFY(mismatch.waitForFinished(kChildTimeoutMs));
        QCOMPARE(mismatch.exitCode(), 2);
        QVERIFY(!QFile::exists(m_dir.filePath("x.mcap")));

        // A complete file is refused, and left alone.
        recover.start(QStringLiteral(ROBODASH_CLI_PATH), {"recover", whole});
        QVERIFY(recover.waitForFinished(kChildTimeoutMs));
        QCOMPARE(recover.exitCode(), 1);
        QVERIFY(QString::fromLocal8Bit(recover.readAllStandardError()).contains("nothing to recover"));
#endif
    }
};

QTEST_GUILESS_MAIN(TestMcapRecording)

}  // namespace tst_mcap_recording
#include "tst_mcap_recording.moc"
