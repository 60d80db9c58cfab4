#include "RflexTestSupport.h"

#include "rflex/CommandEncoder.h"

#include <QtTest>

#include <random>

namespace tst_rflex_command_encoder {  // this file's names, apart in a unity batch

using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

// Number of frames in `stream` if every one is `1B 02 ... 1B 03` with no other 0x1B, and
// -1 otherwise.
int escapeFreeFrames(const Bytes &stream)
{
    int frames = 0;
    std::size_t i = 0;
    while (i < stream.size()) {
        if (i + 1 >= stream.size() || stream[i] != 0x1B || stream[i + 1] != 0x02)
            return -1;
        i += 2;
        while (i < stream.size() && stream[i] != 0x1B)
            ++i;
        if (i + 1 >= stream.size() || stream[i + 1] != 0x03)
            return -1;
        i += 2;
        ++frames;
    }
    return frames;
}

// Sent bytes must be frames the finder takes whole, with nothing it had to unstuff.
void requireCleanFrames(const Bytes &sent, int expectedFrames)
{
    QCOMPARE(escapeFreeFrames(sent), expectedFrames);
    const FinderRun run = findFrames(sent);
    QCOMPARE(run.frames.size(), std::size_t(expectedFrames));
    QCOMPARE(run.stats.rawEscapes + run.stats.stuffedEscapes + run.stats.badFrames,
             std::uint64_t{0});
}

}  // namespace

class TestRflexCommandEncoder : public QObject {
    Q_OBJECT

private slots:
    void everyCommandAsTheDriversWriteIt()
    {
        CommandEncoder e;
        QCOMPARE(hexOf(e.encode(SystemStatusRequest{})), QByteArray("1B 02 01 00 01 00 00 1B 03"));
        QCOMPARE(hexOf(e.encode(LcdDumpRequest{})), QByteArray("1B 02 01 00 00 00 01 1B 03"));
        QCOMPARE(hexOf(e.encode(AxisQuery{AxisQueryKind::Mode, Axis::Rotation})),
                 QByteArray("1B 02 02 00 09 01 01 0B 1B 03"));
        QCOMPARE(hexOf(e.encode(axisVelocityCommand(Axis::Rotation, -1000))),
                 QByteArray("1B 02 02 00 07 0E 01 00 00 03 E8 00 01 86 A0 00 00 88 B8 00 F6 1B 03"));
        QCOMPARE(hexOf(e.encode(AxisSetPosition{Axis::Translation, 500, 100000, 30000, -90810})),
                 QByteArray("1B 02 02 00 08 11 00 00 00 01 F4 00 01 86 A0 00 00 75 30 FF FE 9D 46 56 1B 03"));
        QCOMPARE(hexOf(e.encode(SetDefaults{})), QByteArray("1B 02 02 00 0A 00 08 1B 03"));
        QCOMPARE(hexOf(e.encode(BrakeSet{})), QByteArray("1B 02 02 00 0B 00 09 1B 03"));
        QCOMPARE(hexOf(e.encode(BrakeRelease{})), QByteArray("1B 02 02 00 0C 00 0E 1B 03"));
        QCOMPARE(hexOf(e.encode(SystemReportRequest{})),
                 QByteArray("1B 02 02 00 22 08 00 01 86 A0 00 00 00 03 0C 1B 03"));
        QCOMPARE(hexOf(e.encode(JoystickStateRequest{})), QByteArray("1B 02 03 00 00 00 03 1B 03"));
        QCOMPARE(hexOf(e.encode(SonarRun{})),
                 QByteArray("1B 02 04 00 00 0D 00 00 75 30 00 00 00 00 00 00 00 00 02 4E 1B 03"));
        QCOMPARE(hexOf(e.encode(SonarUpdateRequest{0x01020304})),
                 QByteArray("1B 02 04 00 01 04 01 02 03 04 05 1B 03"));
        QCOMPARE(hexOf(e.encode(DioReportsRequest{})),
                 QByteArray("1B 02 05 00 00 04 00 01 86 A0 26 1B 03"));
        QCOMPARE(hexOf(e.encode(DioUpdateRequest{7})), QByteArray("1B 02 05 00 02 04 00 00 00 07 04 1B 03"));
        QCOMPARE(hexOf(e.encode(DioSet{0x40, 0, 1, 1})), QByteArray("1B 02 05 00 04 04 40 00 01 01 45 1B 03"));
        QCOMPARE(e.stats().frames, std::uint64_t{15});
        QCOMPARE(e.stats().valuesNudged + e.stats().idsMoved, std::uint64_t{0});
    }

    void theIdIsTheCallersUnlessTheChecksumNeedsIt()
    {
        CommandEncoder e(4);
        QCOMPARE(hexOf(e.encode(SystemStatusRequest{})), QByteArray("1B 02 01 04 01 00 04 1B 03"));
    }

    void velocityTravelsAsMagnitudeAndDirection()
    {
        const AxisSetDirection back = axisVelocityCommand(Axis::Translation, -2500, 50000);
        QCOMPARE(back.velocity, 2500);
        QCOMPARE(back.direction, Direction::Backward);
        QCOMPARE(back.acceleration, 50000);
        QCOMPARE(back.torque, kDefaultTranslationTorque);
        const AxisSetDirection still = axisVelocityCommand(Axis::Rotation, 0);
        QCOMPARE(still.direction, Direction::Forward);  // 1 for >= 0
        QCOMPARE(still.torque, kDefaultRotationTorque);
        QCOMPARE(axisVelocityCommand(Axis::Translation, INT32_MIN).velocity, INT32_MAX);
    }

    void aValueWithAnEscapeIsNudgedAndCounted()
    {
        CommandEncoder e;
        // 0x1B58 = 7000 units/s; the nearest escape-free magnitudes are 1AFF and 1C00.
        const Bytes sent = e.encode(axisVelocityCommand(Axis::Rotation, -7000));
        requireCleanFrames(sent, 1);
        QCOMPARE(hexOf(Bytes(sent.begin() + 7, sent.begin() + 11)), QByteArray("00 00 1A FF"));
        QCOMPARE(e.stats().valuesNudged, std::uint64_t{1});
    }

    void theMaskKeepsOnlyAxisBits()
    {
        CommandEncoder e;
        const Bytes sent = e.encode(SystemReportRequest{100000, 0xFFFFFF1B});
        requireCleanFrames(sent, 1);
        QCOMPARE(hexOf(Bytes(sent.begin() + 10, sent.begin() + 14)), QByteArray("00 00 00 0B"));
    }

    void dioSetWithEscapeStateGoesOneBitAtATime()
    {
        CommandEncoder e;
        const Bytes sent = e.encode(DioSet{0x40, 0, 0x1B, 0xFF});
        requireCleanFrames(sent, 8);
        std::uint8_t state = 0, mask = 0;
        for (const Found &f : findFrames(sent).frames) {
            QCOMPARE(f.data[0], std::uint8_t{0x40});
            QCOMPARE(f.data[2] & ~f.data[3], 0);          // state within its one-bit mask
            QCOMPARE(qPopulationCount(f.data[3]), 1);
            state |= f.data[2];
            mask |= f.data[3];
        }
        QCOMPARE(state, std::uint8_t{0x1B});
        QCOMPARE(mask, std::uint8_t{0xFF});
        QCOMPARE(e.stats().writesSplit, std::uint64_t{1});
    }

    void dioSetToAnEscapeAddressIsRefused()
    {
        CommandEncoder e;
        QVERIFY(e.encode(DioSet{0x1B, 0, 1, 1}).empty());
        QVERIFY(e.encode(DioSet{0x40, 0x1B, 1, 1}).empty());
        QCOMPARE(e.stats().unsendable, std::uint64_t{2});
        QCOMPARE(e.stats().frames, std::uint64_t{0});
    }

    void neverEmitsAnEscapeOverManyValues()
    {
        CommandEncoder e;
        std::mt19937 random(7);
        // Half the values are built to hold 1B bytes, the other half are anything.
        std::uniform_int_distribution<std::uint32_t> any;
        const auto value = [&]() -> std::int32_t {
            std::uint32_t v = any(random);
            if (v & 1u)
                v = (v & ~(0xFFu << (8 * (v >> 30)))) | (0x1Bu << (8 * (v >> 30)));
            return static_cast<std::int32_t>(v);
        };
        for (int n = 0; n < 20000; ++n) {
            requireCleanFrames(e.encode(axisVelocityCommand(Axis::Rotation, value(), value())), 1);
            requireCleanFrames(e.encode(AxisSetPosition{Axis::Translation, value(), value(),
                                                        value(), value()}), 1);
            requireCleanFrames(e.encode(SonarRun{value(), value(), value(), SonarMode::On}), 1);
            const auto u = static_cast<std::uint32_t>(value());
            requireCleanFrames(e.encode(SystemReportRequest{u, u}), 1);
            requireCleanFrames(e.encode(DioReportsRequest{u}), 1);
            requireCleanFrames(e.encode(SonarUpdateRequest{u}), 1);
            requireCleanFrames(e.encode(DioUpdateRequest{u}), 1);
        }
        QVERIFY(e.stats().valuesNudged > 20000);
        QVERIFY(e.stats().idsMoved > 0);
    }

    void neverEmitsAnEscapeForAnyDioStateAndMask()
    {
        CommandEncoder e;
        for (int state = 0; state < 256; ++state) {
            for (int mask = 0; mask < 256; ++mask) {
                const Bytes sent = e.encode(DioSet{0x40, 0x01, static_cast<std::uint8_t>(state),
                                                   static_cast<std::uint8_t>(mask)});
                QVERIFY(escapeFreeFrames(sent) >= 1);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRflexCommandEncoder)

}  // namespace tst_rflex_command_encoder
#include "tst_rflex_command_encoder.moc"
