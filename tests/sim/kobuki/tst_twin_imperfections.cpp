// The virtual Kobuki's imperfections and hardware faults (issue 17): what a self-test looks
// for, each shown on simulated time against a RobotSimulation with no thread and no port.
#include "SteppedKobuki.h"

#include "sim/core/HardwareFaultSwitch.h"
#include "sim/core/WorldFile.h"
#include "sim/kobuki/Battery.h"
#include "sim/kobuki/KobukiBody.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/kobuki/WorldSensors.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"

#include <QTest>

#include <cmath>

namespace tst_twin_imperfections {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::kobuki;
using namespace robodash::sim;
using robodash::sim::testing::SteppedKobuki;

namespace {

constexpr double kFrontWallX = 1.7;
constexpr double kTouchingX = kFrontWallX - body::kRadius;  // the body meets the front wall

World worldWith(void (*change)(Imperfections &))
{
    World world = World::defaultWorld();
    change(world.imperfections);
    return world;
}

World steadyGyro(double biasDps)
{
    World world = World::defaultWorld();
    world.imperfections.gyroBiasDps = biasDps;
    world.imperfections.gyroBiasWalkDpsPerSqrtS = 0;
    return world;
}

// Heading drift in deg/min of a robot standing still for `minutes` of simulated time.
double driftDegreesPerMinute(SteppedKobuki &robot, double minutes)
{
    robot.run(0.04);
    const double start = robot.inertiaDegrees();
    robot.run(minutes * 60);
    return (robot.inertiaDegrees() - start) / minutes;
}

std::string refusal(const std::string &json)
{
    std::string error;
    const auto world = WorldFile::parse(json, &error);
    return world ? std::string("accepted") : error;
}

}  // namespace

class TestTwinImperfections : public QObject {
    Q_OBJECT

private slots:
    // ---- gyro bias and drift ----

    void standingStillTheHeadingDriftsAtTheConfiguredBias()
    {
        SteppedKobuki robot(steadyGyro(0.05));  // 3 deg/min
        const double drift = driftDegreesPerMinute(robot, 5);
        QVERIFY2(std::fabs(drift - 3.0) < 0.01, qPrintable(QString::number(drift)));
        QCOMPARE(robot.sim.pose().theta, 0.0);  // the body itself never turned
    }

    void theDefaultKobukiDriftsAboutHalfADegreePerMinute()
    {
        SteppedKobuki robot;  // 0.01 deg/s, wandering by 0.0002 deg/s per sqrt(s)
        const double drift = driftDegreesPerMinute(robot, 10);
        qInfo("default Kobuki standing still 10 min: %.3f deg/min", drift);
        QVERIFY2(drift > 0.3 && drift < 0.9, qPrintable(QString::number(drift)));
    }

    void rawGyroSamplesCarryTheSameBias()
    {
        SteppedKobuki robot(steadyGyro(0.5));
        double sum = 0;
        int count = 0;
        for (int frame = 0; frame < 500; ++frame) {
            robot.run(0.02);
            const RawGyro &gyro = *robot.last.rawGyro;
            for (std::size_t k = 0; k < gyro.sampleCount; ++k) {
                sum += rawGyroToRobotRadiansPerSecond(gyro.samples[k])[2];
                ++count;
            }
        }
        const double meanDps = sum / count * 180 / kPi;
        QVERIFY2(std::fabs(meanDps - 0.5) < 0.02, qPrintable(QString::number(meanDps)));
        QVERIFY(std::fabs(robot.last.inertia->angleRate - 50) <= 1);  // 0.01 deg/s units
    }

    void theBiasWandersTheSameWayForTheSameSeed()
    {
        const auto wandering = [] {
            World world = steadyGyro(0.0);
            world.imperfections.gyroBiasWalkDpsPerSqrtS = 0.01;
            return world;
        };
        SteppedKobuki a(wandering(), 7), b(wandering(), 7), c(wandering(), 8);
        for (SteppedKobuki *robot : {&a, &b, &c})
            robot->run(120);
        QCOMPARE(a.sim.gyro().biasDps(), b.sim.gyro().biasDps());
        QCOMPARE(a.last.inertia->angle, b.last.inertia->angle);
        QVERIFY(a.sim.gyro().biasDps() != c.sim.gyro().biasDps());
        QVERIFY(a.sim.gyro().biasDps() != 0.0);
    }

    // ---- stuck at walls ----

    void drivingIntoAWallStopsBothPoseAndEncoders()
    {
        SteppedKobuki robot;
        robot.sim.placeRobot({1.35, 0.0, kPi / 4});  // the wall meets the right front
        robot.send(encodeCommand(BaseControl{200, 0}));
        robot.run(1.5);
        QVERIFY(robot.basic().bumper & bits::kRight);
        const Pose stuck = robot.sim.pose();
        const BasicSensors before = robot.basic();
        robot.run(1.0);
        QCOMPARE(robot.sim.pose().x, stuck.x);
        QCOMPARE(robot.sim.pose().y, stuck.y);
        QCOMPARE(robot.basic().leftEncoder, before.leftEncoder);
        QCOMPARE(robot.basic().rightEncoder, before.rightEncoder);
        QVERIFY(robot.last.current->current[0] > 100);  // stalled: over 1 A each
        QVERIFY(robot.last.current->current[1] > 100);
        QVERIFY(stuck.x > kTouchingX - 0.002);  // it reached the wall before it stuck
    }

    void theOlderModelSlidesAlongTheWall()
    {
        SteppedKobuki robot(worldWith([](Imperfections &i) { i.stuckAtWalls = false; }));
        robot.sim.placeRobot({1.35, 0.0, kPi / 4});
        robot.send(encodeCommand(BaseControl{200, 0}));
        robot.run(1.5);
        const double y = robot.sim.pose().y;
        robot.run(1.0);
        QVERIFY(robot.sim.pose().y > y + 0.05);
    }

    void aWallBehindDoesNotHoldARobotDrivingAway()
    {
        SteppedKobuki robot;
        robot.sim.placeRobot({kTouchingX, 0.0, 0.0});
        robot.send(encodeCommand(BaseControl{-200, 0}));
        robot.run(1.0);
        QVERIFY(robot.sim.pose().x < kTouchingX - 0.1);
    }

    // ---- voltage sag ----

    void voltageUnderLoadIsLowerByCurrentTimesResistance()
    {
        SteppedKobuki robot(worldWith([](Imperfections &i) { i.internalResistanceOhms = 0.25; }));
        robot.run(0.1);
        const Battery &battery = robot.sim.battery();
        const double atRestSag = battery.openCircuitVolts() - battery.volts();
        QVERIFY(std::fabs(atRestSag - 0.25 * Battery::kElectronicsAmperes) < 1e-9);

        robot.sim.placeRobot({kTouchingX, 0.0, 0.0});  // push the wall: both motors stall
        robot.send(encodeCommand(BaseControl{300, 0}));
        robot.run(1.5);
        const double motors = robot.sim.drive().leftAmperes() + robot.sim.drive().rightAmperes();
        QVERIFY2(motors > 3.0, qPrintable(QString::number(motors)));
        const double amperes = Battery::kElectronicsAmperes + motors;
        qInfo("sag at rest %.3f V (0.35 A); stalled at 0.3 m/s %.3f V (%.2f A), %.2f V -> %.2f V",
              atRestSag, battery.openCircuitVolts() - battery.volts(), amperes,
              battery.openCircuitVolts(), battery.volts());
        QVERIFY(std::fabs(battery.openCircuitVolts() - battery.volts() - 0.25 * amperes) < 1e-9);
        // On the wire (0.1 V): about a volt below the resting reading.
        const int restingByte = static_cast<int>(std::lround(
            (battery.openCircuitVolts() - 0.25 * Battery::kElectronicsAmperes) * 10));
        QVERIFY2(restingByte - robot.basic().battery >= 8,
                 qPrintable(QString("%1 %2").arg(restingByte).arg(robot.basic().battery)));
    }

    void aSetVoltageIsWhatTheRobotReportsAtThePresentLoad()
    {
        SteppedKobuki robot;
        robot.run(0.1);
        robot.sim.setBatteryVolts(15.3);
        QVERIFY(std::fabs(robot.sim.batteryVolts() - 15.3) < 1e-9);
        QVERIFY(robot.sim.battery().openCircuitVolts() > 15.3);
        robot.run(0.02);
        QCOMPARE(robot.basic().battery, std::uint8_t(153));
    }

    void anIdealPackDoesNotSag()
    {
        Battery battery;
        battery.setVolts(15.0);
        battery.update(1.0, 3.0, false, false);
        QCOMPARE(battery.volts(), battery.openCircuitVolts());
    }

    // ---- charging on contact ----

    void noChargingFourCentimetresBeforeTheContactsChargingAtThem()
    {
        const World world = World::defaultWorld();  // dock at (1.7, 1.0) facing -x
        QVERIFY(!WorldSensors::isDocked(world, {kTouchingX - 0.04, 1.0, 0.0}));
        QVERIFY(!WorldSensors::isDocked(world, {kTouchingX - 0.006, 1.0, 0.0}));
        QVERIFY(WorldSensors::isDocked(world, {kTouchingX - 0.004, 1.0, 0.0}));
        QVERIFY(WorldSensors::isDocked(world, {kTouchingX, 1.0, 0.0}));
        QVERIFY(WorldSensors::isDocked(world, {kTouchingX, 1.0 + 0.029, 0.0}));
        QVERIFY(!WorldSensors::isDocked(world, {kTouchingX, 1.0 + 0.031, 0.0}));  // beside the pads
        QVERIFY(!WorldSensors::isDocked(world, {kTouchingX, 1.0, kPi}));          // backwards

        SteppedKobuki robot;
        robot.sim.placeRobot({kTouchingX - 0.04, 1.0, 0.0});
        robot.run(0.1);
        QCOMPARE(robot.basic().charger, std::uint8_t(kDischarging));
        robot.send(encodeCommand(BaseControl{100, 0}));  // creep in
        robot.run(0.3);
        QCOMPARE(robot.basic().charger, std::uint8_t(kDischarging));  // 1 cm to go
        robot.run(0.5);
        QCOMPARE(robot.basic().charger, std::uint8_t(kDockingCharging));
        QVERIFY(robot.sim.pose().x > kTouchingX - 0.001);
    }

    void theOlderRuleChargesFourCentimetresEarly()
    {
        const World world = worldWith([](Imperfections &i) { i.chargeOnContactOnly = false; });
        QVERIFY(WorldSensors::isDocked(world, {kTouchingX - 0.04, 1.0, 0.0}));
    }

    // ---- the world file ----

    void imperfectionsAreReadFromTheWorldFile()
    {
        std::string error;
        const auto world = WorldFile::parse(
            R"({"imperfections": {"gyroBiasDps": -0.02, "gyroBiasWalkDpsPerSqrtS": 0,
                "internalResistanceOhms": 0.4, "stuckAtWalls": false,
                "chargeOnContactOnly": false}})", &error);
        QVERIFY2(world, error.c_str());
        QCOMPARE(world->imperfections.gyroBiasDps, -0.02);
        QCOMPARE(world->imperfections.gyroBiasWalkDpsPerSqrtS, 0.0);
        QCOMPARE(world->imperfections.internalResistanceOhms.value_or(-1), 0.4);
        QVERIFY(!world->imperfections.stuckAtWalls);
        QVERIFY(!world->imperfections.chargeOnContactOnly);

        const auto defaults = WorldFile::parse(R"({"imperfections": {}})", &error);
        QVERIFY(defaults);
        QCOMPARE(defaults->imperfections.gyroBiasDps, Imperfections{}.gyroBiasDps);
        QVERIFY(defaults->imperfections.stuckAtWalls);
    }

    void badImperfectionsAreRefusedWithOneLine()
    {
        QCOMPARE(refusal(R"({"imperfections": {"gyroBias": 1}})"),
                 std::string(R"(unknown key "imperfections.gyroBias")"));
        QCOMPARE(refusal(R"({"imperfections": {"gyroBiasDps": "0.1"}})"),
                 std::string("imperfections.gyroBiasDps must be a number"));
        QCOMPARE(refusal(R"({"imperfections": {"stuckAtWalls": 1}})"),
                 std::string("imperfections.stuckAtWalls must be true or false"));
        QCOMPARE(refusal(R"({"imperfections": {"internalResistanceOhms": -1}})"),
                 std::string("imperfections.internalResistanceOhms must not be negative"));
        QCOMPARE(refusal(R"({"imperfections": [1]})"),
                 std::string(R"("imperfections" must be an object)"));
    }

    void theShippedDefaultWorldFileMatchesTheBuiltInWorld()
    {
        std::string error;
        const auto world =
            WorldFile::load(std::string(ROBODASH_SIM_WORLDS_DIR) + "/default.json", &error);
        QVERIFY2(world, error.c_str());
        const Imperfections builtIn = World::defaultWorld().imperfections;
        QCOMPARE(world->imperfections.gyroBiasDps, builtIn.gyroBiasDps);
        QVERIFY(world->imperfections.internalResistanceOhms == builtIn.internalResistanceOhms);
    }

    // ---- fault switches: each makes one self-test step fail ----

    void aDriftingGyroFault()
    {
        SteppedKobuki robot(steadyGyro(0.0));
        HardwareFaults faults;
        faults.extraGyroBiasDps = 0.5;  // 30 deg/min
        robot.sim.setHardwareFaults(faults);
        const double drift = driftDegreesPerMinute(robot, 1);
        QVERIFY2(std::fabs(drift - 30) < 0.1, qPrintable(QString::number(drift)));
    }

    void aDeadEncoderFault()
    {
        SteppedKobuki robot;
        HardwareFaults faults;
        faults.deadEncoder = Wheel::Left;
        robot.sim.setHardwareFaults(faults);
        robot.run(0.02);
        const BasicSensors before = robot.basic();
        robot.send(encodeCommand(BaseControl{200, 0}));
        robot.run(1.0);
        QCOMPARE(robot.basic().leftEncoder, before.leftEncoder);
        QVERIFY(encoderDeltaTicks(before.rightEncoder, robot.basic().rightEncoder) > 1000);
        QVERIFY(robot.sim.pose().x > 0.1);  // the wheel itself still turns
    }

    void aWeakMotorFault()
    {
        SteppedKobuki robot;
        HardwareFaults faults;
        faults.weakMotor = Wheel::Right;
        faults.weakMotorStrength = 0.5;
        robot.sim.setHardwareFaults(faults);
        robot.send(encodeCommand(BaseControl{200, 0}));
        robot.run(1.0);
        QCOMPARE(robot.sim.drive().leftWheelSpeed(), 0.2);
        QCOMPARE(robot.sim.drive().rightWheelSpeed(), 0.1);
        QVERIFY(robot.sim.pose().theta < -0.1);  // pulls to the weak side
    }

    void aWornBatteryFaultSagsMore()
    {
        SteppedKobuki healthy, worn;
        HardwareFaults faults;
        faults.extraInternalOhms = 1.0;
        worn.sim.setHardwareFaults(faults);
        for (SteppedKobuki *robot : {&healthy, &worn})
            robot->run(0.1);
        const double extraSag = healthy.sim.batteryVolts() - worn.sim.batteryVolts();
        QVERIFY(std::fabs(extraSag - 1.0 * Battery::kElectronicsAmperes) < 1e-9);
    }

    void aDeadCellFaultReadsLow()
    {
        SteppedKobuki robot;
        HardwareFaults faults;
        faults.deadBatteryCell = true;
        robot.sim.setHardwareFaults(faults);
        robot.run(0.1);
        QVERIFY2(robot.basic().battery < 130,  // below the pack's 13.0 V empty
                 qPrintable(QString::number(robot.basic().battery)));
    }

    void aBrokenChargerFaultNeverCharges()
    {
        SteppedKobuki robot;
        HardwareFaults faults;
        faults.chargerBroken = true;
        robot.sim.setHardwareFaults(faults);
        robot.sim.placeRobot({kTouchingX, 1.0, 0.0});
        robot.sim.setAdapterPlugged(true);
        robot.run(1.0);
        QCOMPARE(robot.basic().charger, std::uint8_t(kDischarging));
    }

    void stuckAndDeadContactSensorFaults()
    {
        SteppedKobuki robot;
        HardwareFaults faults;
        faults.bumpersStuckPressed = bits::kLeft;
        faults.cliffsStuckOn = 0x2;  // the central cliff sensor
        robot.sim.setHardwareFaults(faults);
        robot.run(0.04);
        QCOMPARE(robot.basic().bumper, bits::kLeft);  // in the open
        QCOMPARE(robot.basic().cliff, std::uint8_t(0x2));

        faults = {};
        faults.bumpersDead = bits::kCentre;
        faults.cliffsDead = 0x7;
        robot.sim.setHardwareFaults(faults);
        robot.sim.placeRobot({kTouchingX, 0.0, 0.0});  // against the front wall
        robot.run(0.04);
        QCOMPARE(robot.basic().bumper, std::uint8_t(0));
        robot.sim.placeRobot({0.8, -1.15, -kPi / 2});  // over the stairwell's edge
        robot.run(0.04);
        QCOMPARE(robot.basic().cliff, std::uint8_t(0));
    }

    void faultsAreNamedOnTheCommandLine()
    {
        HardwareFaults faults;
        std::string error;
        for (const char *name : {"gyro-drift", "dead-encoder=left", "weak-motor=right",
                                 "worn-battery=2", "dead-cell", "charger-broken",
                                 "bumper-stuck=left", "bumper-dead=centre", "cliff-stuck=right",
                                 "cliff-dead=left"})
            QVERIFY2(HardwareFaultSwitch::apply(name, VirtualKobuki().hardwareParts(), &faults, &error), name);
        QCOMPARE(faults.extraGyroBiasDps, 0.5);
        QVERIFY(faults.deadEncoder == Wheel::Left && faults.weakMotor == Wheel::Right);
        QCOMPARE(faults.extraInternalOhms, 2.0);
        QVERIFY(faults.deadBatteryCell && faults.chargerBroken);
        QCOMPARE(faults.bumpersStuckPressed, bits::kLeft);
        QCOMPARE(faults.bumpersDead, bits::kCentre);
        QCOMPARE(faults.cliffsStuckOn, std::uint8_t(1));
        QCOMPARE(faults.cliffsDead, std::uint8_t(4));
        for (const char *bad : {"gyro-drift=fast", "dead-encoder", "dead-cell=1", "worn-battery=-1",
                                "bumper-dead=middle", "nonsense"}) {
            const HardwareFaults before = faults;
            QVERIFY2(!HardwareFaultSwitch::apply(bad, VirtualKobuki().hardwareParts(), &faults, &error), bad);
            QVERIFY(error.find(bad) != std::string::npos && error.find('\n') == std::string::npos);
            QCOMPARE(faults.extraGyroBiasDps, before.extraGyroBiasDps);
        }
    }

    void theTwinSwitchesHardwareFaultsAndResetClearsThem()
    {
        VirtualKobuki twin;
        HardwareFaults faults;
        faults.deadBatteryCell = true;
        const double healthy = twin.batteryVolts();
        twin.setHardwareFaults(faults);
        QVERIFY(twin.hardwareFaults().deadBatteryCell);
        QVERIFY(twin.batteryVolts() < healthy * 0.8);
        twin.reset();
        QVERIFY(!twin.hardwareFaults().deadBatteryCell);
        QVERIFY(twin.batteryVolts() > healthy * 0.95);
    }
};

QTEST_APPLESS_MAIN(TestTwinImperfections)

}  // namespace tst_twin_imperfections
#include "tst_twin_imperfections.moc"
