// Each injected fault of the virtual Kobuki fails the self-test step it belongs to, with the
// reason a lab technician needs: a drifting gyro, a dead encoder and a weak motor (named by
// wheel), a worn battery and a dead cell (with the voltage). Each test cancels once its step
// is done: the later steps are covered by the healthy run.
#include "SelfTestRig.h"

#include "sim/kobuki/VirtualKobuki.h"

using namespace robodash::selftest;
using namespace robodash::selftest::testing;
namespace sim = robodash::sim;

namespace {

// Runs the self-test on a twin with `faults` until step `id` is done; its result.
StepResult runUntil(const sim::HardwareFaults &faults, const std::string &id)
{
    SelfTestRig rig("kobuki");
    if (!rig.connect())
        return {};
    rig.session.virtualKobuki()->setHardwareFaults(faults);
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
};

QTEST_MAIN(TestSelfTestFaults)
#include "tst_selftest_faults.moc"
