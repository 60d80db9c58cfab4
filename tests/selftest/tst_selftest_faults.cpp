// Each injected fault of a virtual robot fails the self-test step it belongs to, with the
// reason a lab technician needs: a drifting gyro, a dead encoder and a weak motor (named by
// wheel), a worn battery and a dead cell (with the voltage), a dead bumper (named, in the
// interactive step). The Kobuki, the Rover Pro and the ATRV-Jr, each with the faults its
// hardware can have. Each test cancels once its step is done: the later steps are covered by
// the healthy runs (tst_selftest_twin).
#include "SelfTestRig.h"

#include "sim/kobuki/VirtualKobuki.h"

namespace tst_selftest_faults {  // this file's names, apart in a unity batch

using namespace robodash::selftest;
using namespace robodash::selftest::testing;
namespace sim = robodash::sim;

namespace {

// Runs the self-test on `family`'s twin with `faults` until step `id` is done; its result.
StepResult runUntil(const sim::HardwareFaults &faults, const std::string &id, const std::string &family = "kobuki")
{
    SelfTestRig rig(family);
    if (!rig.connect())
        return {};
    rig.session.virtualRobot()->setHardwareFaults(faults);
    rig.engine.start();
    const bool done = QTest::qWaitFor(
        [&] { return !rig.engine.isRunning() || (rig.result(id) && rig.result(id)->isFinished()); }, 60000);
    if (!done)
        return {};
    StepResult result = rig.result(id) ? *rig.result(id) : StepResult{};
    rig.engine.cancel();
    return result;
}

QString reasonOf(const StepResult &result)
{
    return QString::fromStdString(result.reason);
}

// The faults a Rover Pro and an ATRV-Jr can have, each with the step it fails and the start of
// the reason (a regular expression); `deadCellVolts` is the family's voltage with a dead cell.
void faultCases(const char *family, const char *deadCellVolts)
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("reason");
    const QString odometry = QStringLiteral("^odometry 0\\.\\d+ m of 0\\.\\d+ m commanded");
    QTest::addRow("%s dead right encoder", family) << 0 << "drive-straight" << odometry;
    QTest::addRow("%s weak left motor", family) << 1 << "drive-straight" << odometry;
    QTest::addRow("%s worn battery", family) << 2 << "battery" << "^battery sags";
    QTest::addRow("%s dead cell", family) << 3 << "battery" << QStringLiteral("^battery %1").arg(deadCellVolts);
}

sim::HardwareFaults faultOfCase(int fault)
{
    sim::HardwareFaults faults;
    if (fault == 0)
        faults.deadEncoder = sim::Wheel::Right;
    else if (fault == 1)
        faults.weakMotor = sim::Wheel::Left;  // 30 % of the command by default
    else if (fault == 2)
        faults.extraInternalOhms = 1.0;
    else
        faults.deadBatteryCell = true;
    return faults;
}

void checkFaultCase(const std::string &family)
{
    QFETCH(int, fault);
    QFETCH(QString, step);
    QFETCH(QString, reason);
    const StepResult result = runUntil(faultOfCase(fault), step.toStdString(), family);
    QVERIFY2(result.status == StepStatus::Failed, result.reason.c_str());
    QVERIFY2(QRegularExpression(reason).match(reasonOf(result)).hasMatch(), result.reason.c_str());
}

// The Kobuki against the default world's front wall (x = 1.7) so that one bumper touches it:
// the wall straight ahead presses the centre one, 57 degrees to the left the left one.
robodash::sim::Pose pressing(const std::string &bumper)
{
    const double kTouchingX = 1.7 - 0.175;
    const double turn = bumper == "left" ? -1.0 : bumper == "right" ? 1.0 : 0.0;
    return {kTouchingX, 0.0, turn};
}

}  // namespace

class TestSelfTestFaults : public QObject {
    Q_OBJECT
private slots:
    void aDriftingGyroFailsTheGyroStep()
    {
        sim::HardwareFaults faults;
        faults.extraGyroBiasDps = 0.2;  // 12 deg/min
        const StepResult result = runUntil(faults, "gyro-drift");
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(reasonOf(result).startsWith("gyro drifts 1") && reasonOf(result).contains("deg/min"),
                 result.reason.c_str());
    }

    void aDeadEncoderFailsTheDriveNamingTheWheel()
    {
        sim::HardwareFaults faults;
        faults.deadEncoder = sim::Wheel::Left;
        const StepResult result = runUntil(faults, "drive-straight");
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(reasonOf(result).startsWith("left wheel: encoder 0.000 m"), result.reason.c_str());
    }

    void aWeakMotorFailsTheDriveNamingTheWheel()
    {
        sim::HardwareFaults faults;
        faults.weakMotor = sim::Wheel::Right;
        faults.weakMotorStrength = 0.3;
        const StepResult result = runUntil(faults, "drive-straight");
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(reasonOf(result).startsWith("right wheel: encoder"), result.reason.c_str());
        QVERIFY2(!reasonOf(result).contains("left wheel"), result.reason.c_str());
    }

    void aWornBatteryFailsTheBatteryStepOnItsSag()
    {
        sim::HardwareFaults faults;
        faults.extraInternalOhms = 1.5;
        const StepResult result = runUntil(faults, "battery");
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(reasonOf(result).startsWith("battery sags"), result.reason.c_str());
    }

    void aDeadCellFailsTheBatteryStepWithTheVoltage()
    {
        sim::HardwareFaults faults;
        faults.deadBatteryCell = true;
        const StepResult result = runUntil(faults, "battery");
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(QRegularExpression("^battery 1[0-3]\\.\\d V at rest: (critical|low)").match(reasonOf(result)).hasMatch(),
                 result.reason.c_str());
    }

    // ---- the Kobuki's dead bumper, end to end through the interactive step ----

    void aDeadBumperFailsTheBumperStepNamingIt()
    {
        SelfTestSettings settings = shortSettings();
        settings.promptSeconds = 20;
        SelfTestRig rig("kobuki", settings);
        QVERIFY(rig.connect());
        const auto twin = rig.session.virtualKobuki();
        sim::HardwareFaults faults;
        faults.bumpersDead = 4;  // left
        twin->setHardwareFaults(faults);
        rig.engine.setInteractive(true);
        rig.engine.start();
        QTRY_VERIFY_WITH_TIMEOUT(rig.result("bumpers") && rig.result("bumpers")->status == StepStatus::Running, 60000);
        // The operator presses each bumper on the wall and lets go, again until the step ends:
        // on a loaded machine a press can fall between the samples a prompt is armed for.
        for (int round = 0; round < 60 && !rig.result("bumpers")->isFinished(); ++round) {
            for (const char *bumper : {"right", "centre", "left"}) {
                twin->placeRobot(pressing(bumper));
                QTest::qWait(300);
                twin->placeRobot({0, 0, 0});
                QTest::qWait(300);
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(rig.result("bumpers")->isFinished(), 30000);
        const StepResult result = *rig.result("bumpers");
        rig.engine.cancel();
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(reasonOf(result).startsWith("never seen within 20 s: left bumper"), result.reason.c_str());
        QVERIFY2(!reasonOf(result).contains("right") && !reasonOf(result).contains("centre"), result.reason.c_str());
    }

    // ---- the Rover Pro: no gyro or contact sensors; tracks, two smart packs ----
    // Its driver reports odometry, not each track's travel: the drive step judges that.

    void roverFaults_data() { faultCases("rover", "1[0-3]\\.\\d V at rest: critical"); }
    void roverFaults() { checkFaultCase("rover"); }

    // ---- the ATRV-Jr: no gyro, no motor currents, axes counted from both sides ----

    void rflexFaults_data() { faultCases("rflex", "23\\.\\d V at rest: (critical|low)"); }
    void rflexFaults() { checkFaultCase("rflex"); }

    // ---- faults in the port string ----

    void thePortStringStartsAFaultyTwin()
    {
        robodash::app::RobotSession session("rflex");
        session.link().connectTo(QStringLiteral("sim:bumper-dead=front,dead-cell"));
        QTRY_VERIFY_WITH_TIMEOUT(session.virtualRobot() != nullptr, 15000);
        const sim::HardwareFaults faults = session.virtualRobot()->hardwareFaults();
        QCOMPARE(faults.bumpersDead, std::uint8_t(1));
        QVERIFY(faults.deadBatteryCell);
    }

    void aBadFaultInThePortStringFailsTheConnectionWithTheUsage()
    {
        for (const char *family : {"kobuki", "rover"}) {
            robodash::app::RobotSession session(family);
            QSignalSpy failed(&session.link(), &robodash::link::RobotLink::connectionFailed);
            session.link().connectTo(QStringLiteral("sim:gyro-drift=1,wobbly"));
            QVERIFY(failed.wait(15000) || failed.size() > 0);
            const QString message = failed.first().first().toString();
            QVERIFY2(message.contains(family == std::string("kobuki") ? "no fault 'wobbly'; the faults: gyro-drift[=DPS]"
                                                                      : "gyro-drift=1: the Rover Pro has no gyro"),
                     qPrintable(message));
            QVERIFY(!session.virtualRobot());
        }
    }
};

QTEST_MAIN(TestSelfTestFaults)

}  // namespace tst_selftest_faults
#include "tst_selftest_faults.moc"
