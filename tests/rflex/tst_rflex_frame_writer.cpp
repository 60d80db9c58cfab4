#include "RflexTestSupport.h"

#include "rflex/FrameWriter.h"

#include <QtTest>

#include <stdexcept>

namespace tst_rflex_frame_writer {  // this file's names, apart in a unity batch

using namespace robodash::rflex;
using namespace robodash::rflex::testing;

class TestRflexFrameWriter : public QObject {
    Q_OBJECT

private slots:
    void writesBigEndianFieldsAndTheXorChecksum()
    {
        SendStats stats;
        const Bytes frame = FrameWriter(Port::Motion, motion::kSystemReportRequest)
                                .u32(100000)
                                .u32(3)
                                .hostFrame(0, stats);
        QCOMPARE(hexOf(frame), QByteArray("1B 02 02 00 22 08 00 01 86 A0 00 00 00 03 0C 1B 03"));
        QCOMPARE(stats.frames, std::uint64_t{1});
        QCOMPARE(stats.idsMoved, std::uint64_t{0});
    }

    void hostFrameMovesTheIdOffAnEscapeChecksum()
    {
        // 05 ^ 04 ^ 1A = 1B with id 0: the id becomes 1 and the checksum 1A.
        SendStats stats;
        const Bytes frame = FrameWriter(Port::DigitalIo, dio::kReportsRequest).u32(0x1A).hostFrame(0, stats);
        QCOMPARE(hexOf(frame), QByteArray("1B 02 05 01 00 04 00 00 00 1A 1A 1B 03"));
        QCOMPARE(stats.idsMoved, std::uint64_t{1});
    }

    void hostFrameRefusesAnEscapeItWasGiven()
    {
        SendStats stats;
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 FrameWriter(Port::Sonar, sonar::kRun).u8(0x1B).hostFrame(0, stats));
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 FrameWriter(Port::Sonar, 0x1B).hostFrame(0, stats));
        QCOMPARE(stats.frames, std::uint64_t{0});
    }

    void stuffedFrameStuffsEveryEscapeBetweenTheDelimiters()
    {
        const Bytes frame = FrameWriter(Port::System, sys::kStatus).u16(0x1B19).stuffedFrame(0x1B);
        // id 1B, data 1B 19, checksum 01 ^ 1B ^ 01 ^ 02 ^ 1B ^ 19 = 1B
        QCOMPARE(hexOf(frame), QByteArray("1B 02 01 1B 00 01 02 1B 00 19 1B 00 1B 03"));
    }

    void dataLongerThan255IsRefused()
    {
        SendStats stats;
        FrameWriter writer(Port::System, sys::kLcdDump);
        writer.bytes(Bytes(256, 0x01));
        QVERIFY_THROWS_EXCEPTION(std::length_error, writer.stuffedFrame());
        QVERIFY_THROWS_EXCEPTION(std::length_error, writer.hostFrame(0, stats));
    }
};

QTEST_GUILESS_MAIN(TestRflexFrameWriter)

}  // namespace tst_rflex_frame_writer
#include "tst_rflex_frame_writer.moc"
