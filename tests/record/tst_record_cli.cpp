// robodash-cli record and export, run as separate processes the way a user runs them:
// a recording of the virtual Kobuki exports to CSV whose row counts match the log, bad
// paths fail with a message and a non-zero status, a truncated log exports up to the cut.
#include "../protocol/CliProcess.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"
#include "link/SessionLogReader.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace tst_record_cli {  // this file's names, apart in a unity batch

using namespace robodash;
using cli_testing::CliRun;

namespace {

// A recording of a few seconds: 20 s is far beyond any healthy run.
CliRun runCli(const QStringList &arguments)
{
    return cli_testing::runCli(arguments, {}, 20000);
}

int csvRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(file.readAll().count('\n')) - 1;  // minus the header line
}

// Counts per kind straight from the log, with the codec alone: what the CSV must hold.
struct LogCounts {
    int frames = 0, basic = 0, inertia = 0, gyroSamples = 0, hardware = 0;
};

LogCounts countLog(const link::SessionLog &log)
{
    LogCounts counts;
    kobuki::FrameFinder finder;
    for (const link::SessionLogChunk &chunk : log.chunks) {
        finder.feed(reinterpret_cast<const std::uint8_t *>(log.bytes(chunk)), std::size_t(chunk.size),
                    [&counts](const std::uint8_t *payload, std::size_t length) {
                        const kobuki::FeedbackFrame frame = kobuki::decodeFeedbackFrame(payload, length);
                        ++counts.frames;
                        counts.basic += frame.basicSensors.has_value();
                        counts.inertia += frame.inertia.has_value();
                        counts.gyroSamples += frame.rawGyro ? frame.rawGyro->sampleCount : 0;
                        counts.hardware += frame.hardwareVersion.has_value();
                    });
    }
    return counts;
}

}  // namespace

class TestRecordCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_log;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_log = m_dir.filePath(QStringLiteral("cli.rdlog"));
        const CliRun run = runCli({QStringLiteral("record"), QStringLiteral("sim:"), m_log, QStringLiteral("--duration"),
                                QStringLiteral("3")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("recorded "), run.out.constData());
        // Issue 38: the bytes said are the file's (it said the robot's, a seventh of them).
        const QByteArray fileSize = QByteArray::number(QFileInfo(m_log).size());
        QVERIFY2(run.out.startsWith("recorded " + fileSize + " bytes to "),
                 (run.out + " (file: " + fileSize + " bytes)").constData());
    }

    void recordingIsACleanLogOfTheVirtualKobuki()
    {
        QString error;
        const std::optional<link::SessionLog> log = link::SessionLogReader::read(m_log, &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY(log->stop.clean);
        QCOMPARE(log->header.port, QStringLiteral("sim:"));
        QCOMPARE(log->header.programVersion, QStringLiteral(ROBODASH_VERSION));
        const LogCounts counts = countLog(*log);
        // 50 Hz for 3 s. (1.5 s once ended before the identity answer on a loaded Debian 13
        // run: the handshake asks on the link's tick, and a starved twin answers late.)
        QVERIFY2(counts.frames > 40, qPrintable(QString::number(counts.frames)));
        QCOMPARE(counts.hardware, 1);  // the link asked who the robot is, the log kept the answer
    }

    void exportRowCountsMatchTheLog()
    {
        const QString out = m_dir.filePath(QStringLiteral("csv"));
        const CliRun run = runCli({QStringLiteral("export"), m_log, QStringLiteral("--csv"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const LogCounts counts = countLog(*link::SessionLogReader::read(m_log, nullptr));
        QCOMPARE(csvRows(out + QStringLiteral("/basic_sensors.csv")), counts.basic);
        QCOMPARE(csvRows(out + QStringLiteral("/inertia.csv")), counts.inertia);
        QCOMPARE(csvRows(out + QStringLiteral("/raw_gyro.csv")), counts.gyroSamples);
        QCOMPARE(csvRows(out + QStringLiteral("/hardware_version.csv")), counts.hardware);
        QVERIFY2(run.out.contains(QStringLiteral("%1 good frames").arg(counts.frames).toUtf8()), run.out.constData());
        QVERIFY(run.err.isEmpty());
    }

    void truncatedLogExportsWithAWarning()
    {
        const QString cut = m_dir.filePath(QStringLiteral("cut.rdlog"));
        QVERIFY(QFile::copy(m_log, cut));
        QFile file(cut);
        QVERIFY(file.resize(file.size() * 2 / 3));
        const CliRun run = runCli({QStringLiteral("export"), cut, QStringLiteral("--csv"), m_dir.filePath(QStringLiteral("cut"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("stopped at byte"), run.err.constData());
    }

    void badPathsFailWithAMessage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("record into /proc") << QStringList{"record", "sim:", "/proc/robodash.rdlog", "--duration", "1"}
                                           << 1 << QByteArray("/proc/robodash.rdlog");
        QTest::newRow("record under a file") << QStringList{"record", "sim:", m_log + "/x.rdlog", "--duration", "1"}
                                             << 1 << QByteArray("Not a directory");
        QTest::newRow("record from a missing port") << QStringList{"record", "/dev/robodash-none", "x.rdlog"} << 1
                                                    << QByteArray("cannot open the port");
        QTest::newRow("export a missing log") << QStringList{"export", "/nonexistent/x.rdlog", "--csv", "out"} << 1
                                              << QByteArray("/nonexistent/x.rdlog");
        QTest::newRow("export into /proc") << QStringList{"export", m_log, "--csv", "/proc/robodash-csv"} << 1
                                           << QByteArray("/proc/robodash-csv");
        QTest::newRow("export without --csv") << QStringList{"export", m_log} << 2 << QByteArray("--csv");
        QTest::newRow("record without file") << QStringList{"record", "sim:"} << 2 << QByteArray("no FILE");
    }

    void badPathsFailWithAMessage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, message);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestRecordCli)

}  // namespace tst_record_cli
#include "tst_record_cli.moc"
