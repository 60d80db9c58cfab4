// The base's side of the host commands: every command the encoder writes comes back equal,
// stuffed or not; wrong lengths, unknown opcodes and undefined axis, direction or mode
// bytes give nothing.
#include "RflexTestSupport.h"

#include "rflex/CommandDecoder.h"
#include "rflex/CommandEncoder.h"
#include "rflex/FrameWriter.h"

#include <QTest>

namespace tst_rflex_command_decoder {  // this file's names, apart in a unity batch

using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

// Every good frame in `bytes`, decoded.
std::vector<std::optional<HostCommand>> decodeAll(const Bytes &bytes)
{
    std::vector<std::optional<HostCommand>> commands;
    FrameFinder finder;
    finder.feed(bytes.data(), bytes.size(),
                [&](const FrameView &view) { commands.push_back(decodeCommand(view)); });
    return commands;
}

template <typename Command>
void verifyRoundTrip(const Command &command)
{
    CommandEncoder encoder;
    const auto commands = decodeAll(encoder.encode(command));
    QCOMPARE(commands.size(), std::size_t(1));
    QVERIFY(commands[0].has_value());
    const auto *decoded = std::get_if<Command>(&*commands[0]);
    QVERIFY(decoded);
    QVERIFY(*decoded == command);
}

std::optional<HostCommand> decodeOne(FrameWriter writer)
{
    const auto commands = decodeAll(writer.stuffedFrame());
    return commands.size() == 1 ? commands[0] : std::nullopt;
}

}  // namespace

class TestRflexCommandDecoder : public QObject {
    Q_OBJECT

private slots:
    void everyEncodedCommandDecodesEqual()
    {
        verifyRoundTrip(SystemStatusRequest{});
        verifyRoundTrip(LcdDumpRequest{});
        verifyRoundTrip(AxisQuery{AxisQueryKind::Mode, Axis::Rotation});
        verifyRoundTrip(axisVelocityCommand(Axis::Rotation, -37000, 50000));
        verifyRoundTrip(AxisSetPosition{Axis::Translation, 1000, 2000, 3000, -4000});
        verifyRoundTrip(SetDefaults{});
        verifyRoundTrip(BrakeSet{});
        verifyRoundTrip(BrakeRelease{});
        verifyRoundTrip(SystemReportRequest{100000, 3});
        verifyRoundTrip(JoystickStateRequest{});
        verifyRoundTrip(SonarRun{30000, 1, 2, SonarMode::Off});
        verifyRoundTrip(SonarUpdateRequest{77});
        verifyRoundTrip(DioReportsRequest{0});
        verifyRoundTrip(DioUpdateRequest{12});
        verifyRoundTrip(DioSet{0x40, 0, 3, 3});
    }

    void aStuffedValueDecodesAsTheByteItStandsFor()
    {
        // 0x1B in the velocity: the base would stuff it; a twin must read 0x1B back.
        const auto command = decodeOne(FrameWriter(Port::Motion, motion::kAxisSetDirection)
                                           .put(std::uint8_t(0), std::int32_t(0x1B1B), std::int32_t(1),
                                                std::int32_t(2), std::uint8_t(1)));
        QVERIFY(command.has_value());
        QCOMPARE(std::get<AxisSetDirection>(*command).velocity, 0x1B1B);
    }

    void theNamesTellCommandsApart()
    {
        QCOMPARE(QByteArray(commandName(BrakeRelease{})), QByteArray("mot_brake_release"));
        QCOMPARE(QByteArray(commandName(SystemReportRequest{})), QByteArray("mot_system_report_req"));
        QCOMPARE(QByteArray(commandName(SystemStatusRequest{})), QByteArray("sys_status"));
    }

    void wrongLengthsGiveNothing()
    {
        QVERIFY(!decodeOne(FrameWriter(Port::System, sys::kStatus).u8(0)));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kBrakeRelease).u8(1)));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kSystemReportRequest).u32(100000)));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kAxisSetDirection).u8(0)));
        QVERIFY(!decodeOne(FrameWriter(Port::Sonar, sonar::kRun).u8(2)));
        QVERIFY(!decodeOne(FrameWriter(Port::DigitalIo, dio::kSet).u8(0x40)));
        QVERIFY(!decodeOne(FrameWriter(Port::DigitalIo, dio::kReportsRequest).u16(1)));
    }

    void undefinedBytesGiveNothing()
    {
        // Axis 4, direction 2 and sonar mode 1 are not in the protocol.
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kAxisSetDirection)
                               .put(std::uint8_t(4), std::int32_t(0), std::int32_t(0),
                                    std::int32_t(0), std::uint8_t(1))));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kAxisSetDirection)
                               .put(std::uint8_t(0), std::int32_t(0), std::int32_t(0),
                                    std::int32_t(0), std::uint8_t(2))));
        QVERIFY(!decodeOne(FrameWriter(Port::Sonar, sonar::kRun)
                               .put(std::int32_t(0), std::int32_t(0), std::int32_t(0),
                                    std::uint8_t(1))));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, motion::kAxisGetMode).u8(9)));
    }

    void unknownPortsAndOpcodesGiveNothing()
    {
        QVERIFY(!decodeOne(FrameWriter(Port::InfraRed, 0)));
        QVERIFY(!decodeOne(FrameWriter(Port::Motion, 65)));
        QVERIFY(!decodeOne(FrameWriter(Port::System, 9)));
        QVERIFY(!decodeOne(FrameWriter(Port::Joystick, 1)));
        QVERIFY(!decodeOne(FrameWriter(static_cast<Port>(0x09), 0)));
    }
};

QTEST_GUILESS_MAIN(TestRflexCommandDecoder)

}  // namespace tst_rflex_command_decoder
#include "tst_rflex_command_decoder.moc"
