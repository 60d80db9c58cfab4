// The self-test end to end on the virtual robots: a healthy Kobuki passes every step that
// needs no operator (the interactive ones are skipped with the reason), cancelling stops the
// robot mid-drive, and the Rover Pro's and rFLEX's self-tests run with the steps their
// telemetry lacks skipped with a reason.
#include "SelfTestRig.h"

#include "sim/kobuki/VirtualKobuki.h"

using namespace robodash::selftest;
using namespace robodash::selftest::testing;

namespace {

QString describe(const SelfTestEngine &engine)
{
    QString text;
    for (const auto &step : engine.steps())
        text += QStringLiteral("%1: %2 %3; ").arg(QString::fromStdString(step->id()),
                                                  statusName(step->result().status),
                                                  QString::fromStdString(step->result().reason));
    return text;
}

}  // namespace

class TestSelfTestTwin : public QObject {
    Q_OBJECT
private slots:
    void aHealthyKobukiPassesEveryStepWithoutAnOperator()
    {
        SelfTestRig rig("kobuki");
        QVERIFY(rig.connect());
        QVERIFY(rig.runToEnd());
        const QString steps = describe(rig.engine);
        for (const char *id : {"identity", "battery", "gyro-drift", "drive-straight", "turn-in-place", "motor-current"})
            QVERIFY2(rig.result(id)->status == StepStatus::Passed, qPrintable(id + (": " + steps)));
        for (const char *id : {"bumpers", "cliff-sensors", "wheel-drops"}) {
            QCOMPARE(rig.result(id)->status, StepStatus::Skipped);
            QCOMPARE(rig.result(id)->reason, std::string("interactive: run the self-test in the dashboard"));
        }
        const SelfTestReport report = rig.engine.report();
        QVERIFY(!report.anyFailed());
        QVERIFY(!report.device.firmware.empty());
        QVERIFY(!report.device.serial.empty());
        QCOMPARE(report.family, std::string("kobuki"));
    }

    void cancellingStopsTheRobotMidDrive()
    {
        SelfTestRig rig("kobuki");
        QVERIFY(rig.connect());
        const auto twin = rig.session.virtualKobuki();
        QVERIFY(twin);
        rig.engine.start();
        QTRY_VERIFY_WITH_TIMEOUT(rig.engine.currentStep() >= 0
                                     && rig.engine.steps()[rig.engine.currentStep()]->id() == "drive-straight"
                                     && twin->lastBaseControl().speed > 0,
                                 60000);
        rig.engine.cancel();
        QVERIFY(!rig.engine.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(twin->lastBaseControl().speed, std::int16_t(0), 5000);
        QCOMPARE(rig.result("drive-straight")->status, StepStatus::Failed);
        QCOMPARE(rig.result("drive-straight")->reason, std::string("cancelled by the operator"));
        QCOMPARE(rig.result("turn-in-place")->status, StepStatus::Skipped);
        QVERIFY(rig.engine.report().cancelled);
    }

    void losingTheLinkStopsTheTestWithTheReason()
    {
        SelfTestRig rig("kobuki");
        QVERIFY(rig.connect());
        QSignalSpy finished(&rig.engine, &SelfTestEngine::finished);
        rig.engine.start();
        QTRY_VERIFY_WITH_TIMEOUT(rig.engine.currentStep() >= 1, 20000);
        rig.session.link().disconnectFromRobot();
        QVERIFY(finished.wait(10000) || finished.size() > 0);
        const SelfTestReport report = rig.engine.report();
        QVERIFY(report.cancelled);
        QVERIFY2(QString::fromStdString(report.cancelReason).startsWith("link lost"), report.cancelReason.c_str());
    }

    void theRoverProSkipsWhatItsTelemetryLacks()
    {
        SelfTestRig rig("rover");
        QVERIFY(rig.connect());
        QVERIFY(rig.runToEnd());
        QCOMPARE(rig.result("identity")->status, StepStatus::Passed);
        QCOMPARE(rig.result("gyro-drift")->reason, std::string("this robot has no gyro"));
        QCOMPARE(rig.result("bumpers")->reason, std::string("this robot has no bumpers"));
        QCOMPARE(rig.result("cliff-sensors")->reason, std::string("this robot has no cliff sensors"));
        // Healthy, with the world's imperfections (stuck at walls, its packs' sag): it passes.
        for (const char *id : {"battery", "drive-straight", "turn-in-place", "motor-current"})
            QVERIFY2(rig.result(id)->status == StepStatus::Passed, qPrintable(id + (": " + describe(rig.engine))));
        for (const auto &step : rig.engine.steps())
            QVERIFY2(step->result().isFinished(), qPrintable(describe(rig.engine)));
    }

    void theRflexSkipsWhatItsTelemetryLacks()
    {
        SelfTestRig rig("rflex");
        QVERIFY(rig.connect());
        QVERIFY(rig.runToEnd());
        QCOMPARE(rig.result("gyro-drift")->reason, std::string("this robot has no gyro"));
        QCOMPARE(rig.result("motor-current")->reason, std::string("this robot's telemetry has no motor currents"));
        QCOMPARE(rig.result("wheel-drops")->reason, std::string("this robot has no wheel drops"));
        // Its bump panels are there: only the operator is missing.
        QCOMPARE(rig.result("bumpers")->reason, std::string("interactive: run the self-test in the dashboard"));
        for (const char *id : {"identity", "battery", "drive-straight", "turn-in-place"})
            QVERIFY2(rig.result(id)->status == StepStatus::Passed, qPrintable(id + (": " + describe(rig.engine))));
    }
};

QTEST_MAIN(TestSelfTestTwin)
#include "tst_selftest_twin.moc"
