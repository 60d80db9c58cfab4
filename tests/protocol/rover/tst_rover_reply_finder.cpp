#include "RoverTestSupport.h"

#include "rover/HostPacket.h"
#include "rover/HostPacketFinder.h"
#include "rover/ReplyFinder.h"

#include <QtTest>

#include <random>

namespace tst_rover_reply_finder {  // this file's names, apart in a unity batch

using namespace robodash::rover;
using namespace robodash::rover::testing;

namespace {

struct Found {
    std::vector<Reply> replies;
    FinderStats stats;
    std::size_t pending = 0;
};

Found feedInChunks(const Bytes &stream, const std::vector<std::size_t> &cuts)
{
    ReplyFinder finder;
    Found found;
    const ReplyFinder::ReplyHandler collect = [&](const Reply &r) { found.replies.push_back(r); };
    std::size_t start = 0;
    for (std::size_t cut : cuts) {
        finder.feed(stream.data() + start, cut - start, collect);
        start = cut;
    }
    finder.feed(stream.data() + start, stream.size() - start, collect);
    found.stats = finder.stats();
    found.pending = finder.pendingBytes();
    return found;
}

Found feedWhole(const Bytes &stream) { return feedInChunks(stream, {}); }

Found feedBytewise(const Bytes &stream)
{
    std::vector<std::size_t> cuts;
    for (std::size_t i = 1; i < stream.size(); ++i)
        cuts.push_back(i);
    return feedInChunks(stream, cuts);
}

void compareFound(const Found &actual, const Found &expected)
{
    QVERIFY(actual.replies == expected.replies);
    QCOMPARE(actual.stats.goodFrames, expected.stats.goodFrames);
    QCOMPARE(actual.stats.checksumErrors, expected.stats.checksumErrors);
    QCOMPARE(actual.stats.implausibleFrames, expected.stats.implausibleFrames);
    QCOMPARE(actual.stats.overruledFrames, expected.stats.overruledFrames);
    QCOMPARE(actual.stats.discardedBytes, expected.stats.discardedBytes);
    QCOMPARE(actual.pending, expected.pending);
}

// Three replies back to back whose data holds 253 in every position it can.
Bytes threeReplies()
{
    Bytes stream = replyBytes(40, 10300);
    append(stream, replyBytes(2, 0xFD00));
    append(stream, replyBytes(14, 0x00FD));
    return stream;
}

}  // namespace

class TestRoverReplyFinder : public QObject {
    Q_OBJECT

private slots:
    void findsBackToBackReplies()
    {
        const Found found = feedWhole(threeReplies());
        QCOMPARE(found.replies.size(), std::size_t{3});
        QVERIFY(found.replies[0] == (Reply{40, 10300}));
        QVERIFY(found.replies[1] == (Reply{2, 0xFD00}));
        QVERIFY(found.replies[2] == (Reply{14, 0x00FD}));
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{0});
        QCOMPARE(found.pending, std::size_t{0});
    }

    void splitAtEveryOffsetGivesTheSameResult()
    {
        Bytes stream = {1, 253, 7};
        append(stream, threeReplies());
        append(stream, {253, 253});
        append(stream, replyBytes(64, 16400));
        const Found whole = feedWhole(stream);
        QCOMPARE(whole.replies.size(), std::size_t{4});
        for (std::size_t cut = 1; cut < stream.size(); ++cut)
            compareFound(feedInChunks(stream, {cut}), whole);
        for (std::size_t a = 1; a < stream.size(); ++a)
            for (std::size_t b = a + 1; b < stream.size(); b += 3)
                compareFound(feedInChunks(stream, {a, b}), whole);
        compareFound(feedBytewise(stream), whole);
    }

    void resynchronisesAfterGarbage()
    {
        Bytes stream = {0x00, 0x11, 0xFE, 0xFF, 0x42};
        append(stream, replyBytes(24, 1450));
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{1});
        QVERIFY(found.replies[0] == (Reply{24, 1450}));
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{5});
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{0});
    }

    void falseStartByteJustBeforeAReplyLosesNothing_data()
    {
        QTest::addColumn<QByteArray>("garbage");
        QTest::newRow("one 253") << QByteArray("\xFD", 1);
        QTest::newRow("two 253") << QByteArray("\xFD\xFD", 2);
        QTest::newRow("253 and a register") << QByteArray("\xFD\x0A", 2);
        QTest::newRow("253 register value") << QByteArray("\xFD\x0A\x00", 3);
        QTest::newRow("four bytes") << QByteArray("\xFD\x0A\x00\x22", 4);
        QTest::newRow("253 after a cut reply") << QByteArray("\xFD\x28\x28\xFD", 4);
    }

    void falseStartByteJustBeforeAReplyLosesNothing()
    {
        QFETCH(QByteArray, garbage);
        Bytes stream(garbage.begin(), garbage.end());
        append(stream, replyBytes(10, 68));
        append(stream, replyBytes(12, 0xFDFD));
        const Found whole = feedWhole(stream);
        QCOMPARE(whole.replies.size(), std::size_t{2});
        QVERIFY(whole.replies[0] == (Reply{10, 68}));
        QVERIFY(whole.replies[1] == (Reply{12, 0xFDFD}));
        QCOMPARE(whole.stats.discardedBytes, std::uint64_t(garbage.size()));
        compareFound(feedBytewise(stream), whole);
    }

    void aFalseCandidateThatPassesIsOverruledByTheLaterReply()
    {
        // Garbage 253, 10, then a real reply: the candidate 253 10 253 40 x passes when x is
        // its checksum. Choose the reply's value so that it is.
        const std::uint8_t fakeChecksum = checksumOf(std::array<std::uint8_t, 3>{10, 253, 40}.data(), 3);
        std::uint16_t value = 0;
        Bytes real;
        for (int high = 0; high < 256; ++high) {
            value = static_cast<std::uint16_t>(high << 8);
            real = replyBytes(40, value);
            if (real[2] == fakeChecksum)
                break;
        }
        QCOMPARE(int(real[2]), int(fakeChecksum));
        Bytes stream = {253, 10};
        append(stream, real);
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{1});
        QVERIFY(found.replies[0] == (Reply{40, value}));
        QCOMPARE(found.stats.overruledFrames, std::uint64_t{1});
        compareFound(feedBytewise(stream), found);
    }

    void anAlignedReplyIsNotOverruled()
    {
        // After a good reply, the next one is taken at once even when 253 follows inside it.
        Bytes stream = replyBytes(40, 10300);
        append(stream, replyBytes(2, 0x00FD));
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{2});
        QCOMPARE(found.pending, std::size_t{0});
    }

    void badChecksumIsCountedAndSkippedByOneByte()
    {
        Bytes bad = replyBytes(20, 31);
        bad[3] ^= 0x40;
        Bytes stream = bad;
        append(stream, replyBytes(22, 32));
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{1});
        QVERIFY(found.replies[0] == (Reply{22, 32}));
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{1});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{5});
    }

    void zeroChecksumIsABadChecksum()
    {
        Bytes stream = {253, 0, 0, 0, 0};
        append(stream, replyBytes(0, 34));
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{1});
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{1});
    }

    void oddOrTooHighRegisterIsImplausible()
    {
        Bytes stream = replyBytes(3, 100);
        append(stream, replyBytes(84, 100));
        append(stream, replyBytes(82, 100));  // undocumented, but a register all the same
        const Found found = feedWhole(stream);
        QCOMPARE(found.replies.size(), std::size_t{1});
        QCOMPARE(int(found.replies[0].registerNumber), 82);
        QCOMPARE(found.stats.implausibleFrames, std::uint64_t{2});
    }

    void aCutReplyWaitsForItsEnd()
    {
        const Bytes reply = replyBytes(34, 87);
        ReplyFinder finder;
        int count = 0;
        const ReplyFinder::ReplyHandler counting = [&](const Reply &) { ++count; };
        finder.feed(reply.data(), 3, counting);
        QCOMPARE(count, 0);
        QCOMPARE(finder.pendingBytes(), std::size_t{3});
        finder.feed(reply.data() + 3, 2, counting);
        QCOMPARE(count, 1);
        QCOMPARE(finder.pendingBytes(), std::size_t{0});
    }

    void randomCorruptionNeverChangesWithChunking()
    {
        std::mt19937 random(15);
        for (int round = 0; round < 200; ++round) {
            Bytes stream;
            for (int r = 0; r < 20; ++r) {
                if (random() % 4 == 0)
                    stream.push_back(random() % 3 == 0 ? 253 : static_cast<std::uint8_t>(random()));
                append(stream, replyBytes(static_cast<std::uint8_t>(2 * (random() % 36)),
                                          static_cast<std::uint16_t>(random())));
                if (random() % 8 == 0)
                    stream[stream.size() - 1 - random() % 5] ^= static_cast<std::uint8_t>(1u << random() % 8);
            }
            const Found whole = feedWhole(stream);
            QVERIFY(whole.replies.size() >= 10);
            QVERIFY(whole.pending < 2 * kReplyLength);
            QCOMPARE(whole.stats.goodFrames * kReplyLength + whole.stats.discardedBytes + whole.pending,
                     std::uint64_t(stream.size()));
            compareFound(feedBytewise(stream), whole);
        }
    }

    void hostPacketFinderFindsPacketsBehindGarbage()
    {
        Bytes stream = {253, 251, 9};
        const HostPacketBytes a = HostPacket::readRegister(MotorBytes{140, 110, 125},
                                                           Register::LeftEncoderCount).bytes();
        const HostPacketBytes b = HostPacket::motorsOnly(MotorBytes{}).bytes();
        stream.insert(stream.end(), a.begin(), a.end());
        stream.insert(stream.end(), b.begin(), b.end());
        HostPacketFinder finder;
        std::vector<ReceivedHostPacket> packets;
        for (std::uint8_t byte : stream)
            finder.feed(&byte, 1, [&](const ReceivedHostPacket &p) { packets.push_back(p); });
        QCOMPARE(packets.size(), std::size_t{2});
        QCOMPARE(int(packets[0].param2), 14);
        QVERIFY(packets[0].motors == (MotorBytes{140, 110, 125}));
        QVERIFY(packets[1].motors.isStop());
        QCOMPARE(finder.stats().discardedBytes, std::uint64_t{3});
    }
};

QTEST_APPLESS_MAIN(TestRoverReplyFinder)

}  // namespace tst_rover_reply_finder
#include "tst_rover_reply_finder.moc"
