#include "RflexTestSupport.h"

#include "rflex/FrameWriter.h"
#include "rflex/ReportDecoder.h"
#include "rflex/ReportEncoder.h"

#include <QtTest>

#include <optional>

namespace tst_rflex_reports {  // this file's names, apart in a unity batch

using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

// Keeps the last report of each kind the decoder delivered.
class LastReports : public ReportHandler {
public:
    std::optional<SystemStatus> status;
    std::optional<LcdDump> lcd;
    std::optional<MotionReport> motion;
    std::optional<JoystickState> joystick;
    std::optional<SonarReport> sonar;
    std::optional<DioState> dioReport, dioUpdate;
    std::optional<DioAck> reportsAck, setAck;
    std::optional<DioUpdateAck> updateAck;
    int unknown = 0, malformed = 0;

    void onSystemStatus(const SystemStatus &r) override { status = r; }
    void onLcdDump(const LcdDump &r) override { lcd = r; }
    void onMotionReport(const MotionReport &r) override { motion = r; }
    void onJoystickState(const JoystickState &r) override { joystick = r; }
    void onSonarReport(const SonarReport &r) override { sonar = r; }
    void onDioReport(const DioState &r) override { dioReport = r; }
    void onDioUpdate(const DioState &r) override { dioUpdate = r; }
    void onDioReportsAck(const DioAck &r) override { reportsAck = r; }
    void onDioSetAck(const DioAck &r) override { setAck = r; }
    void onDioUpdateAck(const DioUpdateAck &r) override { updateAck = r; }
    void onUnknown(const FrameView &) override { ++unknown; }
    void onMalformed(const FrameView &) override { ++malformed; }
};

// Every frame in `stream` through finder and decoder.
LastReports decodeStream(const Bytes &stream)
{
    LastReports last;
    FrameFinder finder;
    finder.feed(stream.data(), stream.size(),
                [&](const FrameView &frame) { decodeReport(frame, last); });
    return last;
}

DecodeResult decodeData(Port port, std::uint8_t opcode, const Bytes &data)
{
    LastReports ignored;
    return decodeReport(FrameView{static_cast<std::uint8_t>(port), 0, opcode, data.data(),
                                  data.size()},
                        ignored);
}

}  // namespace

class TestRflexReports : public QObject {
    Q_OBJECT

private slots:
    void everyReportSurvivesEncodeFindDecode()
    {
        const LastReports last = decodeStream(concat(
            {encodeReport(sampleSystemStatus()), encodeReport(sampleLcdDump()),
             encodeReport(sampleMotionReport()), encodeReport(sampleJoystickState()),
             encodeReport(sampleSonarReport()), encodeReport(sampleDioState()),
             encodeDioUpdate(DioState{1, 0x41, 2, 3}), encodeReport(sampleDioAck()),
             encodeDioSetAck(DioAck{9, 8}), encodeReport(sampleDioUpdateAck())}));
        QVERIFY(last.status == sampleSystemStatus());
        QVERIFY(last.lcd == sampleLcdDump());
        QVERIFY(last.motion == sampleMotionReport());
        QVERIFY(last.joystick == sampleJoystickState());
        QVERIFY(last.sonar == sampleSonarReport());
        QVERIFY(last.dioReport == sampleDioState());
        QVERIFY(last.dioUpdate == (DioState{1, 0x41, 2, 3}));
        QVERIFY(last.reportsAck == sampleDioAck());
        QVERIFY(last.setAck == (DioAck{9, 8}));
        QVERIFY(last.updateAck == sampleDioUpdateAck());
        QCOMPARE(last.unknown + last.malformed, 0);
    }

    void statusReportFieldsAreBigEndian()
    {
        const auto status = decodeSystemStatus(fromHex("00 00 01 00 00 00 09 7E 01").data(), 9);
        QVERIFY(status);
        QCOMPARE(status->timestamp, std::uint32_t{256});
        QCOMPARE(status->batteryRaw, 2430);
        QCOMPARE(status->brake, std::uint8_t{1});
    }

    void motionReportIsTwentyFiveBytes()
    {
        // retval, timestamp, axis 1, position -1, velocity 37000, acceleration, torque
        const Bytes data = fromHex("00 00 00 00 00 00 00 0A 01 FF FF FF FF 00 00 90 88"
                                   " 00 00 00 05 00 00 88 B8");
        const auto report = decodeMotionReport(data.data(), data.size());
        QVERIFY(report);
        QCOMPARE(report->axis, std::uint8_t{1});
        QCOMPARE(report->position, -1);
        QCOMPARE(report->velocity, 37000);
        QCOMPARE(report->torque, 35000);
        QVERIFY(!decodeMotionReport(data.data(), data.size() - 1));
    }

    void sonarEntriesAreThreeBytesUpToSix()
    {
        for (std::uint8_t count = 0; count <= SonarReport::kMaxEchoes; ++count) {
            const LastReports last = decodeStream(encodeReport(sampleSonarReport(count)));
            QVERIFY(last.sonar);
            QCOMPARE(last.sonar->count, count);
            QVERIFY(*last.sonar == sampleSonarReport(count));
        }
        const Bytes entry = fromHex("10 05 C4");
        Bytes data = fromHex("00 00 00 00 00 00 00 01");
        for (int i = 0; i < 7; ++i)
            data.insert(data.end(), entry.begin(), entry.end());
        QVERIFY(!decodeSonarReport(data.data(), data.size()));      // seven entries
        QVERIFY(decodeSonarReport(data.data(), data.size() - 3));   // six
    }

    void sonarEntriesOfTheSpecsTwoBytesAreMalformed()
    {
        // The spec's table reads (length - 8) / 2 entries; two such entries are 4 bytes.
        const Bytes data = fromHex("00 00 00 00 00 00 00 01 10 05 11 06");
        QCOMPARE(decodeData(Port::Sonar, sonar::kReport, data), DecodeResult::Malformed);
    }

    void lcdDumpLengthFollowsItsCount()
    {
        QVERIFY(decodeStream(encodeReport(LcdDump{1, 2, {}})).lcd == (LcdDump{1, 2, {}}));
        const Bytes data = fromHex("00 00 00 01 05 03 AA BB");  // count 3, two bytes
        QCOMPARE(decodeData(Port::System, sys::kLcdDump, data), DecodeResult::Malformed);
        QVERIFY_THROWS_EXCEPTION(std::length_error, encodeReport(LcdDump{0, 0, Bytes(250, 1)}));
    }

    void wrongLengthsAreMalformed_data()
    {
        QTest::addColumn<int>("port");
        QTest::addColumn<int>("opcode");
        QTest::addColumn<int>("length");
        QTest::newRow("status 8") << 1 << int(sys::kStatus) << 8;
        QTest::newRow("status 10") << 1 << int(sys::kStatus) << 10;
        QTest::newRow("status request echoed empty") << 1 << int(sys::kStatus) << 0;
        QTest::newRow("motion 24") << 2 << int(motion::kSystemReport) << 24;
        QTest::newRow("joystick 12") << 3 << int(joystick::kGetState) << 12;
        QTest::newRow("sonar 7") << 4 << int(sonar::kReport) << 7;
        QTest::newRow("dio report 6 (Player's check)") << 5 << int(dio::kReport) << 6;
        QTest::newRow("dio update 8") << 5 << int(dio::kUpdate) << 8;
        QTest::newRow("dio ack 4") << 5 << int(dio::kReportsRequest) << 4;
        QTest::newRow("dio set ack 9") << 5 << int(dio::kSet) << 9;
        QTest::newRow("dio update ack 8") << 5 << int(dio::kGetUpdate) << 8;
    }

    void wrongLengthsAreMalformed()
    {
        QFETCH(int, port);
        QFETCH(int, opcode);
        QFETCH(int, length);
        const Bytes data(static_cast<std::size_t>(length), 0x05);
        QCOMPARE(decodeData(static_cast<Port>(port), static_cast<std::uint8_t>(opcode), data),
                 DecodeResult::Malformed);
    }

    void answersWithoutAKnownLayoutAreUnknown()
    {
        const Bytes data(9, 0);
        QCOMPARE(decodeData(Port::Motion, motion::kAxisGetSystem, data), DecodeResult::Unknown);
        QCOMPARE(decodeData(Port::Sonar, sonar::kRun, data), DecodeResult::Unknown);
        QCOMPARE(decodeData(Port::InfraRed, 1, data), DecodeResult::Unknown);
        QCOMPARE(decodeData(static_cast<Port>(0x1B), 1, data), DecodeResult::Unknown);
        LastReports last = decodeStream(FrameWriter(Port::Motion, 1).u8(0).stuffedFrame());
        QCOMPARE(last.unknown, 1);
    }
};

QTEST_GUILESS_MAIN(TestRflexReports)

}  // namespace tst_rflex_reports
#include "tst_rflex_reports.moc"
