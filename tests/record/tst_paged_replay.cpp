// A replay read from disk a page at a time (PagedSessionLog, ReplayTransport's cursors) against
// the whole log read into memory (SessionLogReader, what replay held before): the same bytes in
// the same order, both directions, from the start, after a seek to any time (page boundaries
// included), from a truncated file, from an MCAP export's attachment in place, from the
// temporary .rdlog of an MCAP recording or a bag, and from a file cut during the replay; and
// the same telemetry as the CSV export. No timing: every replay runs as fast as possible, to its end.
#include "FamilyCatalog.h"
#include "KobukiBag.h"
#include "bridge/McapExporter.h"
#include "RobotSession.h"
#include "link/CsvExporter.h"
#include "link/PagedSessionLog.h"
#include "link/ReplayTransport.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"
#include "link/SessionLogWriter.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <QtEndian>

#include <algorithm>
#include <vector>

namespace tst_paged_replay {  // this file's names, apart in a unity batch

using namespace robodash;
using link::PagedSessionLog;
using link::ReplayTransport;
using link::SessionLog;
using link::SessionLogIndex;

namespace {

constexpr int kTimeoutMs = 60000;
const QString kSample = QStringLiteral(ROBODASH_TEST_DATA_DIR "/kobuki-before-seam.rdlog");

// What a replay hands on, in order: 'R' received bytes (to the decoders), 'S' sent bytes
// (to the wire inspector).
struct Delivery {
    char kind;
    QByteArray bytes;
    bool operator==(const Delivery &other) const { return kind == other.kind && bytes == other.bytes; }
};
using Deliveries = std::vector<Delivery>;

// The recorded Kobuki sample repeated `copies` times, each shifted past the one before, with
// a command (sent bytes) at the time of every fifth chunk, written after it: a log of many
// pages whose sent bytes share times with received ones.
bool writeLongLog(const QString &path, int copies)
{
    const std::optional<SessionLog> sample = link::SessionLogReader::read(kSample, nullptr);
    link::SessionLogWriter writer;
    if (!sample || !writer.open(path, sample->header))
        return false;
    const qint64 period = sample->durationMs() + 20;
    qint64 last = 0;
    for (int copy = 0; copy < copies; ++copy) {
        for (std::size_t i = 0; i < sample->chunks.size(); ++i) {
            const link::SessionLogChunk &chunk = sample->chunks[i];
            last = copy * period + chunk.timeMs;
            writer.append(last, QByteArray(sample->bytes(chunk), chunk.size));
            if (i % 5 == 0)
                writer.appendSent(last, QByteArray("cmd ") + QByteArray::number(quint64(copy * 100000 + i)));
        }
    }
    return writer.close(last + 10);
}

// What the replay delivered before it pages (ReplayTransport on a SessionLog): from the first
// received chunk at or after `fromMs`, each preceded by every sent chunk up to its time, then
// the sent chunks left up to the log's end.
Deliveries expectedFrom(const SessionLog &log, qint64 fromMs)
{
    Deliveries expected;
    std::size_t sent = log.sentAtOrAfter(fromMs);
    const auto sentUpTo = [&](qint64 timeMs) {
        for (; sent < log.sent.size() && log.sent[sent].timeMs <= timeMs; ++sent)
            expected.push_back({'S', QByteArray(log.bytes(log.sent[sent]), log.sent[sent].size)});
    };
    for (std::size_t i = log.chunkAtOrAfter(fromMs); i < log.chunks.size(); ++i) {
        sentUpTo(log.chunks[i].timeMs);
        expected.push_back({'R', QByteArray(log.bytes(log.chunks[i]), log.chunks[i].size)});
    }
    sentUpTo(log.durationMs());
    return expected;
}

// A replay transport on the test's thread, recording what it delivers.
struct Player {
    explicit Player(const QString &path) : transport(path)
    {
        QObject::connect(&transport, &ReplayTransport::dataReceived, &transport,
                         [this](const QByteArray &bytes) { delivered.push_back({'R', bytes}); });
        QObject::connect(&transport, &ReplayTransport::sentReplayed, &transport,
                         [this](const QByteArray &bytes, qint64) { delivered.push_back({'S', bytes}); });
        QObject::connect(&transport, &ReplayTransport::finished, &transport,
                         [this](const QString &text) {
                             message = text;
                             ++finishes;
                         });
        transport.setSpeed(ReplayTransport::kAsFastAsPossible);
    }
    // Plays from `fromMs` (paused first, so nothing is delivered before the seek) to the end,
    // or until `enough` deliveries (then pauses; a few more may have come in the same turn).
    bool playFrom(qint64 fromMs, std::size_t enough = std::size_t(-1))
    {
        transport.setPaused(true);
        transport.seek(fromMs);
        delivered.clear();
        const int before = finishes;
        transport.setPaused(false);
        const bool done =
            QTest::qWaitFor([&] { return finishes > before || delivered.size() >= enough; }, kTimeoutMs);
        transport.setPaused(true);
        return done;
    }

    ReplayTransport transport;
    Deliveries delivered;
    QString message;
    int finishes = 0;
};

QString where(const Deliveries &got, const Deliveries &expected)
{
    std::size_t i = 0;
    while (i < got.size() && i < expected.size() && got[i] == expected[i])
        ++i;
    return QStringLiteral("%1 delivered, %2 expected, first difference at %3")
        .arg(got.size())
        .arg(expected.size())
        .arg(i);
}

}  // namespace

class TestPagedReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_log = m_dir.filePath(QStringLiteral("long.rdlog"));
        QVERIFY(writeLongLog(m_log, 100));  // about 1.5 MB: over twenty pages
        m_whole = link::SessionLogReader::read(m_log, nullptr);
        QVERIFY(m_whole && m_whole->stop.clean);
    }

    void theIndexIsSmallAndAgreesWithTheWholeLog()
    {
        QString error;
        const std::optional<PagedSessionLog> paged = PagedSessionLog::open(m_log, &error);
        QVERIFY2(paged, qPrintable(error));
        const SessionLogIndex &index = paged->index();
        QCOMPARE(paged->durationMs(), m_whole->durationMs());
        QVERIFY(paged->stop().clean);
        QCOMPARE(index.receivedRecords(), quint64(m_whole->chunks.size()));
        QCOMPARE(index.sentRecords(), quint64(m_whole->sent.size()));
        const qint64 size = QFileInfo(m_log).size();
        QVERIFY2(index.pages().size() > 20, qPrintable(QString::number(index.pages().size())));
        // One entry per 64 KiB of log: 16 bytes each.
        QCOMPARE(qint64(index.pages().size()), (size + SessionLogIndex::kPageBytes - 1) / SessionLogIndex::kPageBytes);
        QCOMPARE(sizeof(SessionLogIndex::Page), std::size_t(16));
    }

    void aPagedReplayDeliversWhatTheWholeLogHolds()
    {
        Player player(m_log);
        player.transport.open();
        QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
        const Deliveries expected = expectedFrom(*m_whole, 0);
        QVERIFY2(player.delivered == expected, qPrintable(where(player.delivered, expected)));
        QCOMPARE(player.message, QString());
        // Each page read once by each cursor, no more.
        const auto pages = PagedSessionLog::open(m_log, nullptr)->index().pages().size();
        QVERIFY(player.transport.pagesRead() <= 2 * pages);
    }

    void seekFindsTheSameChunkOnEveryPage()
    {
        const std::optional<PagedSessionLog> paged = PagedSessionLog::open(m_log, nullptr);
        std::vector<qint64> times{0, 1, paged->durationMs() / 2, paged->durationMs() - 1, paged->durationMs(),
                                  paged->durationMs() + 5000};
        // A page's first time, one before and one after: a seek at a page boundary (and the
        // same time on both sides of it) must neither lose nor repeat a chunk.
        for (const SessionLogIndex::Page &page : paged->index().pages())
            times.insert(times.end(), {qint64(page.timeMs) - 1, qint64(page.timeMs), qint64(page.timeMs) + 1});
        Player player(m_log);
        player.transport.setPaused(true);
        player.transport.open();
        // Enough chunks after each seek to run into the next page (a page holds a few hundred).
        constexpr std::size_t kEnough = 3000;
        const SessionLogIndex &index = paged->index();
        QVERIFY(2 * (index.receivedRecords() + index.sentRecords()) / index.pages().size() < kEnough);
        for (qint64 t : times) {
            QVERIFY(player.playFrom(t, kEnough));
            Deliveries expected = expectedFrom(*m_whole, std::clamp<qint64>(t, 0, m_whole->durationMs()));
            if (expected.size() > kEnough) {
                expected.resize(kEnough);
                player.delivered.resize(std::min(player.delivered.size(), kEnough));
            }
            QVERIFY2(player.delivered == expected, qPrintable(QStringLiteral("seek to %1 ms: ").arg(t)
                                                              + where(player.delivered, expected)));
        }
        // Backwards after the end, then to the last page: only the pages from there are read.
        const quint64 before = player.transport.pagesRead();
        QVERIFY(player.playFrom(qint64(paged->index().pages().back().timeMs)));
        QVERIFY2(player.transport.pagesRead() - before <= 4, qPrintable(QString::number(player.transport.pagesRead() - before)));
    }

    void aTruncatedLogReplaysWhatIsComplete()
    {
        QFile file(m_log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        // Mid-record on a late page, the end record cut off, a record's CRC broken, just past
        // the header (magic, version, length, the header's text, its CRC).
        const qsizetype headerEnd = 8 + 2 + 4 + qFromLittleEndian<quint32>(bytes.constData() + 10) + 4;
        const std::vector<qsizetype> cuts{bytes.size() * 3 / 4 + 3, bytes.size() - 5, bytes.size() / 2, headerEnd + 3};
        for (qsizetype cut : cuts) {
            QByteArray damaged = bytes.left(cut);
            if (cut == bytes.size() / 2) {
                damaged = bytes;
                damaged[cut] = char(damaged[cut] ^ 0x5A);
            }
            const QString path = m_dir.filePath(QStringLiteral("cut-%1.rdlog").arg(cut));
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly) && out.write(damaged) == damaged.size());
            out.close();
            const std::optional<SessionLog> whole = link::SessionLogReader::read(path, nullptr);
            QVERIFY(whole && !whole->stop.clean);
            Player player(path);
            player.transport.open();
            QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
            const Deliveries expected = expectedFrom(*whole, 0);
            QVERIFY2(player.delivered == expected, qPrintable(where(player.delivered, expected)));
            QCOMPARE(player.message, whole->stop.describe());  // where and why it stopped
            QVERIFY(!player.message.isEmpty());
        }
    }

    void anMcapExportReplaysFromItsAttachmentInPlace()
    {
        const QString mcap = m_dir.filePath(QStringLiteral("long.mcap"));
        const bridge::McapExportResult result =
            bridge::McapExporter(app::robotFamilies().registry()).exportFile(m_log, mcap, "");
        QVERIFY2(result.ok, qPrintable(result.error));
        QString error;
        const std::optional<PagedSessionLog> paged = PagedSessionLog::open(mcap, &error);
        QVERIFY2(paged, qPrintable(error));
        QCOMPARE(paged->range().path, mcap);  // no copy made: the attachment is read in place
        QVERIFY(!paged->range().temporary);
        QVERIFY(paged->range().start > 0);
        QCOMPARE(paged->range().size, QFileInfo(m_log).size());
        Player player(mcap);
        player.transport.open();
        QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
        const Deliveries expected = expectedFrom(*m_whole, 0);
        QVERIFY2(player.delivered == expected, qPrintable(where(player.delivered, expected)));

        // A byte of the attachment changed: its CRC refuses it, as a whole read does.
        QFile file(mcap);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.seek(paged->range().start + paged->range().size / 2));
        const char flipped = char(file.peek(1).at(0) ^ 0x01);
        QVERIFY(file.write(&flipped, 1) == 1);
        file.close();
        QVERIFY(!PagedSessionLog::open(mcap, &error));
        QVERIFY2(error.contains(QStringLiteral("CRC")), qPrintable(error));
        QVERIFY(!link::SessionLogReader::read(mcap, nullptr));
    }

    // A bag RoboDash did not write becomes a temporary .rdlog on disk, paged like any other,
    // with the frames an export reads into memory; the copy goes with the last user of it.
    void aBagIsPagedFromATemporaryLogRemovedAfterUse()
    {
        const QString bag = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-ros-bag.mcap");
        bridge::KobukiBag::install();
        bridge::KobukiBag::setNamespace(QStringLiteral("/tb1"));
        QString error;
        const std::optional<SessionLog> whole = link::SessionLogReader::read(bag, &error);
        QVERIFY2(whole, qPrintable(error));
        QString copy;
        {
            std::optional<PagedSessionLog> paged = PagedSessionLog::open(bag, &error);
            QVERIFY2(paged, qPrintable(error));
            QVERIFY(paged->range().temporary);
            copy = paged->range().path;
            QVERIFY(QFile::exists(copy));
            Player player(bag);
            player.transport.open();
            QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
            const Deliveries expected = expectedFrom(*whole, 0);
            QVERIFY2(player.delivered == expected, qPrintable(where(player.delivered, expected)));
        }
        QVERIFY(!QFile::exists(copy));
        bridge::KobukiBag::setNamespace(std::nullopt);
    }

    // A recording made straight to MCAP (its log in zstd chunks, no attachment) is paged from
    // a temporary .rdlog too, and delivers what the whole read gives.
    void anMcapRecordingIsPagedFromATemporaryLog()
    {
        const QString recording = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-recorded.mcap");
        QString error;
        const std::optional<SessionLog> whole = link::SessionLogReader::read(recording, &error);
        QVERIFY2(whole, qPrintable(error));
        const std::optional<PagedSessionLog> paged = PagedSessionLog::open(recording, &error);
        QVERIFY2(paged, qPrintable(error));
        QVERIFY(paged->range().temporary);
        QCOMPARE(paged->stop().describe(), whole->stop.describe());
        Player player(recording);
        player.transport.open();
        QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
        const Deliveries expected = expectedFrom(*whole, 0);
        QVERIFY2(player.delivered == expected, qPrintable(where(player.delivered, expected)));
    }

    // A log cut short on disk while it replays (the user's copy overwritten, a disk removed)
    // ends the replay with a sentence at the first page it cannot read again.
    void aLogChangedDuringTheReplayEndsItWithASentence()
    {
        const QString path = m_dir.filePath(QStringLiteral("shrinking.rdlog"));
        QVERIFY(QFile::copy(m_log, path));
        Player player(path);
        player.transport.setPaused(true);
        player.transport.open();
        QVERIFY(player.playFrom(0, 10));
        QVERIFY(player.finishes == 0);
        QVERIFY(QFile::resize(path, QFileInfo(path).size() / 2));
        player.transport.setPaused(false);
        QVERIFY(QTest::qWaitFor([&] { return player.finishes == 1; }, kTimeoutMs));
        QVERIFY2(player.message.contains(QStringLiteral("could not be read again")), qPrintable(player.message));
        QVERIFY(player.delivered.size() < expectedFrom(*m_whole, 0).size());
    }

    // The dashboard's own path (RobotSession, RobotLink's worker thread, the Kobuki driver and
    // feed) on the paged log gives the same readings as the CSV export of the log read whole.
    void telemetryEqualsTheCsvExport()
    {
        const QString csv = m_dir.filePath(QStringLiteral("csv"));
        const link::CsvExportResult exported = link::CsvExporter(app::robotFamilies().registry()).exportFile(m_log, csv);
        QVERIFY2(exported.ok, qPrintable(exported.error));
        QStringList encoders, batteries;
        QFile file(csv + QStringLiteral("/basic_sensors.csv"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList names = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(','));
        const int encoder = names.indexOf(QStringLiteral("left_encoder"));
        const int battery = names.indexOf(QStringLiteral("battery_raw"));
        QVERIFY(encoder >= 0 && battery >= 0);
        while (!file.atEnd()) {
            const QStringList row = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(','));
            encoders << row.value(encoder);
            batteries << row.value(battery);
        }
        app::RobotSession session;
        link::RobotLink &link = session.link();
        QStringList replayedEncoders, replayedBatteries;
        QObject::connect(&session.kobuki(), &app::KobukiFeed::basicSensors, this,
                         [&](const kobuki::BasicSensors &value, qint64) {
                             replayedEncoders << QString::number(value.leftEncoder);
                             replayedBatteries << QString::number(value.battery);
                         });
        QSignalSpy finished(&link, &link::RobotLink::replayFinished);
        link.openReplay(m_log);
        link.setReplaySpeed(0);  // after the open: the speed is the replay's, queued behind it
        QVERIFY(finished.wait(kTimeoutMs));
        QTRY_COMPARE_WITH_TIMEOUT(replayedEncoders.size(), encoders.size(), kTimeoutMs);
        QVERIFY(encoders.size() > 10000);
        QCOMPARE(replayedEncoders, encoders);
        QCOMPARE(replayedBatteries, batteries);
    }

private:
    QTemporaryDir m_dir;
    QString m_log;
    std::optional<SessionLog> m_whole;
};

QTEST_GUILESS_MAIN(TestPagedReplay)

}  // namespace tst_paged_replay
#include "tst_paged_replay.moc"
