// The virtual ATRV-Jr's model alone, in simulated time: report periods, brake, acceleration
// limits, the 1 s motion timeout, sonar against walls, bump panels, SYS_STATUS and bad
// frames. Commands are written by the codec's encoder, as the driver writes them.
#include "ReportLog.h"

#include "sim/rflex/AtrvJrSimulation.h"
#include "sim/rflex/VirtualAtrvJr.h"
#include "sim/core/HardwareFaultSwitch.h"

#include "rflex/CommandEncoder.h"
#include "rflex/Conversions.h"
#include "rflex/FrameWriter.h"

#include <QTest>

#include <cmath>

namespace tst_atrvjr_simulation {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::sim;
using rflex::Axis;

namespace {

constexpr double kFrontWallX = 1.7;  // the default world's
constexpr double kBodyRadius = 0.39;

class Harness {
public:
    explicit Harness(World world = World::defaultWorld()) : sim(std::move(world)) {}

    template <typename Command>
    void send(const Command &command)
    {
        const auto bytes = encoder.encode(command);
        sim.receive(bytes.data(), bytes.size());
    }
    void sendRaw(const std::vector<std::uint8_t> &bytes) { sim.receive(bytes.data(), bytes.size()); }
    void drive(std::int32_t translation, std::int32_t rotation = 0,
               std::int32_t acceleration = rflex::kDefaultAcceleration)
    {
        send(rflex::axisVelocityCommand(Axis::Translation, translation, acceleration));
        send(rflex::axisVelocityCommand(Axis::Rotation, rotation, acceleration));
    }
    void run(double seconds)
    {
        const auto steps = std::llround(seconds * 1e6 / AtrvJrSimulation::kStepMicros);
        for (long long i = 0; i < steps; ++i)
            sim.step([this](std::vector<std::uint8_t> &&frame) { log.feed(frame); });
    }

    AtrvJrSimulation sim;
    rflex::CommandEncoder encoder;
    ReportLog log;
};

World emptyWorld() { return World{}; }

// Brake off, 0.5 m/s ahead for `seconds` with `faults`.
void driveAheadWith(Harness &h, const HardwareFaults &faults, double seconds)
{
    h.sim.setHardwareFaults(faults);
    h.send(rflex::BrakeRelease{});
    h.drive(45405, 0, 1000000);
    h.run(seconds);
}

// The raw echo of the sonar with wire id `id` in the reports so far; -1 when none came.
int echoOf(const ReportLog &log, std::uint8_t id)
{
    int raw = -1;
    for (const auto &report : log.sonar)
        for (std::size_t i = 0; i < report.count; ++i)
            if (report.echoes[i].id == id)
                raw = report.echoes[i].range;
    return raw;
}

}  // namespace

class TestAtrvJrSimulation : public QObject {
    Q_OBJECT

private slots:
    void saysNothingUntilAsked()
    {
        Harness h;
        h.run(2.0);
        QCOMPARE(h.log.frames, std::size_t(0));
    }

    void motionReportsFollowTheRequestedPeriodAndMask()
    {
        Harness h;
        h.send(rflex::SystemReportRequest{100000, 3});
        h.run(1.0);
        QCOMPARE(h.log.motionCount(0), std::size_t(10));
        QCOMPARE(h.log.motionCount(1), std::size_t(10));
        h.log.clear();
        h.send(rflex::SystemReportRequest{50000, 1});  // translation only, twice as often
        h.run(1.0);
        QCOMPARE(h.log.motionCount(0), std::size_t(20));
        QCOMPARE(h.log.motionCount(1), std::size_t(0));
        h.log.clear();
        h.send(rflex::SystemReportRequest{0, 3});
        h.run(1.0);
        QCOMPARE(h.log.motion.size(), std::size_t(0));
    }

    void dioReportsFollowTheirPeriodAndAreAcknowledged()
    {
        Harness h;
        h.send(rflex::DioReportsRequest{200000});
        h.run(1.0);
        QCOMPARE(h.log.dioAcks, std::size_t(1));
        QCOMPARE(h.log.dio.size(), std::size_t(5));
        QCOMPARE(h.log.dio.back().address, std::uint8_t(0x40));
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0));  // nothing touched in the open
    }

    void theBrakeBlocksMotionUntilReleased()
    {
        Harness h;
        h.drive(45405);
        h.run(0.5);
        QCOMPARE(h.sim.pose().x, 0.0);
        QCOMPARE(h.sim.translationVelocity(), 0.0);
        h.send(rflex::BrakeRelease{});
        h.run(0.5);
        QCOMPARE(h.sim.pose().x, 0.0);  // the speed sent under the brake was not kept
        h.drive(45405);
        h.run(0.5);
        QVERIFY(h.sim.pose().x > 0.05);
        h.send(rflex::BrakeSet{});
        h.run(0.01);
        QCOMPARE(h.sim.translationVelocity(), 0.0);  // the brake stops at once
        const double stoppedAt = h.sim.pose().x;
        h.drive(45405);
        h.run(0.5);
        QCOMPARE(h.sim.pose().x, stoppedAt);
    }

    void velocityRampsAtTheCommandedAcceleration()
    {
        Harness h;
        h.send(rflex::BrakeRelease{});
        h.drive(90810, -37000, 45405);  // 1 m/s at 0.5 m/s^2; -1 rad/s at 1.23 rad/s^2
        h.run(0.5);
        QVERIFY(std::fabs(h.sim.translationVelocity() - 22702.5) < 1.0);
        QVERIFY(std::fabs(h.sim.rotationVelocity() + 22702.5) < 1.0);
        h.drive(90810, -37000, 45405);
        h.run(0.9);
        QCOMPARE(h.sim.rotationVelocity(), -37000.0);    // reached and held
        QVERIFY(h.sim.translationVelocity() < 90810.0);  // still on its way after 1.4 s
        h.drive(200000, 0, 45405);                       // above the ATRV-Jr's 1 m/s
        h.run(0.9);
        QCOMPARE(h.sim.translationVelocity(), 90810.0);
    }

    void motionStopsAfterOneSecondWithoutAMotionCommand()
    {
        Harness h(emptyWorld());
        h.send(rflex::BrakeRelease{});
        h.drive(45405, 0, 1000000);
        h.run(0.95);
        QCOMPARE(h.sim.translationVelocity(), 45405.0);
        QCOMPARE(h.sim.firmware().motionTimeouts(), std::uint64_t(0));
        h.run(0.1);
        QCOMPARE(h.sim.translationVelocity(), 0.0);
        QCOMPARE(h.sim.firmware().motionTimeouts(), std::uint64_t(1));
        // A host that keeps resending keeps driving.
        h.drive(45405, 0, 1000000);
        for (int i = 0; i < 6; ++i) {
            h.run(0.5);
            h.drive(45405, 0, 1000000);
        }
        QCOMPARE(h.sim.translationVelocity(), 45405.0);
        QCOMPARE(h.sim.firmware().motionTimeouts(), std::uint64_t(1));
    }

    void odometryCountsWhatTheBodyDid()
    {
        Harness h(emptyWorld());
        h.send(rflex::SystemReportRequest{100000, 3});
        h.send(rflex::BrakeRelease{});
        h.drive(45405, 0, 1000000);
        h.run(0.5);
        const double metres = h.sim.pose().x;
        QVERIFY(metres > 0.2);
        const auto &last = h.log.motion.back().axis == 0 ? h.log.motion.back()
                                                         : h.log.motion[h.log.motion.size() - 2];
        QCOMPARE(last.axis, std::uint8_t(0));
        QVERIFY(std::fabs(last.position - metres * 90810) < 100);
        QCOMPARE(last.velocity, 45405);
        QCOMPARE(last.torque, rflex::kDefaultTranslationTorque);
    }

    void aFrontSonarHearsTheWallAhead()
    {
        Harness h;
        h.send(rflex::SonarRun{});
        h.run(0.5);
        QVERIFY(!h.log.sonar.empty());
        // Sonar 0x02 sits at the front centre, 0.39 m ahead, facing the wall at x = 1.7.
        const int expected = static_cast<int>(std::lround((kFrontWallX - kBodyRadius) * 1476));
        QCOMPARE(echoOf(h.log, 0x02), expected);
        QVERIFY(h.log.sonar.front().count <= rflex::SonarReport::kMaxEchoes);
        h.send(rflex::SonarRun{30000, 0, 0, rflex::SonarMode::Off});
        h.run(0.05);
        const std::size_t reports = h.log.sonar.size();
        h.run(0.5);
        QCOMPARE(h.log.sonar.size(), reports);
    }

    void noEchoInTheOpen()
    {
        Harness h(emptyWorld());
        h.send(rflex::SonarRun{});
        h.run(0.5);
        QVERIFY(h.log.sonar.size() >= 3);  // the whole ring of 17
        for (const auto &report : h.log.sonar)
            for (std::size_t i = 0; i < report.count; ++i)
                QCOMPARE(report.echoes[i].range, rflex::kSonarNoEcho);
    }

    void aWallBeyondFiveMetresIsNoEcho()
    {
        World far;
        far.walls = {{{6.0, -10.0}, {6.0, 10.0}}};
        Harness h(far);
        h.send(rflex::SonarRun{});
        h.run(0.2);
        QCOMPARE(echoOf(h.log, 0x02), int(rflex::kSonarNoEcho));
        h.sim.placeRobot({1.0, 0, 0});  // now 4.61 m from the front sonar
        h.run(0.2);
        QCOMPARE(echoOf(h.log, 0x02), static_cast<int>(std::lround((5.0 - kBodyRadius) * 1476)));
    }

    void bumpPanelsPressOnContact()
    {
        Harness h;
        h.send(rflex::DioReportsRequest{100000});
        h.sim.placeRobot({kFrontWallX - kBodyRadius, 0, 0});
        h.run(0.2);
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0x01));  // front
        h.sim.placeRobot({kFrontWallX - kBodyRadius, 0, kPi});
        h.run(0.2);
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0x02));  // rear
        h.sim.placeRobot({0, 0, 0});
        h.run(0.2);
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0x00));
    }

    void drivingIntoAWallStopsThereWithTheFrontPanelPressed()
    {
        Harness h;
        h.send(rflex::DioReportsRequest{100000});
        h.send(rflex::BrakeRelease{});
        for (int i = 0; i < 40; ++i) {  // 4 s at 0.5 m/s: further than the wall
            h.drive(45405);
            h.run(0.1);
        }
        QVERIFY(h.sim.pose().x <= kFrontWallX - kBodyRadius + 1e-6);
        QVERIFY(h.sim.pose().x > kFrontWallX - kBodyRadius - 0.01);
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0x01));
    }

    void systemStatusAnswersWithVoltsAndBrake()
    {
        Harness h;
        h.send(rflex::SystemStatusRequest{});
        h.run(0.005);
        QCOMPARE(h.log.status.size(), std::size_t(1));
        QCOMPARE(h.log.status[0].brake, std::uint8_t(1));  // engaged at power-up
        QVERIFY(std::fabs(rflex::batteryVolts(h.log.status[0].batteryRaw) - 25.4) < 0.01);
        h.sim.setBatteryVolts(24.0);
        h.send(rflex::BrakeRelease{});
        h.send(rflex::SystemStatusRequest{});
        h.run(0.005);
        QCOMPARE(h.log.status.size(), std::size_t(2));
        QCOMPARE(h.log.status[1].brake, std::uint8_t(0));
        QCOMPARE(h.log.status[1].batteryRaw, 2280);
    }

    void badFramesAreIgnoredAndCounted()
    {
        Harness h;
        auto release = h.encoder.encode(rflex::BrakeRelease{});
        release[release.size() - 3] ^= 0x01;  // the checksum
        h.sendRaw(release);
        QCOMPARE(h.sim.firmware().badFrames(), std::uint64_t(1));
        QVERIFY(h.sim.firmware().brakeEngaged());
        h.sendRaw(rflex::FrameWriter(rflex::Port::Motion, 65).stuffedFrame());  // MOT_GET_NAXES
        QCOMPARE(h.sim.firmware().unknownCommands(), std::uint64_t(1));
        h.send(rflex::BrakeRelease{});
        QVERIFY(!h.sim.firmware().brakeEngaged());
    }

    void stuffedCommandsAreObeyed()
    {
        Harness h;
        // Period 0x1B1B0 us with its 0x1B bytes stuffed, as a base-side writer would send it.
        h.sendRaw(rflex::FrameWriter(rflex::Port::Motion, rflex::motion::kSystemReportRequest)
                      .put(std::uint32_t(0x0001B1B0), std::uint32_t(1))
                      .stuffedFrame(0x1B));
        QCOMPARE(h.sim.firmware().motionReportPeriod(), std::uint32_t(0x0001B1B0));
        QCOMPARE(h.sim.firmware().motionReportMask(), std::uint32_t(1));
    }

    void everyEscapeSentIsStuffed()
    {
        Harness h;
        h.send(rflex::SystemReportRequest{10000, 3});
        h.send(rflex::DioReportsRequest{10000});
        h.send(rflex::SonarRun{});
        h.run(4.0);  // ids pass 0x1B many times, timestamps too
        QVERIFY(h.log.frames > 1000);
        const auto &raw = h.log.raw;
        for (std::size_t i = 0; i + 1 < raw.size(); ++i)
            if (raw[i] == 0x1B)
                QVERIFY(raw[i + 1] == 0x00 || raw[i + 1] == 0x02 || raw[i + 1] == 0x03);
        QCOMPARE(h.log.finder.stats().badFrames, std::uint64_t(0));
        QCOMPARE(h.log.finder.stats().stuffedEscapes > 0, true);
    }

    void resetPutsItBackStillAndBraked()
    {
        Harness h;
        h.send(rflex::SystemReportRequest{100000, 3});
        h.send(rflex::BrakeRelease{});
        h.drive(45405);
        h.run(0.5);
        h.sim.setBatteryVolts(23.0);
        h.sim.resetRobot();
        QCOMPARE(h.sim.pose().x, 0.0);
        QVERIFY(h.sim.firmware().brakeEngaged());
        QCOMPARE(h.sim.translationVelocity(), 0.0);
        QCOMPARE(h.sim.batteryVolts(), 25.4);
        h.log.clear();
        h.run(0.5);
        QCOMPARE(h.log.motionCount(0), std::size_t(5));  // the host's requests still hold
        QCOMPARE(h.sim.pose().x, 0.0);
    }

    // ---- hardware faults (issue 17): the parts an ATRV-Jr has ----

    void aDeadEncoderMiscountsBothAxes()
    {
        Harness h(emptyWorld());
        HardwareFaults faults;
        faults.deadEncoder = Wheel::Left;
        driveAheadWith(h, faults, 0.5);
        const double metres = h.sim.pose().x;
        QVERIFY(metres > 0.2);
        // The right side alone: half the distance, and a turn the body never made.
        QVERIFY(std::fabs(h.sim.translationPosition() - metres / 2 * 90810) < 100);
        QVERIFY(std::fabs(h.sim.rotationPosition() - metres / 0.42 * 37000) < 200);
        QVERIFY(std::fabs(h.sim.pose().theta) < 1e-9);
    }

    void aWeakMotorPullsToItsSide()
    {
        Harness h(emptyWorld());
        HardwareFaults faults;
        faults.weakMotor = Wheel::Right;  // 30 % of the command
        driveAheadWith(h, faults, 0.8);
        QVERIFY2(h.sim.pose().theta < -0.3, qPrintable(QString::number(h.sim.pose().theta)));
        QVERIFY(h.sim.translationPosition() < 0.7 * 0.5 * 0.8 * 90810);  // a third short
    }

    void batteryFaultsAndSag()
    {
        Harness healthy(emptyWorld()), worn(emptyWorld());
        HardwareFaults faults;
        faults.extraInternalOhms = 1.0;
        worn.sim.setHardwareFaults(faults);
        QCOMPARE(worn.sim.batteryVolts(), 25.4);  // at rest only the charge counts
        for (Harness *h : {&healthy, &worn}) {
            h->send(rflex::BrakeRelease{});
            h->drive(45405, 0, 1000000);
            h->run(0.5);
        }
        QVERIFY(healthy.sim.batteryVolts() < 25.4 - 0.01);  // sags with the motors' current
        QVERIFY2(healthy.sim.batteryVolts() - worn.sim.batteryVolts() > 0.5,
                 qPrintable(QString::number(worn.sim.batteryVolts())));

        Harness dead;
        faults = {};
        faults.deadBatteryCell = true;
        dead.sim.setHardwareFaults(faults);
        QVERIFY(std::fabs(dead.sim.batteryVolts() - 25.4 * 11 / 12) < 1e-9);  // 12 lead-acid cells
    }

    void stuckAndDeadBumpPanels()
    {
        Harness h;
        HardwareFaults faults;
        faults.bumpersDead = 1;         // front
        faults.bumpersStuckPressed = 2; // rear
        h.sim.setHardwareFaults(faults);
        h.send(rflex::DioReportsRequest{100000});
        h.sim.placeRobot({kFrontWallX - kBodyRadius, 0, 0});  // the front panel on the wall
        h.run(0.2);
        QCOMPARE(h.log.dio.back().state, std::uint8_t(0x02));
        QVERIFY(!h.sim.bumpPanels().front && h.sim.bumpPanels().rear);
    }

    void faultsItCannotHaveAreRefusedWithTheReason()
    {
        const HardwareParts parts = VirtualAtrvJr().hardwareParts();
        HardwareFaults faults;
        std::string error;
        QVERIFY(HardwareFaultSwitch::applyList("bumper-dead=front,bumper-stuck=rear,weak-motor=right", parts, &faults,
                                               &error));
        QCOMPARE(faults.bumpersDead, std::uint8_t(1));
        QCOMPARE(faults.bumpersStuckPressed, std::uint8_t(2));
        QVERIFY(!HardwareFaultSwitch::apply("bumper-dead=left", parts, &faults, &error));
        QCOMPARE(error, std::string("bumper-dead=left: the ATRV-Jr's bumpers are front|rear"));
        QVERIFY(!HardwareFaultSwitch::apply("gyro-drift", parts, &faults, &error));
        QCOMPARE(error, std::string("gyro-drift: the ATRV-Jr has no gyro"));
        QVERIFY(!HardwareFaultSwitch::apply("cliff-stuck=left", parts, &faults, &error));
        QCOMPARE(error, std::string("cliff-stuck=left: the ATRV-Jr has no cliff sensors"));
        QVERIFY(!HardwareFaultSwitch::apply("charger-broken", parts, &faults, &error));
        QCOMPARE(error, std::string("charger-broken: the ATRV-Jr reports no charging"));
    }
};

QTEST_GUILESS_MAIN(TestAtrvJrSimulation)

}  // namespace tst_atrvjr_simulation
#include "tst_atrvjr_simulation.moc"
