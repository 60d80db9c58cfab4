// The MCAP writer and reader (protocol/link/mcap): a file written in several chunks reads back
// with every message, the summary and statistics say what is in it, the message indexes point
// at their messages, a time range reads only the chunks it needs, and damage (cut, bad CRC,
// unknown compression, unwritable destination) gives a sentence, never a crash.
#include "link/mcap/McapReader.h"
#include "link/mcap/McapWriter.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

namespace tst_mcap {  // this file's names, apart in a unity batch

using namespace robodash::mcap;

namespace {

constexpr std::uint64_t kSecond = 1000000000ull;

std::string payload(int i)
{
    return "message " + std::to_string(i) + std::string(std::size_t(i % 50), 'x');
}

// 300 messages on two channels, 10 ms apart, in chunks of about 2 KiB.
void writeSample(const std::string &path, bool compress = true)
{
    McapWriter::Options options;
    options.chunkSize = 2048;
    options.compress = compress;
    McapWriter writer(options);
    QVERIFY(writer.open(path));
    const auto schema = writer.addSchema("std_msgs/msg/String", "ros2msg", "string data\n");
    const auto a = writer.addChannel(schema, "/a", "cdr", {{"offered_qos_profiles", ""}});
    const auto b = writer.addChannel(schema, "/b", "cdr");
    for (int i = 0; i < 300; ++i) {
        const std::string data = payload(i);
        const std::uint64_t t = kSecond + std::uint64_t(i) * 10000000ull;
        QVERIFY(writer.write(i % 3 == 0 ? b : a, t, t + 1, data.data(), data.size()));
    }
    QVERIFY2(writer.close(), writer.error().c_str());
}

std::string slurp(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

std::vector<std::string> readAll(McapReader &reader, bool *ok,
                                 std::uint64_t start = 0, std::uint64_t end = McapReader::kEnd)
{
    std::vector<std::string> messages;
    *ok = reader.readMessages([&](const MessageView &m) {
        messages.emplace_back(reinterpret_cast<const char *>(m.data), m.size);
        return true;
    }, start, end);
    return messages;
}

}  // namespace

class TestMcap : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); m_path = m_dir.filePath("sample.mcap").toStdString(); }

    void readsBackEveryMessageInOrder()
    {
        writeSample(m_path);
        McapReader reader;
        QVERIFY2(reader.open(m_path), reader.error().c_str());
        QVERIFY(reader.hasSummary());
        QCOMPARE(reader.profile(), std::string("ros2"));
        std::vector<std::uint32_t> sequencesA;
        std::vector<std::string> messages;
        std::uint64_t lastTime = 0;
        QVERIFY(reader.readMessages([&](const MessageView &m) {
            messages.emplace_back(reinterpret_cast<const char *>(m.data), m.size);
            if (reader.channels().at(m.channelId).topic == "/a")
                sequencesA.push_back(m.sequence);
            lastTime = m.logTime;
            return m.publishTime == m.logTime + 1;
        }));
        QCOMPARE(messages.size(), std::size_t(300));
        for (int i = 0; i < 300; ++i)
            QCOMPARE(messages[std::size_t(i)], payload(i));
        QCOMPARE(lastTime, kSecond + 299 * 10000000ull);
        QCOMPARE(sequencesA.size(), std::size_t(200));
        QCOMPARE(sequencesA.front(), 1u);
        QCOMPARE(sequencesA.back(), 200u);
    }

    void summaryHoldsDefinitionsAndStatistics()
    {
        writeSample(m_path);
        McapReader reader;
        QVERIFY(reader.open(m_path));
        QCOMPARE(reader.schemas().size(), std::size_t(1));
        QCOMPARE(reader.schemas().begin()->second.name, std::string("std_msgs/msg/String"));
        QCOMPARE(reader.schemas().begin()->second.data, std::string("string data\n"));
        QCOMPARE(reader.channels().size(), std::size_t(2));
        QCOMPARE(reader.channels().at(0).metadata.count("offered_qos_profiles"), std::size_t(1));
        const Statistics &s = reader.statistics();
        QCOMPARE(s.messageCount, 300ull);
        QCOMPARE(s.channelMessageCounts.at(0), 200ull);
        QCOMPARE(s.channelMessageCounts.at(1), 100ull);
        QCOMPARE(s.messageStartTime, kSecond);
        QCOMPARE(s.messageEndTime, kSecond + 299 * 10000000ull);
        QVERIFY(s.chunkCount > 3);
        QCOMPARE(std::size_t(s.chunkCount), reader.chunkIndexes().size());
        QVERIFY2(reader.verifyDataCrc(), reader.error().c_str());
    }

    void compressesWithZstd()
    {
        writeSample(m_path, true);
        const std::string plain = m_dir.filePath("plain.mcap").toStdString();
        writeSample(plain, false);
        McapReader reader;
        QVERIFY(reader.open(m_path));
        QCOMPARE(reader.chunkIndexes().front().compression, std::string("zstd"));
        QVERIFY(slurp(m_path).size() < slurp(plain).size() / 2);  // 'x' runs compress well
        McapReader plainReader;
        QVERIFY(plainReader.open(plain));
        bool ok = false;
        QCOMPARE(readAll(plainReader, &ok).size(), std::size_t(300));
        QVERIFY(ok);
    }

    void timeRangeReadsOnlyItsChunks()
    {
        writeSample(m_path);
        McapReader reader;
        QVERIFY(reader.open(m_path));
        const std::uint64_t start = kSecond + 100 * 10000000ull, end = kSecond + 149 * 10000000ull;
        bool ok = false;
        const auto messages = readAll(reader, &ok, start, end);
        QVERIFY(ok);
        QCOMPARE(messages.size(), std::size_t(50));
        QCOMPARE(messages.front(), payload(100));
        // Damage a chunk outside the range: the range still reads, so that chunk was not read.
        std::string bytes = slurp(m_path);
        const ChunkIndex &first = reader.chunkIndexes().front();
        bytes[std::size_t(first.chunkStartOffset + first.chunkLength - 5)] ^= 0x55;
        McapReader damaged;
        QVERIFY(damaged.openBytes(bytes));
        QCOMPARE(readAll(damaged, &ok, start, end).size(), std::size_t(50));
        QVERIFY(ok);
        readAll(damaged, &ok);
        QVERIFY(!ok);
    }

    void messageIndexesPointAtTheirMessages()
    {
        writeSample(m_path, false);
        McapReader reader;
        QVERIFY(reader.open(m_path));
        const ChunkIndex &chunk = reader.chunkIndexes()[1];
        std::map<std::uint16_t, std::vector<MessageIndexEntry>> indexes;
        QVERIFY2(reader.readMessageIndex(chunk, indexes), reader.error().c_str());
        QCOMPARE(indexes.size(), std::size_t(2));
        // Uncompressed chunk: records start after 8+8+8+4 + (4+0) + 8 bytes of chunk fields.
        const std::string bytes = slurp(m_path);
        const std::size_t records = std::size_t(chunk.chunkStartOffset) + 9 + 8 + 8 + 8 + 4 + 4 + 8;
        for (const auto &[channel, entries] : indexes) {
            QVERIFY(!entries.empty());
            for (const MessageIndexEntry &entry : entries) {
                const char *record = bytes.data() + records + entry.offset;
                QCOMPARE(int(std::uint8_t(record[0])), int(format::kMessage));
                std::uint64_t logTime = 0;
                std::memcpy(&logTime, record + 9 + 2 + 4, 8);  // little-endian host
                QCOMPARE(logTime, entry.logTime);
                std::uint16_t id = 0;
                std::memcpy(&id, record + 9, 2);
                QCOMPARE(id, channel);
            }
        }
    }

    void truncatedFileReadsItsCompleteChunks()
    {
        writeSample(m_path);
        McapReader whole;
        QVERIFY(whole.open(m_path));
        const ChunkIndex &third = whole.chunkIndexes()[2];
        // Cut in the middle of the third chunk, as a killed recording leaves a file.
        const std::string bytes = slurp(m_path).substr(0, std::size_t(third.chunkStartOffset + 40));
        McapReader reader;
        QVERIFY2(reader.openBytes(bytes), reader.error().c_str());
        QVERIFY(!reader.hasSummary());
        QVERIFY(reader.note().find("without MCAP's footer") != std::string::npos);
        bool ok = true;
        const auto messages = readAll(reader, &ok);
        QVERIFY(!ok);
        QVERIFY2(reader.error().find("cut short") != std::string::npos, reader.error().c_str());
        std::size_t inTwoChunks = 0;
        whole.readMessages([&](const MessageView &) { return ++inTwoChunks, true; }, 0,
                           third.messageStartTime - 1);
        QCOMPARE(messages.size(), inTwoChunks);
        QVERIFY(messages.size() > 10);
        QCOMPARE(reader.channels().size(), std::size_t(2));  // found in the chunks themselves
    }

    void badChunkCrcIsReported()
    {
        writeSample(m_path, false);
        McapReader clean;
        QVERIFY(clean.open(m_path));
        std::string bytes = slurp(m_path);
        const ChunkIndex &chunk = clean.chunkIndexes()[1];
        bytes[std::size_t(chunk.chunkStartOffset + chunk.chunkLength - 3)] ^= 0x01;  // a payload byte
        McapReader reader;
        QVERIFY(reader.openBytes(bytes));
        bool ok = true;
        readAll(reader, &ok);
        QVERIFY(!ok);
        QVERIFY2(reader.error().find("fails its CRC") != std::string::npos, reader.error().c_str());
        QVERIFY(reader.error().find("byte " + std::to_string(chunk.chunkStartOffset)) != std::string::npos);
    }

    void badSummaryCrcRefusesTheFile()
    {
        writeSample(m_path);
        std::string bytes = slurp(m_path);
        McapReader clean;
        QVERIFY(clean.open(m_path));
        const ChunkIndex &last = clean.chunkIndexes().back();
        const std::size_t inSummary = std::size_t(last.chunkStartOffset + last.chunkLength) + 200;
        QVERIFY(inSummary < bytes.size() - format::kTail);
        bytes[inSummary] ^= 0x20;
        McapReader reader;
        QVERIFY(!reader.openBytes(bytes));
        QVERIFY2(reader.error().find("summary fails its CRC") != std::string::npos, reader.error().c_str());
    }

    void unknownCompressionIsNamed()
    {
        writeSample(m_path);
        std::string bytes = slurp(m_path);
        const std::size_t first = bytes.find("zstd");  // the first chunk's compression field
        QVERIFY(first != std::string::npos);
        bytes.replace(first, 4, "lz9x");
        McapReader reader;
        QVERIFY(reader.openBytes(bytes));
        bool ok = true;
        readAll(reader, &ok);
        QVERIFY(!ok);
        QVERIFY2(reader.error().find("'lz9x'") != std::string::npos, reader.error().c_str());
    }

    // A chunk's size fields are checked before memory is taken for them.
    void chunkSizesAreBounded()
    {
        writeSample(m_path);
        McapReader clean;
        QVERIFY(clean.open(m_path));
        const std::size_t sizeField = std::size_t(clean.chunkIndexes()[0].chunkStartOffset) + 9 + 16;
        std::string huge = slurp(m_path);
        const std::uint64_t terabyte = 1ull << 40;
        std::memcpy(&huge[sizeField], &terabyte, 8);  // little-endian host
        McapReader reader;
        QVERIFY(reader.openBytes(huge));
        bool ok = true;
        readAll(reader, &ok);
        QVERIFY(!ok);
        QVERIFY2(reader.error().find("more than the") != std::string::npos, reader.error().c_str());

        std::string wrong = slurp(m_path);
        std::uint64_t size = 0;
        std::memcpy(&size, &wrong[sizeField], 8);
        ++size;
        std::memcpy(&wrong[sizeField], &size, 8);
        McapReader mismatch;
        QVERIFY(mismatch.openBytes(wrong));
        readAll(mismatch, &ok);
        QVERIFY(!ok);
        QVERIFY2(mismatch.error().find("zstd frame holds") != std::string::npos, mismatch.error().c_str());
    }

    void attachmentsAreIndexedAndChecked()
    {
        McapWriter writer;
        QVERIFY(writer.open(m_path));
        const std::string original = "a whole file, carried as it is\n" + std::string(100, 'z');
        QVERIFY(writer.addAttachment("session.rdlog", "application/x-test", kSecond, original));
        QVERIFY(writer.close());
        McapReader reader;
        QVERIFY(reader.open(m_path));
        QCOMPARE(reader.statistics().attachmentCount, 1u);
        QCOMPARE(reader.attachmentIndexes().size(), std::size_t(1));
        const AttachmentIndex index = reader.attachmentIndexes().front();
        QCOMPARE(index.name, std::string("session.rdlog"));
        QCOMPARE(index.mediaType, std::string("application/x-test"));
        QCOMPARE(index.dataSize, std::uint64_t(original.size()));
        std::string data;
        QVERIFY2(reader.readAttachment(index, data), reader.error().c_str());
        QCOMPARE(data, original);

        std::string bytes = slurp(m_path);
        bytes[std::size_t(index.offset + index.length - 10)] ^= 0x04;  // inside the data
        McapReader damaged;
        QVERIFY(damaged.openBytes(bytes));
        QVERIFY(!damaged.readAttachment(damaged.attachmentIndexes().front(), data));
        QVERIFY2(damaged.error().find("fails its CRC") != std::string::npos, damaged.error().c_str());
    }

    void notMcapAndEmptyAreRefused()
    {
        McapReader reader;
        QVERIFY(!reader.openBytes("PK\x03\x04 not mcap at all"));
        QVERIFY(reader.error().find("not an MCAP file") != std::string::npos);
        McapReader empty;
        QVERIFY(!empty.openBytes(""));
        McapReader missing;
        QVERIFY(!missing.open(m_dir.filePath("none.mcap").toStdString()));
        QVERIFY(missing.error().find("cannot read") != std::string::npos);
    }

    void unwritableDestinationSaysWhy()
    {
        McapWriter writer;
        const std::string path = m_dir.filePath("no/such/folder/out.mcap").toStdString();
        QVERIFY(!writer.open(path));
        QVERIFY2(writer.error().find(path) != std::string::npos, writer.error().c_str());
        QVERIFY(writer.error().find("No such file or directory") != std::string::npos);
        QVERIFY(!writer.write(0, 0, 0, "x", 1));
    }

private:
    QTemporaryDir m_dir;
    std::string m_path;
};

QTEST_GUILESS_MAIN(TestMcap)

}  // namespace tst_mcap
#include "tst_mcap.moc"
