// The virtual Kobuki's pure pieces without a port: its bumper, dock IR and charging
// contacts against the world, the battery, and the whole robot stepped in simulated time.
#include "sim/core/World.h"
#include "sim/kobuki/Battery.h"
#include "sim/kobuki/KobukiBody.h"
#include "sim/kobuki/RobotSimulation.h"
#include "sim/kobuki/WorldSensors.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <QTest>

#include <cmath>

namespace tst_robot_simulation {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::kobuki;
using namespace robodash::sim;

namespace {

// Steps a simulation and decodes its frames, like a host on the other end of the port.
struct SteppedRobot {
    explicit SteppedRobot(World world = World::defaultWorld(), std::uint32_t seed = 3)
        : sim(std::move(world), SimulationSettings{seed, 0.02, 0.0})
    {
    }
    void run(double seconds)
    {
        const auto steps = static_cast<int>(std::lround(seconds * 1e6 / RobotSimulation::kStepMicros));
        for (int i = 0; i < steps; ++i) {
            sim.step([this](std::vector<std::uint8_t> &&frame) {
                bytes.insert(bytes.end(), frame.begin(), frame.end());
                finder.feed(frame.data(), frame.size(),
                            [this](const std::uint8_t *payload, std::size_t length) {
                                frames.push_back(decodeFeedbackFrame(payload, length));
                            });
            });
        }
    }
    void send(const std::vector<std::uint8_t> &command) { sim.receive(command.data(), command.size()); }
    const FeedbackFrame &last() const { return frames.back(); }

    RobotSimulation sim;
    FrameFinder finder;
    std::vector<FeedbackFrame> frames;
    std::vector<std::uint8_t> bytes;
};

}  // namespace

class TestRobotSimulation : public QObject {
    Q_OBJECT

private slots:
    void bumperSideFollowsWhereTheWallTouches()
    {
        const World world = World::defaultWorld();
        const auto bumper = [&world](const Pose &pose) {
            return WorldSensors::bumperBits(world, pose);
        };
        const double x = 1.7 - body::kRadius;
        QCOMPARE(bumper({x, 0, 0}), bits::kCentre);
        QCOMPARE(bumper({x, 0, kPi / 4}), bits::kRight);   // wall on the right front
        QCOMPARE(bumper({x, 0, -kPi / 4}), bits::kLeft);
        QCOMPARE(bumper({x, 0, kPi}), std::uint8_t(0));    // backed into it: no bumper
        QCOMPARE(bumper({x - 0.01, 0, 0}), std::uint8_t(0));
        // In a corner both walls press.
        QCOMPARE(bumper({x, 2.0 - body::kRadius, kPi / 4}),
                 std::uint8_t(bits::kRight | bits::kLeft));
    }

    void dockBeamsDependOnWhereTheRobotIsAndWhereItLooks()
    {
        const World world = World::defaultWorld();  // dock at (1.7, 1.0) facing -x
        const auto ir = [&world](const Pose &pose) {
            return WorldSensors::dockIrSignals(world, pose);
        };
        const auto centralFar = ir({0.0, 1.0, 0.0});
        QCOMPARE(centralFar[1], bits::kFarCenter);
        const auto centralNear = ir({1.3, 1.0, 0.0});
        QCOMPARE(centralNear[1], bits::kNearCenter);
        // The station's own left is -y here (it faces -x).
        QVERIFY(ir({0.5, 0.2, 0.0})[1] & bits::kFarLeft);
        QVERIFY(ir({0.5, 1.8, 0.0})[1] & bits::kFarRight);
        // Facing away, only a receiver pointing at the dock sees it.
        const auto sideways = ir({1.0, 1.0, kPi / 2});  // dock on the right
        QVERIFY(sideways[0] != 0);
        QCOMPARE(sideways[1], std::uint8_t(0));
        QCOMPARE(sideways[2], std::uint8_t(0));
        QCOMPARE(ir({0.0, 1.0, kPi})[1], std::uint8_t(0));
        QVERIFY(WorldSensors::isDocked(world, {1.7 - body::kRadius, 1.0, 0.0}));
        QVERIFY(!WorldSensors::isDocked(world, {1.7 - body::kRadius, 1.0, kPi}));
    }

    void batteryChargerStates()
    {
        Battery battery;
        battery.setVolts(15.0);
        battery.update(1.0, 0.0, false, false);
        QCOMPARE(battery.chargerByte(), std::uint8_t(kDischarging));
        QCOMPARE(battery.protocolVolts(), std::uint8_t(150));
        battery.update(1.0, 0.0, true, false);
        QCOMPARE(battery.chargerByte(), std::uint8_t(kDockingCharging));
        battery.update(1.0, 0.0, false, true);
        QCOMPARE(battery.chargerByte(), std::uint8_t(kAdapterCharging));
        battery.setVolts(16.7);
        battery.update(1.0, 0.0, false, true);
        QCOMPARE(battery.chargerByte(), std::uint8_t(kAdapterCharged));
        battery.update(1.0, 0.0, true, false);
        QCOMPARE(battery.chargerByte(), std::uint8_t(kDockingCharged));

        Battery draining;
        draining.setVolts(16.0);
        for (int i = 0; i < 600; ++i)
            draining.update(1.0, 1.0, false, false);  // ten minutes at 1 A of motors
        QVERIFY(draining.volts() < 15.7 && draining.volts() > 15.5);
    }

    void fiftyFramesPerSimulatedSecond()
    {
        SteppedRobot robot;
        robot.run(2.0);
        QCOMPARE(robot.frames.size(), std::size_t(100));
        int samples = 0;
        for (const auto &f : robot.frames)
            samples += f.rawGyro->sampleCount;
        QVERIFY(samples >= 200 && samples <= 206);  // the gyro runs at about 102 Hz
    }

    void cliffSensorsSeeTheStairwell()
    {
        SteppedRobot robot;
        // Facing -y towards the stairwell (y < -1.2), front sensor 0.1 m over the edge.
        robot.sim.placeRobot({0.8, -1.15, -kPi / 2});
        robot.run(0.1);
        const FeedbackFrame &f = robot.last();
        QVERIFY(f.basicSensors->cliff & bits::kCentre);
        QVERIFY(f.cliff->bottom[1] < 400);
        QCOMPARE(f.basicSensors->wheelDrop, std::uint8_t(0));
        // Drive on: the wheels reach the edge, drop, and the firmware cuts the motors.
        robot.send(encodeCommand(BaseControl{100, 0}));
        robot.run(2.0);
        QCOMPARE(robot.last().basicSensors->wheelDrop,
                 std::uint8_t(bits::kWheelLeft | bits::kWheelRight));
        const double y = robot.sim.pose().y;
        robot.run(0.5);
        QCOMPARE(robot.sim.pose().y, y);
    }

    void encodersWrapAndInertiaAngleWraps()
    {
        SteppedRobot robot;
        robot.send(encodeCommand(BaseControl{500, 1}));  // spin: wheels at -0.5 and +0.5 m/s
        long long left = 0, right = 0;
        std::uint16_t lastLeft = 0, lastRight = 0;
        bool sawNegativeAngle = false, sawPositiveAngle = false;
        robot.run(0.02);
        lastLeft = robot.last().basicSensors->leftEncoder;
        lastRight = robot.last().basicSensors->rightEncoder;
        for (int i = 0; i < 700; ++i) {  // 14 s: more than 65536 ticks each way
            robot.run(0.02);
            const BasicSensors &b = *robot.last().basicSensors;
            left += encoderDeltaTicks(lastLeft, b.leftEncoder);
            right += encoderDeltaTicks(lastRight, b.rightEncoder);
            lastLeft = b.leftEncoder;
            lastRight = b.rightEncoder;
            sawNegativeAngle |= robot.last().inertia->angle < -17000;
            sawPositiveAngle |= robot.last().inertia->angle > 17000;
        }
        QVERIFY2(right > 65536 && left < -65536, qPrintable(QString::number(right)));
        QVERIFY(std::llabs(left + right) < 50);
        QVERIFY(sawNegativeAngle && sawPositiveAngle);  // wrapped through 180 degrees
    }

    void wheelsAccelerateAtAboutOneMetrePerSecondSquaredUpToTopSpeed()
    {
        SteppedRobot robot;
        robot.send(encodeCommand(BaseControl{2000, 0}));
        robot.run(0.3);
        QVERIFY(std::fabs(robot.sim.drive().leftWheelSpeed() - 0.3) < 0.005);
        robot.run(1.0);
        QCOMPARE(robot.sim.drive().leftWheelSpeed(), 0.7);  // the Kobuki's top speed
        QCOMPARE(robot.sim.drive().rightWheelSpeed(), 0.7);
        QVERIFY(robot.last().basicSensors->leftPwm > 50);
    }

    void arcCommandsFollowTheSpecConversion()
    {
        SteppedRobot robot;
        const BaseControl arc = velocityToBaseControl(0.2, 0.5);  // radius 0.4 m, left
        robot.send(encodeCommand(arc));
        robot.run(1.0);
        const WheelSpeeds expected = baseControlToWheelSpeeds(arc);
        QVERIFY(std::fabs(robot.sim.drive().leftWheelSpeed() - expected.leftMps) < 1e-9);
        QVERIFY(std::fabs(robot.sim.drive().rightWheelSpeed() - expected.rightMps) < 1e-9);
        QVERIFY(std::fabs(robot.sim.drive().yawRate() - 0.5) < 0.01);
        QVERIFY(robot.sim.pose().y > 0);  // curving to the left
    }

    void gyroBiasAndNoiseShowInTheRawSamples()
    {
        RobotSimulation sim(World::defaultWorld(), SimulationSettings{5, 0.5, 1.0});
        FrameFinder finder;
        double sumZ = 0, sumSquaresX = 0;
        int count = 0;
        for (int i = 0; i < 5000; ++i) {  // 10 s standing still
            sim.step([&](std::vector<std::uint8_t> &&frame) {
                finder.feed(frame.data(), frame.size(), [&](const std::uint8_t *p, std::size_t n) {
                    const RawGyro gyro = *decodeFeedbackFrame(p, n).rawGyro;
                    for (std::size_t k = 0; k < gyro.sampleCount; ++k) {
                        const auto robotFrame = rawGyroToRobotRadiansPerSecond(gyro.samples[k]);
                        sumZ += robotFrame[2];
                        sumSquaresX += robotFrame[0] * robotFrame[0];
                        ++count;
                    }
                });
            });
        }
        const double degrees = 180.0 / kPi;
        QVERIFY(count > 1000);
        const double meanZ = sumZ / count * degrees;
        const double spreadX = std::sqrt(sumSquaresX / count) * degrees;
        QVERIFY2(std::fabs(meanZ - 1.0) < 0.05, qPrintable(QString::number(meanZ)));
        QVERIFY2(std::fabs(spreadX - 0.5) < 0.05, qPrintable(QString::number(spreadX)));
    }

    void sameSeedSameBytes()
    {
        SteppedRobot a(World::defaultWorld(), 11), b(World::defaultWorld(), 11);
        SteppedRobot c(World::defaultWorld(), 12);
        for (SteppedRobot *r : {&a, &b, &c}) {
            r->send(encodeCommand(BaseControl{150, 400}));
            r->run(1.5);
        }
        QVERIFY(a.bytes == b.bytes);
        QVERIFY(a.bytes != c.bytes);
    }
};

QTEST_APPLESS_MAIN(TestRobotSimulation)

}  // namespace tst_robot_simulation
#include "tst_robot_simulation.moc"
