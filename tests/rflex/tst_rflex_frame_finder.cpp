#include "RflexTestSupport.h"

#include "rflex/FrameWriter.h"
#include "rflex/ReportDecoder.h"
#include "rflex/ReportEncoder.h"

#include <QtTest>

#include <random>

namespace tst_rflex_frame_finder {  // this file's names, apart in a unity batch

using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

Bytes stuffed(std::uint8_t port, std::uint8_t id, std::uint8_t opcode, const Bytes &data)
{
    return FrameWriter(static_cast<Port>(port), opcode).bytes(data).stuffedFrame(id);
}

// One stuffed frame of every report, each holding some 0x1B bytes.
std::vector<Bytes> everyReportFrame()
{
    return {encodeReport(sampleSystemStatus()), encodeReport(sampleLcdDump()),
            encodeReport(sampleMotionReport()), encodeReport(sampleJoystickState()),
            encodeReport(sampleSonarReport()),  encodeReport(sampleDioState()),
            encodeDioUpdate(sampleDioState()),  encodeReport(sampleDioAck()),
            encodeDioSetAck(sampleDioAck()),    encodeReport(sampleDioUpdateAck())};
}

Bytes everyReportStream()
{
    Bytes stream;
    for (const Bytes &frame : everyReportFrame())
        stream.insert(stream.end(), frame.begin(), frame.end());
    return stream;
}

// What a decoder makes of a frame's data, as text, so two decodes can be compared whatever
// the report type.
class Recorder : public ReportHandler {
public:
    QStringList seen;
    void onSystemStatus(const SystemStatus &r) override { add("status", r.timestamp, r.batteryRaw, r.brake); }
    void onLcdDump(const LcdDump &r) override { add("lcd", r.timestamp, r.row, r.bytes.size()); }
    void onMotionReport(const MotionReport &r) override
    {
        add("motion", r.retval, r.timestamp, r.axis);
        add("motion", r.position, r.velocity, r.acceleration);
        add("torque", r.torque, 0, 0);
    }
    void onJoystickState(const JoystickState &r) override { add("joy", r.x, r.y, r.buttons); }
    void onSonarReport(const SonarReport &r) override
    {
        add("sonar", r.retval, r.timestamp, r.count);
        for (std::size_t i = 0; i < r.count; ++i)
            add("echo", r.echoes[i].id, r.echoes[i].range, 0);
    }
    void onDioReport(const DioState &r) override { add("dio", r.timestamp, r.address, r.state); }
    void onDioUpdate(const DioState &r) override { add("update", r.offset, r.address, r.state); }
    void onDioReportsAck(const DioAck &r) override { add("ack", r.retval, r.timestamp, 0); }
    void onDioSetAck(const DioAck &r) override { add("setack", r.retval, r.timestamp, 0); }
    void onDioUpdateAck(const DioUpdateAck &r) override { add("upack", r.retval, r.timestamp, r.count); }

private:
    void add(const char *what, qint64 a, qint64 b, qint64 c)
    {
        seen << QStringLiteral("%1 %2 %3 %4").arg(what).arg(a).arg(b).arg(c);
    }
};

QStringList decoded(const Found &frame)
{
    Recorder recorder;
    decodeReport(FrameView{frame.port, frame.id, frame.opcode, frame.data.data(),
                           frame.data.size()},
                 recorder);
    return recorder.seen;
}

// The finder must give back exactly what was framed, once, with nothing discarded.
void requireRoundTrip(const Found &sent)
{
    const Bytes frame = stuffed(sent.port, sent.id, sent.opcode, sent.data);
    const FinderRun run = findFrames(frame);
    QCOMPARE(run.frames.size(), std::size_t{1});
    QVERIFY(run.frames.front() == sent);
    QCOMPARE(run.stats.discardedBytes, std::uint64_t{0});
    QCOMPARE(run.stats.goodFrameBytes, std::uint64_t{frame.size()});
}

}  // namespace

class TestRflexFrameFinder : public QObject {
    Q_OBJECT

private slots:
    void findsTheDriversStatusRequest()
    {
        const FinderRun run = findFrames(fromHex("1B 02 01 00 01 00 00 1B 03"));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.frames[0].port, std::uint8_t{1});
        QCOMPARE(run.frames[0].opcode, std::uint8_t{1});
        QVERIFY(run.frames[0].data.empty());
        QCOMPARE(run.stats.goodFrames, std::uint64_t{1});
    }

    void unstuffsEscapeAndDropsEscapeOne()
    {
        // data 1B 05, written 1B 00 05 with a 1B 01 thrown in; checksum 04^02^1B^05 = 18
        const FinderRun run = findFrames(fromHex("1B 02 04 00 00 02 1B 00 1B 01 05 18 1B 03"));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(hexOf(run.frames[0].data), QByteArray("1B 05"));
        QCOMPARE(run.stats.stuffedEscapes, std::uint64_t{1});
        QCOMPARE(run.stats.droppedEscapes, std::uint64_t{1});
    }

    void stuffingAtEveryBytePositionOfEveryField()
    {
        for (const Bytes &frame : everyReportFrame()) {
            const Found original = findFrames(frame).frames.at(0);
            QVERIFY(!decoded(original).isEmpty());
            for (std::size_t at = 0; at < original.data.size(); ++at) {
                Found sent = original;
                sent.data[at] = 0x1B;
                requireRoundTrip(sent);
                // The decoder sees the 0x1B in its field, exactly as if never stuffed.
                QCOMPARE(decoded(findFrames(stuffed(sent.port, sent.id, sent.opcode,
                                                    sent.data)).frames.at(0)),
                         decoded(sent));
            }
        }
    }

    void stuffingInTheHeaderBytes()
    {
        requireRoundTrip(Found{0x1B, 0, 1, {1, 2}});           // port
        requireRoundTrip(Found{1, 0x1B, 1, {1, 2}});           // id
        requireRoundTrip(Found{1, 0, 0x1B, {1, 2}});           // opcode
        requireRoundTrip(Found{1, 0, 1, Bytes(0x1B, 0x1B)});   // length 27, all data 1B
        requireRoundTrip(Found{0x1B, 0x1B, 0x1B, Bytes(0x1B, 0x1B)});
    }

    void stuffedChecksumOfEscape()
    {
        // port 1 opcode 1 length 0: checksum = id, so id 1B gives a 1B checksum as well.
        const Bytes frame = stuffed(1, 0x1B, 1, {});
        QCOMPARE(hexOf(frame), QByteArray("1B 02 01 1B 00 01 00 1B 00 1B 03"));
        requireRoundTrip(Found{1, 0x1B, 1, {}});
        // And with data: 02 ^ 18 ^ 01 is already 1B, so data 00 leaves it there.
        const Bytes withData = stuffed(2, 0, 0x18, {0x00});
        QCOMPARE(withData[withData.size() - 4], std::uint8_t{0x1B});
        QCOMPARE(withData[withData.size() - 3], std::uint8_t{0x00});
        requireRoundTrip(Found{2, 0, 0x18, {0x00}});
    }

    void unstuffedChecksumOfEscapeFromADriver()
    {
        // Player does not avoid it: 1B 02 ... 1B(checksum) 1B 03. A twin must take it.
        const FinderRun run = findFrames(fromHex("1B 02 02 00 18 01 00 1B 1B 03"));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.stats.rawEscapes, std::uint64_t{1});
    }

    void unstuffedDataEscapeFromADriver()
    {
        // Player's translation velocity is not nudged: data 00 00 1B 58, unstuffed.
        const FinderRun run = findFrames(fromHex("1B 02 02 00 07 04 00 00 1B 58 42 1B 03"));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(hexOf(run.frames[0].data), QByteArray("00 00 1B 58"));
    }

    void falseStartInsideDataIsData()
    {
        // Data 1B 02 1B 03 is written 1B 00 02 1B 00 03: neither a start nor an end.
        const Found sent{4, 0, 2, fromHex("1B 02 1B 03 1B 02")};
        requireRoundTrip(sent);
        QCOMPARE(findFrames(stuffed(4, 0, 2, sent.data)).stats.badFrames, std::uint64_t{0});
    }

    void startBeforeEndCutsTheFrameAndKeepsTheNext()
    {
        const Bytes good = encodeReport(sampleSystemStatus());
        const Bytes stream = concat({fromHex("1B 02 01 00 01 09 00 00"), good});
        const FinderRun run = findFrames(stream);
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.stats.cutFrames, std::uint64_t{1});
        QCOMPARE(run.stats.badFrames, std::uint64_t{1});
        QCOMPARE(run.stats.discardedBytes, std::uint64_t{8});
    }

    void badChecksumIsCountedAndTheNextFrameFound()
    {
        Bytes bad = encodeReport(sampleMotionReport());
        bad[10] ^= 0x40;
        const FinderRun run = findFrames(concat({bad, encodeReport(sampleDioState())}));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.frames[0].port, std::uint8_t{5});
        QCOMPARE(run.stats.checksumErrors, std::uint64_t{1});
        QCOMPARE(run.stats.discardedBytes, std::uint64_t{bad.size()});
    }

    void lengthThatDisagreesWithTheDataIsBad()
    {
        // Length says 2, one data byte; the checksum is right for what is there.
        const FinderRun run = findFrames(fromHex("1B 02 01 00 01 02 07 05 1B 03"));
        QVERIFY(run.frames.empty());
        QCOMPARE(run.stats.lengthErrors, std::uint64_t{1});
        QCOMPARE(findFrames(fromHex("1B 02 01 00 1B 03")).stats.lengthErrors, std::uint64_t{1});
    }

    void frameWithoutAnEndIsDroppedAtItsLongestAndTheNextFound()
    {
        Bytes stream = fromHex("1B 02");
        stream.insert(stream.end(), wire::kMaxBody + 40, 0x07);
        const Bytes good = encodeReport(sampleJoystickState());
        const FinderRun run = findFrames(concat({stream, good}));
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.stats.cutFrames, std::uint64_t{1});
        QCOMPARE(run.stats.discardedBytes, std::uint64_t{stream.size()});
    }

    void garbageAndLoneEscapesAreDiscarded()
    {
        const Bytes good = encodeReport(sampleDioAck());
        const Bytes stream = concat({fromHex("00 1B 1B 1B 03 FF 1B"), good, fromHex("1B")});
        const FinderRun run = findFrames(stream);
        QCOMPARE(run.frames.size(), std::size_t{1});
        QCOMPARE(run.stats.discardedBytes, std::uint64_t{7});
        QCOMPARE(run.pending, std::size_t{1});  // the last 1B may start a frame
    }

    void splitReadsAtEveryOffset()
    {
        const Bytes stream = concat({fromHex("55 1B 02 01"), everyReportStream(), fromHex("1B 02 09")});
        const FinderRun whole = findFrames(stream);
        QCOMPARE(whole.frames.size(), everyReportFrame().size());
        for (std::size_t cut = 1; cut < stream.size(); ++cut) {
            const FinderRun split = findFrames(stream, {cut});
            QVERIFY2(split.frames == whole.frames, qPrintable(QString::number(cut)));
            QCOMPARE(split.stats.discardedBytes, whole.stats.discardedBytes);
            QCOMPARE(split.pending, whole.pending);
        }
    }

    void splitReadsAtEveryPairOfOffsetsAndByteByByte()
    {
        const Bytes stream = concat({encodeReport(sampleDioAck()), encodeReport(sampleLcdDump())});
        const FinderRun whole = findFrames(stream);
        std::vector<std::size_t> everyByte;
        for (std::size_t i = 1; i < stream.size(); ++i)
            everyByte.push_back(i);
        QVERIFY(findFrames(stream, everyByte).frames == whole.frames);
        for (std::size_t a = 1; a < stream.size(); ++a)
            for (std::size_t b = a + 1; b < stream.size(); ++b)
                QVERIFY(findFrames(stream, {a, b}).frames == whole.frames);
    }

    void countersAddUp()
    {
        const Bytes stream = concat({fromHex("99 1B 02 01 00 1B 03 1B"), everyReportStream(),
                                     fromHex("1B 02 05 00")});
        const FinderRun run = findFrames(stream);
        QCOMPARE(run.stats.bytesIn, std::uint64_t{stream.size()});
        QCOMPARE(run.stats.goodFrameBytes + run.stats.discardedBytes + run.pending,
                 run.stats.bytesIn);
        QCOMPARE(run.pending, std::size_t{4});
    }

    void randomFramesBetweenRandomGarbageAreAllFound()
    {
        std::mt19937 random(16);
        std::uniform_int_distribution<int> byte(0, 255);
        // Bytes from the framing's own alphabet, to stress the escape handling.
        const std::uint8_t tricky[] = {0x1B, 0x00, 0x01, 0x02, 0x03};
        std::vector<Found> planted;
        Bytes stream;
        std::uint64_t garbage = 0;
        for (int n = 0; n < 300; ++n) {
            const int gap = byte(random) % 5;
            for (int g = 0; g < gap; ++g, ++garbage)
                stream.push_back(static_cast<std::uint8_t>(0x1C + byte(random) % 200));
            Found f{static_cast<std::uint8_t>(byte(random)), static_cast<std::uint8_t>(byte(random)),
                    static_cast<std::uint8_t>(byte(random)), Bytes(byte(random) % 40)};
            for (auto &b : f.data)
                b = byte(random) % 2 ? tricky[byte(random) % 5] : static_cast<std::uint8_t>(byte(random));
            const Bytes frame = stuffed(f.port, f.id, f.opcode, f.data);
            stream.insert(stream.end(), frame.begin(), frame.end());
            planted.push_back(f);
        }
        const FinderRun run = findFrames(stream, {stream.size() / 3, stream.size() / 2});
        QVERIFY(run.frames == planted);
        QCOMPARE(run.stats.discardedBytes, garbage);
        QCOMPARE(run.stats.badFrames, std::uint64_t{0});
    }

    void resetForgetsAHalfFrame()
    {
        FrameFinder finder;
        int frames = 0;
        const auto count = [&](const FrameView &) { ++frames; };
        const Bytes good = encodeReport(sampleSystemStatus());
        finder.feed(good.data(), 5, count);
        finder.reset();
        finder.feed(good.data() + 5, good.size() - 5, count);
        QCOMPARE(frames, 0);
        QCOMPARE(finder.pendingBytes(), std::size_t{0});
        finder.feed(good.data(), good.size(), count);
        QCOMPARE(frames, 1);
    }
};

QTEST_GUILESS_MAIN(TestRflexFrameFinder)

}  // namespace tst_rflex_frame_finder
#include "tst_rflex_frame_finder.moc"
