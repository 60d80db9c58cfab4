// The virtual Rover Pro's model alone, in simulated time (no threads, no port): the body,
// the firmware lines' quirks, the watchdog and what the sensors read.
#include "sim/rover/RoverSimulation.h"
#include "sim/rover/SmartBattery.h"
#include "sim/rover/VirtualRover.h"
#include "sim/core/HardwareFaultSwitch.h"

#include "rover/Checksum.h"
#include "rover/Conversions.h"
#include "rover/Reply.h"

#include <QTest>

#include <cmath>
#include <vector>

namespace tst_rover_simulation {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::sim;

namespace {

constexpr std::uint16_t kNewer = 10300;
constexpr std::uint16_t kOlder = 10009;

std::vector<std::uint8_t> packet(std::uint8_t left, std::uint8_t right, std::uint8_t param1 = 0,
                                 std::uint8_t param2 = 0, std::uint8_t flipper = 125)
{
    std::vector<std::uint8_t> bytes{rover::kStartByte, left, right, flipper, param1, param2};
    bytes.push_back(rover::checksumOf(bytes.data() + 1, 5));
    return bytes;
}

// The model with a host that keeps sending one packet every 50 ms (or stays silent), and
// the replies it got.
class Bench {
public:
    explicit Bench(std::uint16_t register40 = kNewer)
        : sim(World::defaultWorld(), settingsFor(register40))
    {
    }

    void send(const std::vector<std::uint8_t> &bytes) { sim.receive(bytes.data(), bytes.size()); }

    // Runs `ms` of simulated time, resending `keepAlive` every 50 ms when it is not empty.
    void run(int ms, const std::vector<std::uint8_t> &keepAlive = {})
    {
        const std::int64_t end = sim.micros() + std::int64_t{ms} * 1000;
        while (sim.micros() < end) {
            if (!keepAlive.empty() && sim.micros() % 50000 == 0)
                send(keepAlive);
            sim.step([this](std::vector<std::uint8_t> &&frame) { collect(frame); });
        }
    }

    // Asks for a register and returns the replies' values for it (none when unanswered).
    std::vector<std::uint16_t> ask(std::uint8_t number, std::uint8_t motors = 125)
    {
        replies.clear();
        send(packet(motors, motors, 10, number));
        run(4);
        std::vector<std::uint16_t> values;
        for (const rover::Reply &reply : replies) {
            if (reply.registerNumber == number)
                values.push_back(reply.value);
        }
        return values;
    }

    RoverSimulation sim;
    std::vector<rover::Reply> replies;

private:
    static RoverSimulationSettings settingsFor(std::uint16_t register40)
    {
        RoverSimulationSettings settings;
        settings.register40 = register40;
        return settings;
    }

    void collect(const std::vector<std::uint8_t> &frame)
    {
        QCOMPARE(frame.size(), rover::kReplyLength);
        const auto reply = rover::parseReply(frame.data());
        QVERIFY(reply.has_value());
        replies.push_back(*reply);
    }
};

std::uint16_t only(const std::vector<std::uint16_t> &values)
{
    return values.size() == 1 ? values.front() : 0xBEEF;
}

}  // namespace

class TestRoverSimulation : public QObject {
    Q_OBJECT

private slots:
    void drivesAtTheCommandedTrackSpeedAfterAccelerating()
    {
        Bench bench;
        const auto forward = packet(150, 150);  // 0.5 m/s
        bench.run(100, forward);
        const double early = bench.sim.drive().leftWheelSpeed();
        QVERIFY2(early > 0.05 && early < 0.2, "no instant response: about 1 m/s^2");
        bench.run(1900, forward);
        QVERIFY(std::fabs(bench.sim.drive().leftWheelSpeed() - 0.5) < 1e-9);
        // 2 s at 0.5 m/s less the 0.25 s ramp's lost half: 0.875 m.
        QVERIFY(std::fabs(bench.sim.pose().x - 0.875) < 0.01);
        QVERIFY(std::fabs(bench.sim.pose().y) < 1e-6);
        const int counts = static_cast<std::int16_t>(*bench.sim.registerValue(14));
        QVERIFY(std::abs(counts - static_cast<int>(0.875 * rover::kEncoderCountsPerMetre)) < 15);
    }

    void turnsAtTheTractionFractionOfTheNoSlipRate()
    {
        Bench bench;
        bench.run(1000, packet(100, 150));  // left -0.5, right +0.5 m/s
        const double noSlip = 1.0 / rover::kTrackWidthM;
        QVERIFY(std::fabs(bench.sim.drive().yawRate() - rover::kTractionFactor * noSlip) < 1e-6);
        // The tracks slip through the turn: their encoders count the full track travel.
        const int right = static_cast<std::int16_t>(*bench.sim.registerValue(16));
        const double travelled = 0.5 * (1.0 - 0.25);  // one second less the ramp's lost half
        QVERIFY(std::abs(right - static_cast<int>(travelled * rover::kEncoderCountsPerMetre)) < 15);
    }

    void stopsTheMotors333msAfterTheLastValidPacket()
    {
        Bench bench;
        bench.send(packet(150, 150));
        bench.run(330);
        QVERIFY(!bench.sim.firmware().motorsStoppedByWatchdog(bench.sim.micros()));
        QVERIFY(bench.sim.firmware().motorCommand(bench.sim.micros()).leftMps > 0.4);
        bench.run(10);
        QVERIFY(bench.sim.firmware().motorsStoppedByWatchdog(bench.sim.micros()));
        QCOMPARE(bench.sim.firmware().counters().watchdogStops, std::uint64_t{1});
        bench.run(1000);
        QCOMPARE(bench.sim.drive().leftWheelSpeed(), 0.0);
        QCOMPARE(bench.sim.drive().rightWheelSpeed(), 0.0);
    }

    void ignoresAndCountsPacketsWithABadChecksum()
    {
        Bench bench;
        auto bad = packet(200, 200, 10, 40);
        ++bad.back();
        bench.send(bad);
        auto zero = packet(200, 200);
        zero.back() = 0;  // never a valid checksum
        bench.send(zero);
        bench.run(100);
        QVERIFY(bench.replies.empty());
        QCOMPARE(bench.sim.firmware().counters().badChecksums, std::uint64_t{2});
        QCOMPARE(bench.sim.firmware().counters().packets, std::uint64_t{0});
        QVERIFY(bench.sim.firmware().lastMotorBytes().isStop());
        QCOMPARE(bench.sim.drive().leftWheelSpeed(), 0.0);
        QCOMPARE(only(bench.ask(40)), kNewer);  // the good packet behind them still counts
    }

    void againstAWallTheMotorCurrentRises()
    {
        Bench free;
        free.run(3000, packet(140, 140));  // 0.3 m/s, open floor
        const std::uint16_t freeCurrent = only(free.ask(10, 140));
        Bench stalled;
        stalled.sim.placeRobot({1.2, 0, 0});  // the front wall meets the body at x = 1.37
        stalled.run(3000, packet(140, 140));
        const std::uint16_t stallCurrent = only(stalled.ask(10, 140));
        QVERIFY(stalled.sim.pose().x < 1.371);
        QVERIFY2(stallCurrent > 3 * freeCurrent,
                 qPrintable(QString("free %1, stalled %2").arg(freeCurrent).arg(stallCurrent)));
        QVERIFY(stallCurrent > 10 * rover::kRawPerAmpere);  // a stall draws over 10 A
        // and the windings warm under it
        QVERIFY(stalled.sim.motorCelsius(0) > free.sim.motorCelsius(0) + 0.5);
    }

    void bothBatteriesDischargeWhileDriving()
    {
        Bench bench;
        const std::uint16_t startA = only(bench.ask(64)), startB = only(bench.ask(66));
        const double chargeA = bench.sim.battery(0).chargeFraction();
        const double chargeB = bench.sim.battery(1).chargeFraction();
        bench.sim.placeRobot({1.2, 0, 0});
        bench.run(120000, packet(150, 150));  // two minutes pushing the wall
        QVERIFY(bench.sim.battery(0).chargeFraction() < chargeA - 0.005);
        QVERIFY(bench.sim.battery(1).chargeFraction() < chargeB - 0.005);
        QVERIFY(only(bench.ask(64, 150)) < startA);
        QVERIFY(only(bench.ask(66, 150)) < startB);
        QVERIFY(only(bench.ask(52, 150)) & SmartBattery::kDischarging);
        QVERIFY(static_cast<std::int16_t>(only(bench.ask(68, 150))) < -1000);  // mA, out
    }

    void newerLineAnswersEveryRegisterAndQueuesRequests()
    {
        Bench bench(kNewer);
        QCOMPARE(only(bench.ask(40)), kNewer);
        for (std::uint8_t number = 0; number <= 82; number += 2)
            QVERIFY2(bench.ask(number).size() == 1, qPrintable(QString::number(number)));
        QCOMPARE(only(bench.ask(72)), std::uint16_t{0});  // undocumented: reads 0
        QVERIFY(bench.ask(41).empty());
        QVERIFY(bench.ask(84).empty());
        QCOMPARE(bench.sim.firmware().counters().unanswered, std::uint64_t{2});

        bench.replies.clear();
        bench.send(packet(125, 125, 10, 40));
        bench.send(packet(125, 125, 10, 36));
        bench.run(4);
        QCOMPARE(bench.replies.size(), std::size_t{2});
        QCOMPARE(bench.replies[0].registerNumber, std::uint8_t{40});
        QCOMPARE(bench.replies[1].registerNumber, std::uint8_t{36});
    }

    void olderLineAliasesRegistersAndKeepsOnlyTheLatestRequest()
    {
        Bench bench(kOlder);
        QCOMPARE(only(bench.ask(40)), kOlder);
        bench.run(1000, packet(150, 150));
        QCOMPARE(only(bench.ask(14, 150)), std::uint16_t{0});  // 1.0.7-1.0.9 count nothing
        QCOMPARE(only(bench.ask(16, 150)), std::uint16_t{0});
        // RPM reads half on 1.0.9: the vendor's library doubles it back.
        const int halfRpm = static_cast<int>(0.5 * rover::kRpmPerMetrePerSecond / 2);
        const auto rpm = static_cast<std::int16_t>(only(bench.ask(2, 150)));
        QVERIFY(std::abs(rpm - halfRpm) < 2);
        // The firmware's reply picks its word by register % 60: 64 is the right track's RPM,
        // 62 the left's; 52-58 repeat the previous reply's word.
        QVERIFY(std::abs(static_cast<std::int16_t>(only(bench.ask(64, 150))) - halfRpm) < 2);
        QVERIFY(std::abs(static_cast<std::int16_t>(only(bench.ask(62, 150))) - halfRpm) < 2);
        QCOMPARE(only(bench.ask(66, 150)), only(bench.ask(6, 150)));  // flipper pot 1
        QCOMPARE(only(bench.ask(78, 150)), only(bench.ask(18, 150)));  // fault flags
        QCOMPARE(only(bench.ask(40, 150)), kOlder);
        QCOMPARE(only(bench.ask(52, 150)), kOlder);  // the previous reply's word again
        QCOMPARE(only(bench.ask(58, 150)), kOlder);
        for (std::uint8_t number = 52; number <= 82; number += 2)
            QVERIFY2(bench.ask(number, 150).size() == 1, qPrintable(QString::number(number)));
        QCOMPARE(bench.sim.firmware().counters().unanswered, std::uint64_t{0});

        bench.replies.clear();
        bench.send(packet(125, 125, 10, 40));
        bench.send(packet(125, 125, 10, 36));
        bench.run(4);
        QCOMPARE(bench.replies.size(), std::size_t{1});
        QCOMPARE(bench.replies[0].registerNumber, std::uint8_t{36});
        QCOMPARE(bench.sim.firmware().counters().replacedRequests, std::uint64_t{1});
    }

    void olderLineFanRevertsUnlessResentNewerHoldsIt()
    {
        for (const std::uint16_t line : {kOlder, kNewer}) {
            Bench bench(line);
            bench.send(packet(125, 125, 20, 100));
            QCOMPARE(only(bench.ask(48)), std::uint16_t{100});
            bench.run(400, packet(125, 125));  // motors kept alive, fan not resent
            QCOMPARE(only(bench.ask(48)), line == kOlder ? std::uint16_t{0} : std::uint16_t{100});
        }
    }

    void overspeedFaultsTheMotorsUntilCleared()
    {
        Bench bench(kNewer);
        bench.run(5000, packet(50, 200));  // tracks at 1.5 m/s for over 3 s, turning in place
        QVERIFY(only(bench.ask(18, 200)) != 0);
        QCOMPARE(bench.sim.firmware().motorCommand(bench.sim.micros()).leftMps, 0.0);
        bench.send(packet(125, 125, 232, 0));
        QCOMPARE(only(bench.ask(18)), std::uint16_t{0});
    }

    void neverActsOnFlashWritesAndCountsThem()
    {
        Bench bench;
        bench.send(packet(125, 125, 3, 7));
        bench.send(packet(125, 125, 11, 0));
        bench.run(10);
        QCOMPARE(bench.sim.firmware().counters().flashWrites, std::uint64_t{2});
        QVERIFY(bench.replies.empty());
    }

    void resetPutsTheRobotBackAndRestartsTheFirmware()
    {
        Bench bench;
        bench.send(packet(125, 125, 20, 200));
        bench.run(2000, packet(150, 150));
        bench.sim.resetRobot();
        QCOMPARE(bench.sim.pose().x, 0.0);
        QCOMPARE(bench.sim.drive().leftWheelSpeed(), 0.0);
        QCOMPARE(bench.sim.firmware().fanSpeed(), std::uint8_t{0});
        QVERIFY(bench.sim.firmware().motorsStoppedByWatchdog(bench.sim.micros()));
        QCOMPARE(bench.sim.battery(0).chargeFraction(), RoverSimulationSettings{}.startChargeA);
    }

    // ---- hardware faults (issue 17): the parts a Rover Pro has ----

    void weakMotorAndDeadEncoderFaultsActOnTheirSide()
    {
        HardwareFaults faults;
        faults.weakMotor = Wheel::Left;
        faults.weakMotorStrength = 0.5;
        Bench weak;
        weak.sim.setHardwareFaults(faults);
        weak.run(2000, packet(150, 150));  // 0.5 m/s
        QVERIFY(std::fabs(weak.sim.drive().leftWheelSpeed() - 0.25) < 1e-9);
        QVERIFY(std::fabs(weak.sim.drive().rightWheelSpeed() - 0.5) < 1e-9);

        faults = {};
        faults.deadEncoder = Wheel::Right;
        Bench dead;
        dead.sim.setHardwareFaults(faults);
        dead.run(1000, packet(150, 150));
        QCOMPARE(*dead.sim.registerValue(16), std::uint16_t(0));
        QVERIFY(static_cast<std::int16_t>(*dead.sim.registerValue(14)) > 300);
        QVERIFY(dead.sim.pose().x > 0.2);  // the track itself still runs
    }

    void wornPackAndDeadCellFaultsShowInEachPack()
    {
        HardwareFaults worn;
        worn.extraInternalOhms = 1.0;
        HardwareFaults deadCell;
        deadCell.deadBatteryCell = true;
        Bench healthy, wornBench, deadBench;
        wornBench.sim.setHardwareFaults(worn);
        deadBench.sim.setHardwareFaults(deadCell);
        for (Bench *bench : {&healthy, &wornBench, &deadBench})
            bench->run(500);
        // At rest each pack carries half the electronics' 0.8 A: 0.4 V more sag per extra ohm.
        const double extraSag = healthy.sim.battery(0).volts() - wornBench.sim.battery(0).volts();
        QVERIFY2(std::fabs(extraSag - 0.4) < 1e-6, qPrintable(QString::number(extraSag)));
        // A dead cell: three cells' voltage, and the gauge reads it as nearly empty.
        QVERIFY(deadBench.sim.battery(0).volts() < 0.8 * healthy.sim.battery(0).volts());
        QVERIFY(deadBench.sim.battery(1).stateOfChargePercent() < 10);
        QVERIFY(only(deadBench.ask(52)) & SmartBattery::kRemainingCapacityAlarm);
    }

    void aBrokenChargerNeverCharges()
    {
        HardwareFaults faults;
        faults.chargerBroken = true;
        Bench bench;
        bench.sim.setHardwareFaults(faults);
        bench.sim.setCharging(true);
        const double before = bench.sim.battery(0).chargeFraction();
        bench.run(2000);
        QVERIFY(bench.sim.battery(0).chargeFraction() <= before);
        QVERIFY(!bench.sim.readings().charging);
    }

    void theWorldsImperfectionsApply()
    {
        World world = World::defaultWorld();
        world.imperfections.internalResistanceOhms = 0.5;  // each pack's
        RoverSimulation sim(world, {});
        RoverSimulation ideal(World::defaultWorld(), {});
        for (int i = 0; i < 100; ++i) {
            sim.step({});
            ideal.step({});
        }
        const double extraSag = ideal.battery(0).volts() - sim.battery(0).volts();
        QVERIFY2(std::fabs(extraSag - 0.45 * 0.4) < 1e-6, qPrintable(QString::number(extraSag)));
        // Stuck at walls: driven into the front wall at an angle, it does not slide along it.
        Bench bench;
        bench.sim.placeRobot({1.2, 0, 0.4});
        bench.run(3000, packet(140, 140));
        QVERIFY2(std::fabs(bench.sim.pose().y) < 0.1, qPrintable(QString::number(bench.sim.pose().y)));
    }

    void faultsItCannotHaveAreRefusedWithTheReason()
    {
        const HardwareParts parts = VirtualRover().hardwareParts();
        HardwareFaults faults;
        std::string error;
        QVERIFY(HardwareFaultSwitch::applyList("weak-motor=left,dead-encoder=right,worn-battery=2,dead-cell,charger-broken",
                                               parts, &faults, &error));
        QVERIFY(faults.weakMotor == Wheel::Left && faults.deadEncoder == Wheel::Right && faults.chargerBroken);
        const struct {
            const char *fault, *reason;
        } refused[] = {{"cliff-dead=left", "cliff-dead=left: the Rover Pro has no cliff sensors"},
                       {"bumper-stuck=left", "bumper-stuck=left: the Rover Pro has no bumpers"},
                       {"gyro-drift=1", "gyro-drift=1: the Rover Pro has no gyro"}};
        for (const auto &r : refused) {
            const HardwareFaults before = faults;
            QVERIFY(!HardwareFaultSwitch::apply(r.fault, parts, &faults, &error));
            QCOMPARE(error, std::string(r.reason));
            QVERIFY(faults.extraGyroBiasDps == before.extraGyroBiasDps && faults.cliffsDead == before.cliffsDead);
        }
        // A list is all or nothing.
        faults = {};
        QVERIFY(!HardwareFaultSwitch::applyList("weak-motor=left,wobbly", parts, &faults, &error));
        QVERIFY(faults.weakMotor == Wheel::None);
        QVERIFY(error.find("no fault 'wobbly'; the faults: gyro-drift") == 0);
    }
};

QTEST_GUILESS_MAIN(TestRoverSimulation)

}  // namespace tst_rover_simulation
#include "tst_rover_simulation.moc"
