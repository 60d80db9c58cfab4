// RoverDriver's telemetry from bytes in simulated time: odometry from the encoders (with
// 16-bit wrap) or from RPM, the telemetry core's battery, currents and events, the counters,
// and the Rover's own commands (fan, clear fault, low-speed mode, flipper).
#include "RoverTestSupport.h"
#include "ScriptedRover.h"
#include "SimulatedSession.h"

#include "rover/HostPacket.h"
#include "rover/RoverCommands.h"

#include <QtTest>

#include <cmath>

namespace tst_rover_driver_telemetry {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rover;
using namespace robodash::rover::testing;

namespace {

constexpr std::uint16_t kNewer = 10300;
constexpr std::uint16_t kOlder = 40621;

int packetsWith(const ScriptedRover &robot, Opcode opcode, std::int64_t fromMs = 0)
{
    int count = 0;
    for (const ScriptedRover::Received &r : robot.received())
        count += r.timeMs >= fromMs && r.packet.param1 == static_cast<std::uint8_t>(opcode);
    return count;
}

std::optional<core::BatteryReading> lastBattery(const SimulatedSession &session)
{
    for (auto it = session.samples().rbegin(); it != session.samples().rend(); ++it) {
        if (it->core.battery)
            return it->core.battery;
    }
    return std::nullopt;
}

}  // namespace

class TestRoverDriverTelemetry : public QObject {
    Q_OBJECT

private slots:
    void odometryFromEncodersAcrossTheWrap()
    {
        ScriptedRover robot(kNewer, false);
        robot.set(Register::LeftEncoderCount, 65000);
        robot.set(Register::RightEncoderCount, 65000);
        SimulatedSession session(robot);
        session.start();
        session.runFor(500);
        QCOMPARE(session.lastFrame()->odometrySource, OdometrySource::Encoders);
        // One metre on both tracks: 1455 counts, past 65535.
        const auto ahead = std::uint16_t((65000 + 1455) & 0xFFFF);
        robot.set(Register::LeftEncoderCount, ahead);
        robot.set(Register::RightEncoderCount, ahead);
        session.runFor(500);
        const std::optional<core::OdometryState> odometry = session.lastOdometry();
        QVERIFY(odometry);
        QVERIFY(std::fabs(odometry->pose.x - 1.0) < 1e-9);
        QVERIFY(std::fabs(odometry->pose.y) < 1e-9);
        QVERIFY(std::fabs(odometry->pose.theta) < 1e-9);
        QVERIFY(std::fabs(odometry->distanceMetres - 1.0) < 1e-9);
    }

    void turningOnTheSpotUsesTheTractionFactor()
    {
        RoverDriverSettings settings;
        settings.encoderCountsPerMetre = 1000;
        settings.trackWidthM = 0.5;
        settings.tractionFactor = 0.5;
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot, settings);
        session.start();
        session.runFor(300);
        robot.set(Register::LeftEncoderCount, std::uint16_t(-100));  // left back 0.1 m
        robot.set(Register::RightEncoderCount, 100);                // right ahead 0.1 m
        session.runFor(300);
        const std::optional<core::OdometryState> odometry = session.lastOdometry();
        QVERIFY(odometry);
        // (0.1 - -0.1) / 0.5 * 0.5 = 0.2 rad, no translation.
        QVERIFY(std::fabs(odometry->pose.theta - 0.2) < 1e-9);
        QVERIFY(std::fabs(odometry->pose.x) < 1e-9);
    }

    void odometryFromRpmOnTheOlderLine()
    {
        ScriptedRover robot(kOlder, true);
        const auto oneMetrePerSecond = std::uint16_t(std::lround(kRpmPerMetrePerSecond));
        robot.set(Register::LeftRpm, oneMetrePerSecond);
        robot.set(Register::RightRpm, oneMetrePerSecond);
        robot.set(Register::LeftEncoderCount, 9999);  // older line: never asked, never used
        SimulatedSession session(robot);
        session.start();
        session.runFor(2000);
        QCOMPARE(session.lastFrame()->odometrySource, OdometrySource::Rpm);
        const std::optional<core::OdometryState> odometry = session.lastOdometry();
        QVERIFY(odometry);
        // Integrated from the second reading on: about 2 s at 1 m/s.
        QVERIFY2(std::fabs(odometry->pose.x - 2.0) < 0.15, qPrintable(QString::number(odometry->pose.x)));
        QVERIFY(std::fabs(odometry->velocity.linearMps - 1.0) < 1e-3);
    }

    void resetOdometryStartsAtTheOrigin()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(300);
        robot.set(Register::LeftEncoderCount, 1455);
        robot.set(Register::RightEncoderCount, 1455);
        session.runFor(300);
        session.driver().resetOdometry();
        robot.set(Register::LeftEncoderCount, 2910);
        robot.set(Register::RightEncoderCount, 2910);
        session.runFor(300);
        QVERIFY(std::fabs(session.lastOdometry()->pose.x - 1.0) < 1e-9);
    }

    void batteryAndCurrentsInTheCore()
    {
        ScriptedRover robot(kNewer, false);
        robot.set(Register::SmartBatteryVoltageA, 16000);
        robot.set(Register::SmartBatteryVoltageB, 16400);
        robot.set(Register::BatteryVoltageA, 58 * 10);  // approximate: not used when packs answer
        robot.set(Register::StateOfChargeA, 80);
        robot.set(Register::StateOfChargeB, 60);
        robot.set(Register::ChargerState, kChargingCode);
        robot.set(Register::LeftMotorCurrent, 68);
        robot.set(Register::RightMotorCurrent, 34);
        SimulatedSession session(robot);
        session.start();
        session.runFor(1200);
        const std::optional<core::BatteryReading> battery = lastBattery(session);
        QVERIFY(battery);
        QVERIFY(std::fabs(battery->volts - 16.2) < 1e-9);
        QVERIFY(std::fabs(battery->percent - 70) < 1e-9);
        QCOMPARE(battery->state, core::ChargeState::Charging);
        QCOMPARE(battery->source, core::ChargeSource::Adapter);
        QCOMPARE(battery->level, core::BatteryLevel::Healthy);
        std::optional<core::MotorCurrents> currents;
        for (const core::TelemetrySample &sample : session.samples())
            currents = sample.core.currents ? sample.core.currents : currents;
        QVERIFY(currents);
        QVERIFY(std::fabs(currents->leftAmperes - 2.0) < 1e-9);
        QVERIFY(std::fabs(currents->rightAmperes - 1.0) < 1e-9);
    }

    void olderLineBatteryFromTheApproximateVoltages()
    {
        ScriptedRover robot(kOlder, true);
        robot.set(Register::BatteryVoltageA, 58 * 12);
        robot.set(Register::BatteryVoltageB, 58 * 14);
        robot.set(Register::SmartBatteryVoltageA, 30000);  // an alias on this line: ignored
        robot.set(Register::StateOfChargeA, 15);
        robot.set(Register::StateOfChargeB, 15);
        SimulatedSession session(robot);
        session.start();
        session.runFor(1200);
        const std::optional<core::BatteryReading> battery = lastBattery(session);
        QVERIFY(battery);
        QVERIFY(std::fabs(battery->volts - 13.0) < 1e-9);
        QCOMPARE(battery->level, core::BatteryLevel::Low);
        QCOMPARE(battery->state, core::ChargeState::Discharging);
    }

    void aMotorFaultIsAnEvent()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(600);
        robot.set(Register::MotorFault, 1);
        session.runFor(600);
        int faults = 0;
        for (const core::TelemetrySample &sample : session.samples()) {
            for (const core::RobotEvent &event : sample.core.events)
                faults += event.warning && event.text.find("Motor fault") == 0;
        }
        QCOMPARE(faults, 1);
    }

    void countersComeFromTheReplyFinder()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        Bytes noise{1, 2, 3};
        Bytes badChecksum = replyBytes(40, kNewer);
        badChecksum[4] ^= 0x01;
        append(noise, badChecksum);
        append(noise, replyBytes(40, kNewer));
        append(noise, replyBytes(76, 1));  // undocumented register: a reply, but not decoded
        session.receiveNow(noise);
        const core::DriverCounters counters = session.driver().counters();
        QCOMPARE(counters.bytesIn, std::uint64_t(noise.size()));
        QCOMPARE(counters.goodFrames, std::uint64_t(2));
        QCOMPARE(counters.checksumErrors, std::uint64_t(1));
        QCOMPARE(counters.discardedBytes, std::uint64_t(8));
        QCOMPARE(counters.malformed, std::uint64_t(1));
    }

    void fanSpeedIsResentOnTheOlderLineOnly_data()
    {
        QTest::addColumn<int>("register40");
        QTest::addColumn<bool>("resent");
        QTest::newRow("newer holds it") << int(kNewer) << false;
        QTest::newRow("older forgets it") << int(kOlder) << true;
    }

    void fanSpeedIsResentOnTheOlderLineOnly()
    {
        QFETCH(int, register40);
        QFETCH(bool, resent);
        ScriptedRover robot(std::uint16_t(register40), !!resent);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.command(core::FamilyCommand(SetFanSpeedCommand{0.5}));
        session.runFor(1000);
        const int fanPackets = packetsWith(robot, Opcode::FanSpeed);
        QVERIFY2(resent ? fanPackets >= 4 : fanPackets == 1, qPrintable(QString::number(fanPackets)));
        for (const ScriptedRover::Received &r : robot.received()) {
            if (r.packet.param1 == static_cast<std::uint8_t>(Opcode::FanSpeed))
                QCOMPARE(int(r.packet.param2), 120);
        }
        QCOMPARE(robot.overlappingRequests(), 0);
    }

    void lineSpecificCommandsAreRefusedOnTheOtherLine()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.command(core::FamilyCommand(SetLowSpeedModeCommand{true}));
        session.command(core::FamilyCommand(ClearFaultCommand{}));
        session.runFor(100);
        QCOMPARE(packetsWith(robot, Opcode::LowSpeedMode), 0);
        QCOMPARE(packetsWith(robot, Opcode::ClearFault), 1);
        QCOMPARE(session.warnings().size(), std::size_t(1));
        QVERIFY(session.warnings().front().find("low-speed mode not sent") == 0);
    }

    void theFlipperMovesOnlyWhileHeld()
    {
        ScriptedRover robot(kNewer, false);
        SimulatedSession session(robot);
        session.start();
        session.runFor(50);
        session.command(core::FamilyCommand(SetFlipperCommand{1.0}));
        QCOMPARE(int(robot.received().back().packet.motors.flipper), int(kMotorFullForward));
        session.runFor(RoverDriver::kFlipperHoldMs - 30);
        QCOMPARE(int(robot.received().back().packet.motors.flipper), int(kMotorFullForward));
        session.runFor(60);
        QCOMPARE(int(robot.received().back().packet.motors.flipper), int(kMotorStop));
    }

    void unknownCommandsAreNotUnderstood()
    {
        RoverDriver driver;
        core::DriverOutput out;
        QVERIFY(!driver.command(core::FamilyCommand(42), out));
    }
};

QTEST_GUILESS_MAIN(TestRoverDriverTelemetry)

}  // namespace tst_rover_driver_telemetry
#include "tst_rover_driver_telemetry.moc"
