// Crash safety of our MCAP writer (protocol/link/mcap): after McapWriter::flush() every
// message so far is in a complete chunk on disk, so a file whose writer died (no Data End,
// no summary, half a chunk at its end) still reads every flushed message by scanning, and
// McapRecovery rewrites it whole, with a summary and indexes, losing only the half chunk.
#include "link/mcap/McapReader.h"
#include "link/mcap/McapRecovery.h"
#include "link/mcap/McapWriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace tst_mcap_recovery {  // this file's names, apart in a unity batch

using namespace robodash::mcap;

namespace {

constexpr std::uint64_t kMs = 1000000ull;
constexpr int kFlushed = 120;  // messages flushed before the "crash"

struct Counts {
    std::uint64_t messages = 0;
    std::map<std::string, std::uint64_t> perTopic;
    std::uint64_t lastTime = 0;
};

Counts readAll(McapReader &reader, bool *whole)
{
    Counts counts;
    *whole = reader.readMessages([&](const MessageView &m) {
        ++counts.messages;
        ++counts.perTopic[reader.channels().at(m.channelId).topic];
        counts.lastTime = m.logTime;
        return true;
    });
    return counts;
}

}  // namespace

class TestMcapRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    // What a killed recording leaves: kFlushed messages flushed every 10, then more
    // messages that never were (the writer is abandoned mid-chunk, never closed).
    void writeKilled(const QString &file)
    {
        auto writer = std::make_unique<McapWriter>();
        QVERIFY(writer->open(file.toStdString()));
        const auto schema = writer->addSchema("std_msgs/msg/String", "ros2msg", "string data\n");
        const auto a = writer->addChannel(schema, "/a", "cdr");
        const auto log = writer->addChannel(0, "/robodash/session_log", "application/x-robodash-session-log");
        writer->addChannel(schema, "/quiet", "cdr");  // never a message: defined all the same
        for (int i = 0; i < kFlushed; ++i) {
            const std::string data = "message " + std::to_string(i);
            QVERIFY(writer->write(i % 4 ? a : log, std::uint64_t(i) * 20 * kMs, std::uint64_t(i) * 20 * kMs,
                                  data.data(), data.size()));
            if (i % 10 == 9)
                QVERIFY2(writer->flush(), writer->error().c_str());
        }
        const std::string lost = "never flushed";
        QVERIFY(writer->write(a, 999 * kMs, 999 * kMs, lost.data(), lost.size()));
        // Abandoned: the destructor only closes the file, without the open chunk, Data End or
        // summary, which is what a SIGKILL after the last flush leaves.
        writer.reset();
        // And half of a chunk record that was being written.
        QFile cut(file);
        QVERIFY(cut.open(QIODevice::Append));
        cut.write(QByteArray("\x06\xff\x00\x00\x00\x00\x00\x00\x00partial", 16));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void flushedChunksAreReadWithoutASummary()
    {
        writeKilled(path("killed.mcap"));
        McapReader reader;
        QVERIFY2(reader.open(path("killed.mcap").toStdString()), reader.error().c_str());
        QVERIFY(!reader.hasSummary());
        QVERIFY2(reader.note().find("footer") != std::string::npos, reader.note().c_str());
        bool whole = true;
        const Counts counts = readAll(reader, &whole);
        QVERIFY(!whole);  // the half chunk at the end is named, after every complete one
        QVERIFY2(reader.error().find("cut short") != std::string::npos, reader.error().c_str());
        QCOMPARE(counts.messages, std::uint64_t(kFlushed));
        QCOMPARE(counts.perTopic.at("/robodash/session_log"), std::uint64_t(kFlushed / 4));
        QCOMPARE(counts.lastTime, std::uint64_t(kFlushed - 1) * 20 * kMs);
    }

    void recoveryWritesTheFileWhole()
    {
        writeKilled(path("again.mcap"));
        const McapRecoveryResult result = McapRecovery::recover(path("again.mcap").toStdString(),
                                                                path("again.recovered.mcap").toStdString());
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(result.messages, std::uint64_t(kFlushed));
        QCOMPARE(result.channels, std::uint64_t(3));
        QVERIFY2(result.damage.find("cut short") != std::string::npos, result.damage.c_str());

        McapReader reader;
        QVERIFY2(reader.open(path("again.recovered.mcap").toStdString()), reader.error().c_str());
        QVERIFY(reader.hasSummary());
        QVERIFY2(reader.verifyDataCrc(), reader.error().c_str());
        QCOMPARE(reader.statistics().messageCount, std::uint64_t(kFlushed));
        QVERIFY(!reader.chunkIndexes().empty());
        // Schemas and channels as they were: a schemaless channel stays schemaless.
        std::map<std::string, std::string> types;
        for (const auto &[id, channel] : reader.channels()) {
            const auto schema = reader.schemas().find(channel.schemaId);
            types[channel.topic] = schema == reader.schemas().end() ? "" : schema->second.name;
        }
        QCOMPARE(types["/a"], std::string("std_msgs/msg/String"));
        QCOMPARE(types["/robodash/session_log"], std::string());
        QCOMPARE(types["/quiet"], std::string("std_msgs/msg/String"));  // a topic with no message
        bool whole = false;
        const Counts counts = readAll(reader, &whole);
        QVERIFY2(whole, reader.error().c_str());
        QCOMPARE(counts.messages, std::uint64_t(kFlushed));
        // The original is left as it was.
        McapReader original;
        QVERIFY(original.open(path("again.mcap").toStdString()));
        QVERIFY(!original.hasSummary());
    }

    void aCompleteFileIsNotRewritten()
    {
        {
            McapWriter writer;
            QVERIFY(writer.open(path("complete.mcap").toStdString()));
            const auto channel = writer.addChannel(0, "/x", "json");
            QVERIFY(writer.write(channel, 1, 1, "{}", 2));
            QVERIFY(writer.close());
        }
        const auto result = McapRecovery::recover(path("complete.mcap").toStdString(),
                                                  path("complete2.mcap").toStdString());
        QVERIFY(!result.ok);
        QVERIFY2(result.error.find("nothing to recover") != std::string::npos, result.error.c_str());
        QVERIFY(!QFile::exists(path("complete2.mcap")));
    }

    void recoveringOntoItselfIsRefused()
    {
        writeKilled(path("self.mcap"));
        const QByteArray before = [&] {
            QFile f(path("self.mcap"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        const auto result = McapRecovery::recover(path("self.mcap").toStdString(),
                                                  path("self.mcap").toStdString());
        QVERIFY(!result.ok);
        QVERIFY2(result.error.find("another name") != std::string::npos, result.error.c_str());
        QFile after(path("self.mcap"));
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
    }

    void notMcapIsRefused()
    {
        QFile text(path("notes.txt"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("not mcap\n");
        text.close();
        const auto result = McapRecovery::recover(path("notes.txt").toStdString(), path("out.mcap").toStdString());
        QVERIFY(!result.ok);
        QVERIFY2(result.error.find("not an MCAP file") != std::string::npos, result.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMcapRecovery)

}  // namespace tst_mcap_recovery
#include "tst_mcap_recovery.moc"
