// RoverDriver alone, speaking bytes to a scripted robot in simulated time: start-up,
// firmware lines, polling order and rates, registers a line lacks, motor bytes in every
// packet and the longest silence, read-only on unknown firmware.
#include "ScriptedRover.h"
#include "RoverTestSupport.h"
#include "SimulatedSession.h"

#include "core/RecordedIdentity.h"
#include "rover/HostPacket.h"
#include "rover/RoverCommands.h"

#include <QtTest>

namespace tst_rover_driver {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rover;
using namespace robodash::rover::testing;

namespace {

constexpr std::uint16_t kNewer = 10300;  // 1.3.0
constexpr std::uint16_t kOlder = 40621;  // a 2018 build
constexpr std::uint16_t kUnknown = 50101;
constexpr bool kLatestOnly = true;

bool isOlder(std::uint16_t raw) { return identifyFirmware(raw).line == FirmwareLine::Older; }

std::vector<std::uint8_t> bytesOf(const HostPacket &packet)
{
    const HostPacketBytes bytes = packet.bytes();
    return {bytes.begin(), bytes.end()};
}

bool containsSubstring(const std::vector<std::string> &texts, const char *part)
{
    return std::any_of(texts.begin(), texts.end(),
                       [part](const std::string &text) { return text.find(part) != std::string::npos; });
}

}  // namespace

class TestRoverDriver : public QObject {
    Q_OBJECT

private slots:
    void startUpAsksForRegister40WithMotorsStopped()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        QCOMPARE(session.writes().size(), std::size_t(1));
        QCOMPARE(session.writes().front().bytes, bytesOf(HostPacket::readRegister(MotorBytes{}, Register::BuildNumber)));
        QCOMPARE(session.driver().timing().startUp, core::DriverTiming::StartUp::AskFirst);
        QVERIFY(session.driver().timing().tickPeriodMs <= 50);
    }

    void aReplayIsAskedNothing()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start(false);
        session.runFor(500);
        session.drive(0.5, 0);
        QVERIFY(session.writes().empty());
    }

    // The header's firmware code; a log made before it had its own field carries it as the
    // UDID (DeviceInfo::serial), and still replays.
    void aReplayReadsTheRecordedIdentityWhenItHasNoRegister40_data()
    {
        QTest::addColumn<bool>("olderLog");
        QTest::newRow("firmware code") << false;
        QTest::newRow("log before the firmware code") << true;
    }

    void aReplayReadsTheRecordedIdentityWhenItHasNoRegister40()
    {
        QFETCH(bool, olderLog);
        ScriptedRover robot(kNewer, false);
        const auto battery = replyBytes(std::uint8_t(Register::BatteryVoltageA), 58 * 24);
        SimulatedSession unknown(robot);
        unknown.start(false);
        unknown.receiveNow(battery);
        QVERIFY(unknown.samples().empty());  // no register 40: nothing to read the reply by

        SimulatedSession recorded(robot);
        recorded.start(false);
        core::DeviceInfo device;
        device.family = "rover";
        (olderLog ? device.serial : device.firmwareCode) = "10300";  // register 40 as recorded
        recorded.command(core::FamilyCommand(core::RecordedIdentityCommand{device}));
        recorded.receiveNow(battery);
        const RoverFrame *frame = recorded.lastFrame();
        QVERIFY(frame);
        QVERIFY(frame->identified);
        QCOMPARE(frame->firmware.raw, kNewer);
        const RegisterReading &volts = frame->reading(Register::BatteryVoltageA);
        QVERIFY(volts.received);
        QCOMPARE(volts.raw, std::uint16_t(58 * 24));
    }

    void aLiveRobotIsAskedEvenWithARecordedIdentity()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start(true);
        core::DeviceInfo device;
        device.family = "rover";
        device.serial = "10009";
        session.command(core::FamilyCommand(core::RecordedIdentityCommand{device}));
        QCOMPARE(session.identityCompletions(), 0);
        session.runFor(50);
        QCOMPARE(session.lastFrame()->firmware.raw, kNewer);  // what the robot said
    }

    void identifiesTheFirmwareLine_data()
    {
        QTest::addColumn<int>("register40");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("source");
        QTest::addColumn<QString>("firmware");
        QTest::newRow("1.3.0") << 10300 << int(FirmwareLine::Newer) << int(OdometrySource::Encoders) << "1.3.0 (1.x line)";
        QTest::newRow("1.0.9") << 10009 << int(FirmwareLine::Older) << int(OdometrySource::Rpm) << "1.0.9 (1.0.x line)";
        QTest::newRow("build 40621") << 40621 << int(FirmwareLine::Older) << int(OdometrySource::Rpm) << "build 40621 (1.0.x line)";
        QTest::newRow("unknown") << 50101 << int(FirmwareLine::Unknown) << int(OdometrySource::Rpm) << "unknown (50101) (unknown line)";
    }

    void identifiesTheFirmwareLine()
    {
        QFETCH(int, register40);
        QFETCH(int, line);
        QFETCH(int, source);
        QFETCH(QString, firmware);
        ScriptedRover robot(std::uint16_t(register40), isOlder(std::uint16_t(register40)));
        SimulatedSession session(robot);
        session.start();
        session.runFor(10);
        QCOMPARE(session.identityCompletions(), 1);
        const core::TelemetrySample &first = session.samples().front();
        QVERIFY(first.core.device.has_value());
        QCOMPARE(first.core.device->family, std::string("rover"));
        QCOMPARE(first.core.device->model, std::string("Rover Pro"));
        QCOMPARE(QString::fromStdString(first.core.device->firmware), firmware);
        QCOMPARE(first.core.device->firmwareCode, std::to_string(register40));
        QCOMPARE(first.core.device->serial, std::string());  // a Rover reports no serial number
        const RoverFrame *frame = first.frameAs<RoverFrame>();
        QVERIFY(frame);
        QVERIFY(frame->identified);
        QCOMPARE(int(frame->firmware.line), line);
        QCOMPARE(int(frame->odometrySource), source);
        const bool unknown = line == int(FirmwareLine::Unknown);
        QCOMPARE(frame->driveAllowed, !unknown);
        QCOMPARE(containsSubstring(session.warnings(), "read-only"), unknown);
    }

    void keepsAskingForRegister40UntilAnswered()
    {
        ScriptedRover robot(kNewer, false);
        robot.setAnswering(false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(1000);
        const int asked = robot.requestsFor(Register::BuildNumber);
        QCOMPARE(int(robot.requests().size()), asked);  // nothing else before the answer
        QVERIFY2(asked >= 1000 / PendingRequest::kReplyTimeoutMs - 2, qPrintable(QString::number(asked)));
        QVERIFY(containsSubstring(session.warnings(), "has not answered register 40"));
        robot.setAnswering(true);
        session.runFor(100);
        QVERIFY(session.lastFrame() && session.lastFrame()->identified);
    }

    // A robot that answered and then went quiet (a bridge that stopped, a cable pulled) is
    // the link's offline state; "is this its port?" would be wrong advice.
    void aRobotThatWentQuietIsNotAskedAbout()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(200);
        QVERIFY(session.lastFrame() && session.lastFrame()->identified);
        robot.setAnswering(false);
        session.goOffline();
        const int before = robot.requestsFor(Register::BuildNumber);
        session.runFor(1000);
        QVERIFY(robot.requestsFor(Register::BuildNumber) >= before + RoverDriver::kIdentifyRequestsBeforeWarning);
        QVERIFY(!containsSubstring(session.warnings(), "has not answered register 40"));
    }

    void pollsEveryRegisterAtItsRate_data()
    {
        QTest::addColumn<int>("register40");
        QTest::newRow("newer line") << int(kNewer);
        QTest::newRow("older line, latest request only") << int(kOlder);
        QTest::newRow("unknown line") << int(kUnknown);
    }

    void pollsEveryRegisterAtItsRate()
    {
        QFETCH(int, register40);
        const FirmwareIdentity firmware = identifyFirmware(std::uint16_t(register40));
        ScriptedRover robot(std::uint16_t(register40), firmware.line == FirmwareLine::Older);
        SimulatedSession session(robot);
        session.start();
        session.runFor(10000);
        QCOMPARE(robot.requestsFor(Register::BuildNumber), 1);
        QCOMPARE(robot.overlappingRequests(), 0);
        QCOMPARE(session.driver().unansweredRequests(), std::uint64_t(0));
        for (const RegisterInfo &row : registerTable()) {
            if (row.id == Register::BuildNumber)
                continue;
            const int asked = robot.requestsFor(row.id);
            const std::int64_t period = PollScheduler::periodOf(row.rate);
            const int expected = hasRegister(row, firmware.line) && period > 0 ? int(10000 / period) : 0;
            QVERIFY2(std::abs(asked - expected) <= 1,
                     qPrintable(QStringLiteral("%1: asked %2 times, expected %3").arg(row.key).arg(asked).arg(expected)));
        }
    }

    void aRegisterThatNeverAnswersIsAskedNoMore()
    {
        // Each unanswered request holds the next for the reply timeout: a register the robot
        // does not have (a network Rover's topics do not carry it) would starve the rest.
        ScriptedRover robot(kNewer, !kLatestOnly);
        robot.setSilent(Register::LeftMotorCurrent);
        robot.setSilent(Register::SmartBatteryStatusA);
        SimulatedSession session(robot);
        session.start();
        session.runFor(10000);
        QCOMPARE(robot.requestsFor(Register::LeftMotorCurrent), RoverDriver::kUnansweredBeforeDropped);
        QCOMPARE(robot.requestsFor(Register::SmartBatteryStatusA), RoverDriver::kUnansweredBeforeDropped);
        QCOMPARE(session.driver().unansweredRequests(), std::uint64_t(2 * RoverDriver::kUnansweredBeforeDropped));
        // The rest at their rate, but for the few slots the silent requests' waits took.
        QVERIFY(std::abs(robot.requestsFor(Register::LeftRpm) - 100) <= 4);
        QVERIFY(std::abs(robot.requestsFor(Register::RightMotorCurrent) - 20) <= 2);
        // Not read, as before its first answer: never a zero.
        QVERIFY(!session.driver().state().value(Register::LeftMotorCurrent));
        QVERIFY(session.driver().state().value(Register::RightMotorCurrent));
    }

    void aRegisterThatAnsweredOnceIsAlwaysAskedAgain()
    {
        ScriptedRover robot(kNewer, !kLatestOnly);
        SimulatedSession session(robot);
        session.start();
        session.runFor(2000);
        robot.setSilent(Register::LeftMotorCurrent);  // a glitch: it answered before
        session.runFor(8000);
        QVERIFY(std::abs(robot.requestsFor(Register::LeftMotorCurrent) - 20) <= 1);
    }

    void theCapabilitiesStateHowOftenTheBatteryAndCurrentsAreRead()
    {
        // The self-test waits this long for a fresh reading: it must match the polling.
        const core::RobotCapabilities capabilities = RoverDriver().info().capabilities;
        for (const RegisterInfo &row : registerTable()) {
            const double period = PollScheduler::periodOf(row.rate) / 1000.0;
            if (row.id == Register::LeftMotorCurrent || row.id == Register::RightMotorCurrent)
                QCOMPARE(period, capabilities.motorCurrentRefreshSeconds);
            if (row.id == Register::BatteryVoltageA || row.id == Register::StateOfChargeA)
                QCOMPARE(period, capabilities.batteryRefreshSeconds);
        }
        QVERIFY(!capabilities.driveCanBeHeld);
    }

    void fastRegistersComeFirst()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(200);
        const std::vector<ScriptedRover::Received> requests = robot.requests();
        QVERIFY(requests.size() > 7);
        // After register 40, the whole fast class before any slower register.
        for (std::size_t i = 1; i <= 6; ++i) {
            const RegisterInfo *row = findRegister(requests[i].packet.param2);
            QVERIFY(row);
            QCOMPARE(int(row->rate), int(RateClass::Fast));
        }
        QVERIFY(findRegister(requests[7].packet.param2)->rate != RateClass::Fast);
    }

    void registersTheLineLacksAreAbsentFromTheFrame_data()
    {
        QTest::addColumn<int>("register40");
        QTest::newRow("older line") << int(kOlder);
        QTest::newRow("unknown line") << int(kUnknown);
    }

    void registersTheLineLacksAreAbsentFromTheFrame()
    {
        QFETCH(int, register40);
        ScriptedRover robot(std::uint16_t(register40), true);
        robot.set(Register::LeftEncoderCount, 1234);
        robot.set(Register::SmartBatteryVoltageA, 12000);
        SimulatedSession session(robot);
        session.start();
        session.runFor(2000);
        const RoverFrame *frame = session.lastFrame();
        QVERIFY(frame);
        for (Register lacking : {Register::LeftEncoderCount, Register::RightEncoderCount,
                                 Register::SmartBatteryStatusA, Register::SmartBatteryVoltageA,
                                 Register::SmartBatteryCurrentB}) {
            QCOMPARE(robot.requestsFor(lacking), 0);
            QVERIFY(!frame->reading(lacking).onFirmware);
            QVERIFY(!frame->value(lacking).has_value());
        }
        QVERIFY(frame->reading(Register::LeftRpm).onFirmware);
        QVERIFY(frame->value(Register::LeftRpm).has_value());
    }

    void everyPacketCarriesTheMotorBytes()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.drive(0.5, 0);
        const std::int64_t from = session.now();
        session.runFor(1000);
        int packets = 0;
        for (const ScriptedRover::Received &r : robot.received()) {
            if (r.timeMs < from)
                continue;
            ++packets;
            QCOMPARE(int(r.packet.motors.left), 150);
            QCOMPARE(int(r.packet.motors.right), 150);
            QCOMPARE(int(r.packet.motors.flipper), int(kMotorStop));
            QVERIFY(!writesFlash(r.packet.param1));
        }
        QVERIFY(packets > 50);
    }

    void aStopGoesOutAtOnce()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.drive(0.5, 0);
        session.runFor(101);
        const std::size_t before = session.writes().size();
        session.drive(0, 0);
        QCOMPARE(session.writes().size(), before + 1);
        QCOMPARE(session.writes().back().bytes, bytesOf(HostPacket::motorsOnly(MotorBytes{})));
    }

    void neverSilentForMoreThan100Ms_data()
    {
        QTest::addColumn<int>("register40");
        QTest::addColumn<bool>("answering");
        QTest::newRow("newer, answering") << int(kNewer) << true;
        QTest::newRow("older, answering") << int(kOlder) << true;
        QTest::newRow("unknown, answering") << int(kUnknown) << true;
        QTest::newRow("a robot that never answers") << int(kNewer) << false;
    }

    void neverSilentForMoreThan100Ms()
    {
        QFETCH(int, register40);
        QFETCH(bool, answering);
        ScriptedRover robot(std::uint16_t(register40), isOlder(std::uint16_t(register40)));
        robot.setAnswering(answering);
        SimulatedSession session(robot);
        session.start();
        session.runFor(300);
        session.drive(0.3, 0.2);
        session.runFor(2000);
        robot.setAnswering(false);  // the robot falls silent mid-drive: the host does not
        session.runFor(2000);
        const std::int64_t gap = session.longestWriteGapMs(0);
        QVERIFY2(gap <= 100, qPrintable(QString::number(gap)));  // issue 15's limit
        // and the driver's own bound: a keep-alive at the first tick after kKeepAliveMs.
        QVERIFY2(gap <= RoverDriver::kKeepAliveMs + session.driver().timing().tickPeriodMs,
                 qPrintable(QString::number(gap)));
    }

    void aWaitingRequestDoesNotSilenceTheMotors()
    {
        // Called directly: the request from start() waits for its answer, and the next
        // ticks before its timeout must still give the firmware a packet.
        RoverDriver driver;
        core::DriverOutput started;
        driver.start(0, true, started);
        QCOMPARE(started.writes.size(), std::size_t(1));
        core::DriverOutput early;
        driver.tick(RoverDriver::kKeepAliveMs - 1, early);
        QVERIFY(early.writes.empty());
        core::DriverOutput due;
        driver.tick(RoverDriver::kKeepAliveMs, due);
        QVERIFY(RoverDriver::kKeepAliveMs < PendingRequest::kReplyTimeoutMs);
        QCOMPARE(due.writes.size(), std::size_t(1));
        QCOMPARE(due.writes.front(), bytesOf(HostPacket::motorsOnly(MotorBytes{})));
    }

    void drivingIsRefusedOnUnknownFirmwareUntilConfirmed()
    {
        ScriptedRover robot(kUnknown, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.drive(0.5, 0);
        session.runFor(500);
        for (const ScriptedRover::Received &r : robot.received())
            QVERIFY(r.packet.motors.isStop());
        QCOMPARE(std::count_if(session.warnings().begin(), session.warnings().end(),
                               [](const std::string &w) { return w.find("not driving") != std::string::npos; }),
                 std::ptrdiff_t(1));
        QVERIFY(!session.lastFrame()->driveAllowed);

        session.command(core::FamilyCommand(ConfirmUnknownFirmwareCommand{}));
        session.runFor(100);
        QVERIFY(session.lastFrame()->driveAllowed);
        QCOMPARE(int(robot.received().back().packet.motors.left), 150);
    }

    void drivingIsRefusedBeforeTheFirmwareIsKnown()
    {
        ScriptedRover robot(kNewer, false);
        robot.setAnswering(false);
        SimulatedSession session(robot);
        session.start();
        session.drive(0.5, 0);
        session.runFor(200);
        for (const ScriptedRover::Received &r : robot.received())
            QVERIFY(r.packet.motors.isStop());
    }

    void goingOfflineStopsAndAsksAgain()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.drive(0.5, 0);
        session.runFor(100);
        robot.setAnswering(false);
        session.goOffline();
        session.runFor(100);
        QCOMPARE(session.driver().motorBytes(), MotorBytes{});
        QVERIFY(robot.requestsFor(Register::BuildNumber) >= 2);
        QVERIFY(robot.requests().back().packet.param2 == numberOf(Register::BuildNumber));
    }
};

QTEST_GUILESS_MAIN(TestRoverDriver)

}  // namespace tst_rover_driver
#include "tst_rover_driver.moc"
