// The self-test end to end on the virtual robots: a healthy Kobuki passes every step that
// needs no operator (the interactive ones are skipped with the reason), cancelling stops the
// robot mid-drive, and the Rover Pro's and rFLEX's self-tests run with the steps their
// telemetry lacks skipped with a reason. With an operator (the test) on the Kobuki: its
// buttons pressed on the twin tick, one never pressed fails by name, and the lights step
// shows each LED in each colour in turn (the words the twin received) and restores the
// user's word; the operator's No fails naming the light.
#include "SelfTestRig.h"
#include "EventWaits.h"

#include "core/FamilyCommand.h"
#include "kobuki/KobukiCommands.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QElapsedTimer>

namespace tst_selftest_twin {  // this file's names, apart in a unity batch

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

const SelfTestStep *currentStep(const SelfTestEngine &engine)
{
    return engine.isRunning() ? engine.steps()[engine.currentStep()].get() : nullptr;
}

// Starts the self-test with an operator who skips every bumper, cliff sensor and wheel drop
// prompt, and returns once step `id` runs.
bool runInteractivelyUntil(SelfTestRig &rig, const std::string &id)
{
    rig.engine.setInteractive(true);
    rig.engine.start();
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 90000 && rig.engine.isRunning()) {
        const SelfTestStep *step = currentStep(rig.engine);
        if (step->id() == id)
            return true;
        for (std::size_t i = 0; i < step->prompts().size(); ++i)
            rig.engine.skipPrompt(rig.engine.currentStep(), static_cast<int>(i));
        QTest::qWait(50);
    }
    return false;
}

// Presses and releases each of `buttons` on the twin until the buttons step has ended: on a
// loaded machine a short press can fall between the samples; a button seen stays seen.
void pressButtonsUntilTheStepEnds(SelfTestRig &rig, robodash::sim::VirtualKobuki &twin,
                                  std::initializer_list<int> buttons)
{
    for (int round = 0; round < 60 && currentStep(rig.engine) && currentStep(rig.engine)->id() == "buttons"; ++round) {
        for (int button : buttons) {
            twin.pressButton(button, true);
            QTest::qWait(200);
            twin.pressButton(button, false);
            QTest::qWait(200);
        }
    }
}

// Answers each light question once the twin shows the word it should: `words[i]` for
// question i; `answers[i]` Yes or No. False when a word never came.
bool answerLights(SelfTestRig &rig, robodash::sim::VirtualKobuki &twin, const QList<std::uint16_t> &words,
                  const QList<bool> &answers)
{
    for (int i = 0; i < words.size(); ++i) {
        const int step = rig.engine.currentStep();
        if (!QTest::qWaitFor([&] { return twin.outputWord() == words[i]; }, 10000))
            return false;
        rig.engine.answerPrompt(step, i, answers[i]);
    }
    return true;
}

// The general purpose output words the twin received since it was last cleared, each change.
QList<std::uint16_t> receivedOutputWords(const robodash::sim::VirtualKobuki &twin)
{
    QList<std::uint16_t> words;
    for (const robodash::sim::ReceivedCommand &command : twin.receivedCommands()) {
        if (command.id == robodash::kobuki::kGeneralPurposeOutputId
            && (words.isEmpty() || words.last() != command.output.word))
            words << command.output.word;
    }
    return words;
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
        for (const char *id : {"bumpers", "cliff-sensors", "wheel-drops", "buttons", "lights"}) {
            QCOMPARE(rig.result(id)->status, StepStatus::Skipped);
            QCOMPARE(rig.result(id)->reason, std::string("interactive: run the self-test in the dashboard"));
        }
        const SelfTestReport report = rig.engine.report();
        QVERIFY(!report.anyFailed());
        QVERIFY(!report.device.firmware.empty());
        QVERIFY(!report.device.serial.empty());
        QCOMPARE(report.family, std::string("kobuki"));
    }

    // The Motors switch off (as at every connect to a robot on the network): the test opens
    // it for its drive steps, which then pass, and closes it again at the end.
    void theMotorsSwitchOffIsOpenedForTheDriveStepsAndClosedAfter()
    {
        SelfTestRig rig("kobuki");
        QVERIFY(rig.connect());
        rig.session.link().setMotorsEnabled(false);
        QSignalSpy gate(&rig.session.link(), &robodash::link::RobotLink::motorsEnabledChanged);
        QVERIFY(rig.runToEnd());
        const QString steps = describe(rig.engine);
        for (const char *id : {"drive-straight", "turn-in-place", "motor-current"})
            QVERIFY2(rig.result(id)->status == StepStatus::Passed, qPrintable(id + (": " + steps)));
        QCOMPARE(gate.count(), 2);
        QCOMPARE(gate.at(0).at(0).toBool(), true);
        QCOMPARE(gate.at(1).at(0).toBool(), false);
        QVERIFY(!rig.session.link().motorsEnabled());
    }

    void pressedButtonsPassAndEachLightShowsEachColourThenTheUsersWord()
    {
        SelfTestRig rig("kobuki");
        QVERIFY(rig.connect());
        const auto twin = rig.session.virtualKobuki();
        QVERIFY(twin);
        // The user's word: rails on, LED2 red. The self-test must give it back.
        rig.session.link().sendCommand(robodash::core::FamilyCommand(robodash::kobuki::SetOutputWordCommand{0x04F0}));
        QTRY_COMPARE_WITH_TIMEOUT(twin->outputWord(), std::uint16_t(0x04F0), 10000);
        QVERIFY2(runInteractivelyUntil(rig, "buttons"), qPrintable(describe(rig.engine)));
        pressButtonsUntilTheStepEnds(rig, *twin, {0, 1, 2});
        QCOMPARE(rig.result("buttons")->status, StepStatus::Passed);
        QTRY_VERIFY_WITH_TIMEOUT(currentStep(rig.engine) && currentStep(rig.engine)->id() == "lights", 10000);
        QCOMPARE(currentStep(rig.engine)->prompts().size(), std::size_t(6));
        // LED1 (0x0300) green, orange, red; then LED2 (0x0C00) green, orange, red.
        QVERIFY(answerLights(rig, *twin, {0x02F0, 0x03F0, 0x01F0, 0x08F0, 0x0CF0, 0x04F0},
                             {true, true, true, true, true, true}));
        QTRY_VERIFY_WITH_TIMEOUT(!rig.engine.isRunning(), 10000);
        QCOMPARE(rig.result("lights")->status, StepStatus::Passed);
        QTRY_COMPARE_WITH_TIMEOUT(twin->outputWord(), std::uint16_t(0x04F0), 10000);
    }

    void aButtonNeverPressedFailsByNameAndTheOperatorsNoFailsTheLight()
    {
        SelfTestSettings settings = shortSettings();
        settings.promptSeconds = 6;
        SelfTestRig rig("kobuki", settings);
        QVERIFY(rig.connect());
        const auto twin = rig.session.virtualKobuki();
        QVERIFY(twin);
        QVERIFY2(runInteractivelyUntil(rig, "buttons"), qPrintable(describe(rig.engine)));
        twin->clearReceivedCommands();  // only the lights step sets the output word from here
        pressButtonsUntilTheStepEnds(rig, *twin, {0, 2});
        QTRY_VERIFY_WITH_TIMEOUT(rig.result("buttons")->isFinished(), 15000);
        QCOMPARE(rig.result("buttons")->status, StepStatus::Failed);
        QCOMPARE(rig.result("buttons")->reason, std::string("never seen within 6 s: button B1"));

        QTRY_VERIFY_WITH_TIMEOUT(currentStep(rig.engine) && currentStep(rig.engine)->id() == "lights", 10000);
        // No user word: the robot's own power-on word (rails on, LEDs off) comes back.
        QVERIFY(answerLights(rig, *twin, {0x02F0, 0x03F0, 0x01F0, 0x08F0, 0x0CF0, 0x04F0},
                             {true, false, true, true, true, true}));
        QTRY_VERIFY_WITH_TIMEOUT(!rig.engine.isRunning(), 10000);
        QCOMPARE(rig.result("lights")->status, StepStatus::Failed);
        QCOMPARE(rig.result("lights")->reason, std::string("not seen by the operator: LED1 orange"));
        // Every word the twin received, in order: dark, each colour, each light off after its
        // last colour, then the lights given back.
        QTRY_COMPARE_WITH_TIMEOUT(twin->outputWord(), std::uint16_t(0x00F0), 10000);
        const QList<std::uint16_t> expected = {0x00F0, 0x02F0, 0x03F0, 0x01F0, 0x00F0, 0x08F0, 0x0CF0, 0x04F0, 0x00F0};
        QCOMPARE(receivedOutputWords(*twin), expected);
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
        QTRY_COMPARE_WITH_TIMEOUT(twin->lastBaseControl().speed, std::int16_t(0), robodash::waits::kEventMs);
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
        QCOMPARE(rig.result("buttons")->reason, std::string("this robot has no buttons"));
        QCOMPARE(rig.result("lights")->reason, std::string("this robot has no lights"));
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
        // Braked as at power-up: the self-test releases the brake for its motions (the
        // default durations: the battery comes every 2 s), then sets it again.
        const auto atrv = std::dynamic_pointer_cast<robodash::sim::VirtualAtrvJr>(rig.session.virtualRobot());
        QVERIFY(atrv);
        QTRY_VERIFY_WITH_TIMEOUT(atrv->brakeEngaged(), 10000);
        QVERIFY(rig.runToEnd());
        QTRY_VERIFY_WITH_TIMEOUT(atrv->brakeEngaged(), 10000);
        QCOMPARE(rig.result("gyro-drift")->reason, std::string("this robot has no gyro"));
        QCOMPARE(rig.result("motor-current")->reason, std::string("this robot's telemetry has no motor currents"));
        QCOMPARE(rig.result("wheel-drops")->reason, std::string("this robot has no wheel drops"));
        QCOMPARE(rig.result("buttons")->reason, std::string("this robot has no buttons"));
        QCOMPARE(rig.result("lights")->reason, std::string("this robot has no lights"));
        // Its bump panels are there: only the operator is missing.
        QCOMPARE(rig.result("bumpers")->reason, std::string("interactive: run the self-test in the dashboard"));
        for (const char *id : {"identity", "battery", "drive-straight", "turn-in-place"})
            QVERIFY2(rig.result(id)->status == StepStatus::Passed, qPrintable(id + (": " + describe(rig.engine))));
    }
};

QTEST_MAIN(TestSelfTestTwin)

}  // namespace tst_selftest_twin
#include "tst_selftest_twin.moc"
