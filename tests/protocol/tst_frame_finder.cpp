#include "ProtocolTestSupport.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/FrameFinder.h"

#include <QtTest>

#include <algorithm>
#include <random>

namespace tst_frame_finder {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;
using namespace robodash::kobuki::testing;

namespace {

using Bytes = std::vector<std::uint8_t>;

// What a finder reported, for comparing one feeding strategy with another.
struct Found {
    std::vector<Bytes> payloads;
    FrameFinderStats stats;
    std::size_t pending = 0;  // bytesIn - discarded - bytes of good frames
};

Found feedInChunks(const Bytes &stream, const std::vector<std::size_t> &cuts)
{
    FrameFinder finder;
    Found found;
    const FrameFinder::FrameHandler collect = [&](const std::uint8_t *p, std::size_t n) {
        found.payloads.emplace_back(p, p + n);
    };
    std::size_t start = 0;
    for (std::size_t cut : cuts) {
        finder.feed(stream.data() + start, cut - start, collect);
        start = cut;
    }
    finder.feed(stream.data() + start, stream.size() - start, collect);
    found.stats = finder.stats();
    std::size_t frameBytes = 0;
    for (const Bytes &payload : found.payloads)
        frameBytes += payload.size() + 4;
    found.pending = found.stats.bytesIn - found.stats.discardedBytes - frameBytes;
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

// The structural rule: the id/length sub-payloads tile [begin, end) exactly, and none starts
// with the header (no Kobuki id is 0xAA).
bool walkEndsExactly(const Bytes &s, std::size_t begin, std::size_t end)
{
    std::size_t i = begin;
    while (i + 2 <= end) {
        if (s[i] == 0xAA && s[i + 1] == 0x55)
            return false;
        i += 2u + s[i + 1];
    }
    return i == end;
}

// Random sub-payloads (random ids, except 0xAA, and lengths) that tile `payload` exactly.
void structureAsSubPayloads(Bytes &payload, std::mt19937 &random)
{
    std::size_t i = 0;
    while (i < payload.size()) {
        const std::size_t room = payload.size() - i - 2;  // payloads are >= 3, never 1 left
        std::size_t dataLength = std::uniform_int_distribution<std::size_t>(0, room)(random);
        if (room - dataLength == 1)
            ++dataLength;  // a lone byte could not be framed
        if (payload[i] == 0xAA)
            payload[i] = 0x01;
        payload[i + 1] = static_cast<std::uint8_t>(dataLength);
        i += 2 + dataLength;
    }
}

// The specification written as plainly as possible, to check the fast finder against.
Found referenceFind(const Bytes &s)
{
    Found found;
    const std::size_t n = s.size();
    std::size_t i = 0;
    while (i < n) {
        const bool header0 = s[i] == 0xAA;
        if (header0 && (i + 1 == n || (s[i + 1] == 0x55 && i + 2 == n)))
            break;  // a header cut by the end of the stream waits for more bytes
        const bool plausible = header0 && s[i + 1] == 0x55 && s[i + 2] >= 3;
        if (!plausible) {
            ++found.stats.discardedBytes;
            ++i;
            continue;
        }
        const std::size_t total = s[i + 2] + 4u;
        if (i + total > n)
            break;
        std::uint8_t x = 0;
        for (std::size_t k = i + 2; k < i + total; ++k)
            x ^= s[k];
        if (x != 0 || !walkEndsExactly(s, i + 3, i + total - 1)) {
            ++found.stats.checksumErrors;
            ++found.stats.discardedBytes;
            ++i;
            continue;
        }
        found.payloads.emplace_back(s.begin() + static_cast<std::ptrdiff_t>(i + 3),
                                    s.begin() + static_cast<std::ptrdiff_t>(i + total - 1));
        ++found.stats.goodFrames;
        i += total;
    }
    found.pending = n - i;
    found.stats.bytesIn = n;
    return found;
}

std::uint8_t spanChecksum(const Bytes &s, std::size_t at)
{
    std::uint8_t x = 0;
    for (std::size_t k = at + 2; k < at + 4u + s[at + 2]; ++k)
        x ^= s[k];
    return x;
}

// Makes sure no planted false header checksums to 0 by chance, so the expected frames are
// exactly the planted ones.
void breakAccidentalChecksums(Bytes &stream, const std::vector<std::size_t> &falseHeaders)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t at : falseHeaders) {
            if (stream[at + 2] >= 3 && spanChecksum(stream, at) == 0) {
                ++stream[at + 2];
                changed = true;
            }
        }
    }
}

void append(Bytes &to, const Bytes &from) { to.insert(to.end(), from.begin(), from.end()); }

void appendHeader(Bytes &to, std::uint8_t length)
{
    to.push_back(0xAA);
    to.push_back(0x55);
    to.push_back(length);
}

Bytes typicalFeedbackFrame(std::uint16_t stamp)
{
    BasicSensors basic = sampleBasicSensors();
    basic.timeStamp = stamp;
    return FeedbackEncoder()
        .add(basic)
        .add(sampleDockIr())
        .add(sampleInertia())
        .add(sampleCliff())
        .add(sampleCurrent())
        .add(sampleRawGyro(3))
        .add(sampleInput())
        .frame();
}

Bytes payloadOf(const Bytes &frame) { return Bytes(frame.begin() + 3, frame.end() - 1); }

void compareFound(const Found &actual, const Found &expected)
{
    QCOMPARE(actual.payloads.size(), expected.payloads.size());
    QVERIFY(actual.payloads == expected.payloads);
    QCOMPARE(actual.stats.goodFrames, expected.stats.goodFrames);
    QCOMPARE(actual.stats.checksumErrors, expected.stats.checksumErrors);
    QCOMPARE(actual.stats.discardedBytes, expected.stats.discardedBytes);
    QCOMPARE(actual.stats.bytesIn, expected.stats.bytesIn);
    QCOMPARE(actual.pending, expected.pending);
}

}  // namespace

class TestFrameFinder : public QObject {
    Q_OBJECT

private slots:
    void findsTheDesignExampleFrames()
    {
        Bytes stream = fromHex("AA 55 06 01 04 64 00 00 00 67");
        append(stream, fromHex("AA 55 04 09 02 0B 00 04"));
        append(stream, fromHex("AA 55 03 0E 01 00 0C"));
        const Found found = feedWhole(stream);
        QCOMPARE(found.payloads.size(), std::size_t{3});
        QCOMPARE(toByteArray(found.payloads[0]), QByteArray::fromHex("010464000000"));
        QCOMPARE(toByteArray(found.payloads[1]), QByteArray::fromHex("09020B00"));
        QCOMPARE(toByteArray(found.payloads[2]), QByteArray::fromHex("0E0100"));
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{0});
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{0});
    }

    void acceptsTheSmallestAndLargestFrames()
    {
        Bytes smallest = fromHex("AA5503 0401 05 03");  // LEN 3: one sub-payload, one byte
        smallest.back() = 0x03 ^ 0x04 ^ 0x01 ^ 0x05;
        Bytes largestPayload(255, 0x5A);
        largestPayload[0] = 99;   // unknown id: the finder does not care
        largestPayload[1] = 253;
        Bytes largest;
        appendHeader(largest, 255);
        append(largest, largestPayload);
        std::uint8_t cs = 255;
        for (std::uint8_t b : largestPayload)
            cs ^= b;
        largest.push_back(cs);
        Bytes stream = smallest;
        append(stream, largest);
        compareFound(feedBytewise(stream), feedWhole(stream));
        const Found found = feedWhole(stream);
        QCOMPARE(found.payloads.size(), std::size_t{2});
        QCOMPARE(found.payloads[1].size(), std::size_t{255});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{0});
    }

    void countsGarbageBeforeBetweenAndAfterFrames()
    {
        const Bytes frame = typicalFeedbackFrame(1);
        Bytes stream = fromHex("00 11 AA 22 55");  // 5 bytes, one lone AA among them
        append(stream, frame);
        append(stream, fromHex("AA AA 55 01 99"));  // impossible LEN 1: 5 bytes of garbage
        append(stream, frame);
        append(stream, fromHex("12 34 56"));
        const Found found = feedWhole(stream);
        QCOMPARE(found.payloads.size(), std::size_t{2});
        QCOMPARE(found.stats.goodFrames, std::uint64_t{2});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{13});
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{0});
        QCOMPARE(found.pending, std::size_t{0});
    }

    void rejectsImpossibleLengthsAndResyncs()
    {
        const Bytes frame = typicalFeedbackFrame(2);
        for (std::uint8_t length : {0, 1, 2}) {
            Bytes stream;
            appendHeader(stream, length);
            append(stream, frame);
            const Found found = feedBytewise(stream);
            QCOMPARE(found.payloads.size(), std::size_t{1});
            QVERIFY(found.payloads[0] == payloadOf(frame));
            QCOMPARE(found.stats.discardedBytes, std::uint64_t{3});
        }
    }

    void findsAFrameHiddenInsideAFalseHeadersSpan()
    {
        // A false header whose claimed length swallows the real frame that follows: its
        // checksum fails and the finder must look again from the byte after its AA.
        const Bytes frame = typicalFeedbackFrame(3);
        Bytes stream = fromHex("AA 55 40 01");
        append(stream, frame);
        append(stream, Bytes(80, 0x00));
        const Found whole = feedWhole(stream);
        QCOMPARE(whole.payloads.size(), std::size_t{1});
        QVERIFY(whole.payloads[0] == payloadOf(frame));
        QCOMPARE(whole.stats.checksumErrors, std::uint64_t{1});
        QCOMPARE(whole.stats.discardedBytes, std::uint64_t{4 + 80});
        compareFound(feedBytewise(stream), whole);
    }

    void findsTwoFramesSwallowedByAFalseHeaderWithAGoodChecksum()
    {
        // Two whole frames XOR to FF ^ FF = 0, so a false header spanning both plus bytes
        // that XOR to zero passes the checksum. The 87-byte typical frame even walks as one
        // sub-payload (id AA, length 55); the smaller design example frames do not.
        const std::vector<std::pair<Bytes, Bytes>> pairs = {
            {typicalFeedbackFrame(10), typicalFeedbackFrame(11)},
            {fromHex("AA 55 06 01 04 64 00 00 00 67"), fromHex("AA 55 04 09 02 0B 00 04")},
        };
        for (const auto &[first, second] : pairs) {
            const Bytes zeroXor = fromHex("00 13 13");
            Bytes swallowed = first;
            append(swallowed, second);
            append(swallowed, zeroXor);
            Bytes stream;
            appendHeader(stream, static_cast<std::uint8_t>(swallowed.size()));
            append(stream, swallowed);
            stream.push_back(static_cast<std::uint8_t>(swallowed.size()));  // L ^ 0 ^ 0 ^ 0
            QCOMPARE(spanChecksum(stream, 0), std::uint8_t{0});

            const Found whole = feedWhole(stream);
            QCOMPARE(whole.payloads.size(), std::size_t{2});
            QVERIFY(whole.payloads[0] == payloadOf(first));
            QVERIFY(whole.payloads[1] == payloadOf(second));
            QCOMPARE(whole.stats.checksumErrors, std::uint64_t{1});
            QCOMPARE(whole.stats.structureErrors, std::uint64_t{1});
            // The false AA, the 55 and LEN before the first frame; the zero-XOR bytes and the
            // false CS after the second.
            QCOMPARE(whole.stats.discardedBytes, std::uint64_t{3 + zeroXor.size() + 1});
            compareFound(feedBytewise(stream), whole);
            compareFound(whole, referenceFind(stream));
        }
    }

    void ignoresAFalseHeaderInsideAGoodPayload()
    {
        RawGyro gyro = sampleRawGyro(1);
        gyro.samples[0] = {0x55AA, 0x55AA, 0x0355};  // bytes AA 55 AA 55 55 03 in the payload
        const Bytes frame = FeedbackEncoder().add(gyro).frame();
        const std::uint8_t header[] = {0xAA, 0x55};
        QVERIFY(std::search(frame.begin() + 3, frame.end(), std::begin(header), std::end(header))
                != frame.end());
        Bytes stream = frame;
        append(stream, frame);
        const Found found = feedWhole(stream);
        QCOMPARE(found.payloads.size(), std::size_t{2});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{0});
        compareFound(feedBytewise(stream), found);
    }

    void recoversFromACorruptedFrame()
    {
        const Bytes good = typicalFeedbackFrame(4);
        Bytes bad = good;
        bad[20] ^= 0x08;
        Bytes stream = bad;
        append(stream, good);
        const Found found = feedWhole(stream);
        QCOMPARE(found.payloads.size(), std::size_t{1});
        QCOMPARE(found.stats.checksumErrors, std::uint64_t{1});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t(bad.size()));
    }

    void keepsAFrameCutByTheEndOfTheStreamPending()
    {
        const Bytes frame = typicalFeedbackFrame(5);
        const Bytes head(frame.begin(), frame.begin() + 10);
        const Found found = feedWhole(head);
        QCOMPARE(found.payloads.size(), std::size_t{0});
        QCOMPARE(found.pending, std::size_t{10});
        QCOMPARE(found.stats.discardedBytes, std::uint64_t{0});
    }

    void givesTheSameAnswerForEverySplitIntoTwoOrThreeChunks()
    {
        const Bytes frame = typicalFeedbackFrame(6);
        Bytes stream = fromHex("AA 55 30 11 AA");
        append(stream, frame);
        append(stream, fromHex("AA 55 02 AA 55"));
        append(stream, encodeCommand(BaseControl{100, 0}));
        append(stream, frame);
        // "AA 55 AA" above claims 170 bytes: until they have arrived, the frames inside that
        // span cannot be told apart from its payload, so give the stream enough tail. Not
        // zeros: every whole frame XORs to AA^55 = FF, so a span of two whole frames plus
        // zeros would pass the (weak) checksum and hide both frames.
        append(stream, Bytes(180, 0x01));
        const Found expected = referenceFind(stream);
        QCOMPARE(expected.payloads.size(), std::size_t{3});
        compareFound(feedWhole(stream), expected);
        compareFound(feedBytewise(stream), expected);
        for (std::size_t a = 0; a <= stream.size(); ++a) {
            compareFound(feedInChunks(stream, {a}), expected);
            for (std::size_t b = a; b <= stream.size(); b += 7)
                compareFound(feedInChunks(stream, {a, b}), expected);
        }
    }

    void resetForgetsPendingBytesAndCounts()
    {
        FrameFinder finder;
        const Bytes frame = typicalFeedbackFrame(7);
        int frames = 0;
        const FrameFinder::FrameHandler count = [&](const std::uint8_t *, std::size_t) { ++frames; };
        finder.feed(frame.data(), 10, count);
        finder.reset();
        QCOMPARE(finder.stats().bytesIn, std::uint64_t{0});
        finder.feed(frame.data() + 10, frame.size() - 10, count);
        QCOMPARE(frames, 0);
        finder.feed(frame.data(), frame.size(), count);
        QCOMPARE(frames, 1);
    }

    void toleratesEmptyAndNullInput()
    {
        FrameFinder finder;
        int frames = 0;
        const FrameFinder::FrameHandler count = [&](const std::uint8_t *, std::size_t) { ++frames; };
        finder.feed(nullptr, 0, count);
        finder.feed(nullptr, 5, count);
        const Bytes frame = typicalFeedbackFrame(8);
        finder.feed(frame.data(), 0, count);
        QCOMPARE(finder.stats().bytesIn, std::uint64_t{0});
        QCOMPARE(frames, 0);
    }

    void findsEveryPlantedFrameInAMillionRandomBytes()
    {
        std::mt19937 random(20261121);
        std::uniform_int_distribution<int> byte(0, 255);
        std::uniform_int_distribution<int> gap(0, 600);
        std::uniform_int_distribution<int> payloadLength(3, 255);
        std::uniform_int_distribution<int> percent(0, 99);

        Bytes stream;
        std::vector<Bytes> planted;
        std::vector<std::size_t> falseHeaders;
        while (stream.size() < 1000000) {
            // Random garbage that cannot form a header by accident: the false headers planted
            // below are the only ones, so the expected answer is exact.
            for (int g = gap(random); g > 0; --g) {
                auto b = static_cast<std::uint8_t>(byte(random));
                if (b == 0x55 && !stream.empty() && stream.back() == 0xAA)
                    b = 0x54;
                stream.push_back(b);
            }
            if (!stream.empty() && stream.back() == 0xAA)
                stream.push_back(0x00);
            if (percent(random) < 30) {
                // A false header whose claimed span usually covers the frame planted next.
                falseHeaders.push_back(stream.size());
                appendHeader(stream, static_cast<std::uint8_t>(byte(random)));
            }
            Bytes payload(static_cast<std::size_t>(payloadLength(random)));
            for (auto &b : payload)
                b = static_cast<std::uint8_t>(byte(random));
            structureAsSubPayloads(payload, random);
            auto cs = static_cast<std::uint8_t>(payload.size());
            for (std::uint8_t b : payload)
                cs ^= b;
            appendHeader(stream, static_cast<std::uint8_t>(payload.size()));
            append(stream, payload);
            stream.push_back(cs);
            planted.push_back(payload);
        }
        append(stream, Bytes(300, 0x00));  // so that no false header's span runs past the end
        breakAccidentalChecksums(stream, falseHeaders);
        QVERIFY(falseHeaders.size() > 500);

        std::vector<std::size_t> cuts;
        std::uniform_int_distribution<std::size_t> chunk(1, 4096);
        for (std::size_t at = chunk(random); at < stream.size(); at += chunk(random))
            cuts.push_back(at);
        const Found found = feedInChunks(stream, cuts);

        // Every planted frame exactly once, in order, and nothing else.
        QCOMPARE(found.payloads.size(), planted.size());
        QVERIFY(found.payloads == planted);
        // The counters add up, and agree with the plain reference over the whole stream.
        QCOMPARE(found.stats.goodFrames, std::uint64_t(planted.size()));
        QCOMPARE(found.stats.bytesIn, std::uint64_t(stream.size()));
        QCOMPARE(found.pending, std::size_t{0});
        QVERIFY(found.stats.checksumErrors > 0);
        QVERIFY(found.stats.checksumErrors <= falseHeaders.size());
        compareFound(found, referenceFind(stream));
        // Bounded memory: the finder's whole state is one fixed object with no heap behind it.
        QVERIFY(sizeof(FrameFinder) < 512);
    }
};

QTEST_APPLESS_MAIN(TestFrameFinder)

}  // namespace tst_frame_finder
#include "tst_frame_finder.moc"
