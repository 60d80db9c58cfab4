// The self-test's steps fed with samples made by hand, on their own time: each passes on
// good readings and fails the right way, with the right reason, on the fault it is for
// (a drifting gyro, a stalled wheel, a weak battery, a dead or stuck bumper, a dead button, a
// light the operator did not see); a step the robot's telemetry cannot do is skipped with a
// reason. And the JSON report's structure.
#include "BatteryStep.h"
#include "ContactPromptStep.h"
#include "DriveStraightStep.h"
#include "GyroDriftStep.h"
#include "LightPromptStep.h"
#include "MotorCurrentStep.h"
#include "SvgSparkline.h"
#include "SampleMaker.h"
#include "SelfTestHtml.h"
#include "SelfTestJson.h"
#include "core/SetLightCommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

namespace tst_selftest_steps {  // this file's names, apart in a unity batch

using namespace robodash::selftest;
using namespace robodash::selftest::testing;
using robodash::core::Contacts;
using robodash::core::SetLightCommand;

namespace {

constexpr double kRadiansPerDegree = M_PI / 180.0;

// The value of the figure called `name`, if the step reported one.
std::optional<double> figure(const StepResult &result, const std::string &name)
{
    for (const SelfTestFigure &figure : result.figures) {
        if (figure.name == name)
            return figure.value;
    }
    return std::nullopt;
}

StepContext kobukiLike(bool interactive = false)
{
    StepContext context;
    context.robot.name = "kobuki";
    context.robot.capabilities.gyro = true;
    context.robot.capabilities.wheelTravel = true;
    context.robot.capabilities.motorCurrents = true;
    context.robot.capabilities.wheelBaseMetres = 0.23;
    Contacts &has = context.robot.capabilities.contacts;
    has.bumperLeft = has.bumperCentre = has.bumperRight = true;
    context.robot.capabilities.buttons = {"B0", "B1", "B2"};
    context.robot.capabilities.lights = {{"LED1", {"green", "red"}}, {"LED2", {"green"}}};
    context.interactive = interactive;
    context.settings.gyroSeconds = 3;
    context.settings.promptSeconds = 10;
    context.settings.driveMps = 0.1;
    context.settings.driveSeconds = 2;
    context.settings.settleSeconds = 0.5;
    return context;
}

// Standing still for the step's time while the heading turns at `degPerSecond`.
StepResult runGyro(double degPerSecond)
{
    GyroDriftStep step;
    step.begin(kobukiLike());
    for (int ms = 0; !step.result().isFinished() && ms <= 5000; ms += 20)
        step.consume(headingSample(ms, degPerSecond * kRadiansPerDegree * ms / 1000.0));
    return step.result();
}

// Drives straight while the left wheel rolls `leftShare` of the right one.
StepResult runDrive(double leftShare)
{
    DriveStraightStep step;
    step.begin(kobukiLike());
    for (int ms = 0; !step.result().isFinished() && ms <= 4000; ms += 20) {
        const double right = 0.1 * std::min(ms, 2000) / 1000.0;
        step.consume(wheelSample(ms, right * leftShare, right));
    }
    return step.result();
}

// The lights a step had set, as text ("0 lit 1", "1 off", "0 restored"), in order.
QStringList lightCommands(SelfTestStep &step)
{
    QStringList texts;
    for (const robodash::core::FamilyCommand &command : step.takeCommands()) {
        const SetLightCommand *light = command.as<SetLightCommand>();
        if (!light) {
            texts << QStringLiteral("not a light");
            continue;
        }
        const QString what = light->restore ? QStringLiteral("restored")
                             : light->colour ? QStringLiteral("lit %1").arg(*light->colour)
                                             : QStringLiteral("off");
        texts << QStringLiteral("%1 %2").arg(light->light).arg(what);
    }
    return texts;
}

const SelfTestFigure *figureNamed(const StepResult &result, const std::string &name)
{
    for (const SelfTestFigure &figure : result.figures) {
        if (figure.name == name)
            return &figure;
    }
    return nullptr;
}

}  // namespace

class TestSelfTestSteps : public QObject {
    Q_OBJECT
private slots:
    void aSteadyGyroPasses()
    {
        const StepResult result = runGyro(0.005);  // 0.3 deg/min
        QCOMPARE(result.status, StepStatus::Passed);
        const SelfTestFigure *drift = figureNamed(result, "drift");
        QVERIFY(drift);
        QVERIFY2(std::abs(drift->value - 0.3) < 0.05, qPrintable(QString::number(drift->value)));
        QVERIFY(!result.series.empty());
    }

    void aDriftingGyroFailsWithItsDegreesPerMinute()
    {
        const StepResult result = runGyro(0.1);  // 6 deg/min
        QCOMPARE(result.status, StepStatus::Failed);
        QVERIFY2(QString::fromStdString(result.reason).startsWith("gyro drifts 6.0 deg/min"),
                 result.reason.c_str());
    }

    void aRobotWithoutAGyroSkipsTheDriftStep()
    {
        StepContext context = kobukiLike();
        context.robot.capabilities.gyro = false;
        GyroDriftStep step;
        step.begin(context);
        QCOMPARE(step.result().status, StepStatus::Skipped);
        QCOMPARE(step.result().reason, std::string("this robot has no gyro"));
    }

    void equalWheelsPassTheStraightDrive()
    {
        const StepResult result = runDrive(1.0);
        QVERIFY2(result.status == StepStatus::Passed, result.reason.c_str());
        QCOMPARE(figureNamed(result, "left wheel encoder")->value, 0.2);
    }

    void aStalledWheelFailsTheStraightDriveByName()
    {
        const StepResult result = runDrive(0.0);
        QCOMPARE(result.status, StepStatus::Failed);
        QCOMPARE(result.reason, std::string("left wheel: encoder 0.000 m of 0.200 m commanded"));
    }

    void theStraightDriveAsksForTheCommandedSpeedThenStops()
    {
        DriveStraightStep step;
        step.begin(kobukiLike());
        step.consume(wheelSample(0, 0, 0));
        QCOMPARE(step.command().linearMps, 0.1);
        step.consume(wheelSample(2100, 0.2, 0.2));  // settling
        QVERIFY(step.command().isStop());
    }

    void aCriticalBatteryFailsWithItsVoltage()
    {
        BatteryStep step;
        StepContext context = kobukiLike();
        context.settings.batteryRestSeconds = 0.5;
        context.settings.batteryLoadSeconds = 0.5;
        step.begin(context);
        for (int ms = 0; !step.result().isFinished() && ms <= 3000; ms += 20) {
            robodash::core::TelemetrySample sample = sampleAt(ms);
            robodash::core::BatteryReading battery;
            battery.volts = 12.0;
            battery.level = robodash::core::BatteryLevel::Critical;
            sample.core.battery = battery;
            step.consume(sample);
        }
        QCOMPARE(step.result().status, StepStatus::Failed);
        QCOMPARE(step.result().reason, std::string("battery 12.0 V at rest: critical, charge it or replace it"));
    }

    void aBatteryReadEveryTwoSecondsIsFoundAtRestAndSpinning()
    {
        // The ATRV-Jr's battery comes every 2 s: the default 1 s rest would often see none.
        BatteryStep step;
        StepContext context = kobukiLike();
        context.robot.capabilities.batteryRefreshSeconds = 2;
        step.begin(context);
        for (int ms = 0; !step.result().isFinished() && ms <= 20000; ms += 20) {
            robodash::core::TelemetrySample sample = sampleAt(ms);
            if (ms % 2000 == 1980) {  // the first reading arrives 1.98 s in
                robodash::core::BatteryReading battery;
                battery.volts = step.command().isStop() ? 25.0 : 24.9;
                sample.core.battery = battery;
            }
            step.consume(sample);
        }
        QVERIFY2(step.result().status == StepStatus::Passed, step.result().reason.c_str());
        QVERIFY(figure(step.result(), "voltage spinning"));
        QCOMPARE(*figure(step.result(), "voltage at rest"), 25.0);
    }

    void motorCurrentsReadBeforeTheRestAreIgnored()
    {
        // Read twice a second: a reading arriving early in the rest may date from the move
        // before it (the Rover Pro's "3.8 A standing still").
        MotorCurrentStep step;
        StepContext context = kobukiLike();
        context.robot.overCurrentAmperes = 10;
        context.robot.capabilities.motorCurrentRefreshSeconds = 0.5;
        step.begin(context);
        for (int ms = 0; !step.result().isFinished() && ms <= 20000; ms += 20) {
            robodash::core::TelemetrySample sample = sampleAt(ms);
            if (ms % 500 == 0)
                sample.core.currents =
                    robodash::core::MotorCurrents{0.0, ms < 500 ? 3.8 : (step.command().isStop() ? 0.0 : 2.0)};
            step.consume(sample);
        }
        QVERIFY2(step.result().status == StepStatus::Passed, step.result().reason.c_str());
        QCOMPARE(*figure(step.result(), "right at rest"), 0.0);
    }

    // A peak read between the plot's ten points a second is the plot's range too: the report
    // said "left moving (peak): 0.42 A" over "left motor: 0 to 0.36 A" (issue 38).
    void thePlotsRangeHoldsThePeakFigure()
    {
        MotorCurrentStep step;
        StepContext context = kobukiLike();
        context.robot.overCurrentAmperes = 10;
        step.begin(context);
        for (int ms = 0; !step.result().isFinished() && ms <= 20000; ms += 20) {
            robodash::core::TelemetrySample sample = sampleAt(ms);
            const bool moving = !step.command().isStop();
            const bool spike = moving && ms % 100 == 40;  // never one of the kept points
            sample.core.currents = robodash::core::MotorCurrents{moving ? (spike ? 0.42 : 0.3) : 0.0, 0.0};
            step.consume(sample);
        }
        QVERIFY2(step.result().status == StepStatus::Passed, step.result().reason.c_str());
        QCOMPARE(*figure(step.result(), "left moving (peak)"), 0.42);
        QCOMPARE(step.result().series.at(0).high, 0.42);
        // The plot's caption says the range of every value, also of those between its points.
        SelfTestSeries thinned{"left motor", "A", {{0.0, 0.0}, {1.0, 0.3}, {2.0, 0.0}}, 0.0, 0.42};
        const QString plot = svgSparkline(thinned, 200, 40);
        QVERIFY2(plot.contains(QStringLiteral("left motor: 0 to 0.42 A")), qPrintable(plot));
    }

    void aHeldDriveSkipsTheMotionSayingHowToReleaseIt()
    {
        DriveStraightStep step;
        step.begin(kobukiLike());
        robodash::core::TelemetrySample sample = wheelSample(0, 0, 0);
        sample.core.driveHeld = true;
        step.consume(sample);
        QCOMPARE(step.result().status, StepStatus::Skipped);
        QVERIFY2(QString::fromStdString(step.result().reason).contains("enable the motors"), step.result().reason.c_str());
    }

    void eachPressedBumperTicksItsPrompt()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        step.begin(kobukiLike(true));
        QCOMPARE(step.prompts().size(), std::size_t(3));  // left, centre, right: no rear on this robot
        QCOMPARE(step.prompts()[0].text, std::string("Press the left bumper"));
        int ms = 0;
        step.consume(contactSample(ms += 20, {}));
        for (bool Contacts::*bumper : {&Contacts::bumperLeft, &Contacts::bumperCentre, &Contacts::bumperRight}) {
            Contacts pressed;
            pressed.*bumper = true;
            step.consume(contactSample(ms += 20, pressed));
            step.consume(contactSample(ms += 20, {}));
        }
        QCOMPARE(step.prompts()[2].state, StepPrompt::State::Seen);
        QCOMPARE(step.result().status, StepStatus::Passed);
    }

    void aDeadBumperNeverTicksAndFailsByName()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        step.begin(kobukiLike(true));
        // The operator presses all three; the left one never reports it.
        for (int ms = 0; !step.result().isFinished() && ms <= 12000; ms += 20) {
            Contacts contacts;
            contacts.bumperCentre = ms % 1000 > 500;
            contacts.bumperRight = ms % 1000 > 500;
            step.consume(contactSample(ms, contacts));
        }
        QCOMPARE(step.prompts()[0].state, StepPrompt::State::Waiting);
        QCOMPARE(step.prompts()[1].state, StepPrompt::State::Seen);
        QCOMPARE(step.result().status, StepStatus::Failed);
        QCOMPARE(step.result().reason, std::string("never seen within 10 s: left bumper"));
    }

    void aStuckBumperNeverTicksAndSaysSo()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        step.begin(kobukiLike(true));
        Contacts stuck;
        stuck.bumperRight = true;
        for (int ms = 0; !step.result().isFinished() && ms <= 12000; ms += 20)
            step.consume(contactSample(ms, stuck));
        QCOMPARE(step.prompts()[2].state, StepPrompt::State::Waiting);
        QVERIFY2(QString::fromStdString(step.result().reason).contains("right bumper (never off: stuck?)"),
                 step.result().reason.c_str());
    }

    void promptsTheOperatorSkipsMakeTheStepSkipped()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        step.begin(kobukiLike(true));
        step.consume(contactSample(0, {}));
        for (std::size_t i = 0; i < 3; ++i)
            step.skipPrompt(i);
        QCOMPARE(step.result().status, StepStatus::Skipped);
        QCOMPARE(step.result().reason,
                 std::string("skipped by operator: left bumper, centre bumper, right bumper"));
    }

    // A base with a front and a rear bump panel and no side bumpers (an rFLEX) is asked for
    // its panels by their name (issue 38: "Press the centre (front) bumper").
    void bumpPanelsAreAskedForByTheirName()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        StepContext rflexLike = kobukiLike(true);
        Contacts &has = rflexLike.robot.capabilities.contacts;
        has = Contacts{};
        has.bumperCentre = has.bumperRear = true;
        step.begin(rflexLike);
        QCOMPARE(step.prompts().size(), std::size_t(2));
        QCOMPARE(step.prompts()[0].text, std::string("Press the front bump panel"));
        QCOMPARE(step.prompts()[1].text, std::string("Press the rear bump panel"));
        step.consume(contactSample(0, {}));
        step.skipPrompt(0);
        step.skipPrompt(1);
        QCOMPARE(step.result().reason, std::string("skipped by operator: front bump panel, rear bump panel"));
    }

    void withoutAnOperatorTheContactStepsAreSkipped()
    {
        ContactPromptStep step("bumpers", "bumpers", ContactPromptStep::bumpers());
        step.begin(kobukiLike(false));
        QCOMPARE(step.result().status, StepStatus::Skipped);
        QCOMPARE(step.result().reason, std::string("interactive: run the self-test in the dashboard"));
    }

    void aRobotWithoutWheelDropsSkipsThatGroup()
    {
        ContactPromptStep step("wheel-drops", "wheel drops", ContactPromptStep::wheelDrops());
        step.begin(kobukiLike(true));
        QCOMPARE(step.result().status, StepStatus::Skipped);
        QCOMPARE(step.result().reason, std::string("this robot has no wheel drops"));
    }

    void eachPressedButtonTicksItsPrompt()
    {
        ContactPromptStep step("buttons", "buttons", ContactPromptStep::buttons());
        step.begin(kobukiLike(true));
        QCOMPARE(step.title(), std::string("Buttons (interactive)"));
        QCOMPARE(step.prompts().size(), std::size_t(3));
        QCOMPARE(step.prompts()[1].text, std::string("Press and release button B1"));
        int ms = 0;
        step.consume(buttonSample(ms += 20, 0));
        step.consume(sampleAt(ms += 20));  // a frame without the buttons says nothing
        for (std::uint32_t bit : {0x1u, 0x2u, 0x4u}) {
            step.consume(buttonSample(ms += 20, bit));
            step.consume(buttonSample(ms += 20, 0));
        }
        QCOMPARE(step.result().status, StepStatus::Passed);
        QCOMPARE(figureNamed(step.result(), "seen")->text, std::string("button B0, button B1, button B2"));
    }

    void aButtonNeverPressedFailsByNameAndAHeldOneSaysStuck()
    {
        ContactPromptStep step("buttons", "buttons", ContactPromptStep::buttons());
        step.begin(kobukiLike(true));
        // B0 works, B1 is held down throughout, B2 never reports a press.
        for (int ms = 0; !step.result().isFinished() && ms <= 12000; ms += 20)
            step.consume(buttonSample(ms, 0x2u | (ms % 1000 > 500 ? 0x1u : 0u)));
        QCOMPARE(step.prompts()[0].state, StepPrompt::State::Seen);
        QCOMPARE(step.result().status, StepStatus::Failed);
        QCOMPARE(step.result().reason, std::string("never seen within 10 s: button B1 (never off: stuck?), button B2"));
    }

    void aRobotWithoutButtonsOrLightsSkipsThoseSteps()
    {
        StepContext context = kobukiLike(true);
        context.robot.capabilities.buttons.clear();
        context.robot.capabilities.lights.clear();
        ContactPromptStep buttons("buttons", "buttons", ContactPromptStep::buttons());
        buttons.begin(context);
        QCOMPARE(buttons.result().status, StepStatus::Skipped);
        QCOMPARE(buttons.result().reason, std::string("this robot has no buttons"));
        LightPromptStep lights;
        lights.begin(context);
        QCOMPARE(lights.result().status, StepStatus::Skipped);
        QCOMPARE(lights.result().reason, std::string("this robot has no lights"));
        QVERIFY(lights.takeCommands().empty());
    }

    void withoutAnOperatorTheButtonsAndLightsAreSkipped()
    {
        ContactPromptStep buttons("buttons", "buttons", ContactPromptStep::buttons());
        buttons.begin(kobukiLike(false));
        QCOMPARE(buttons.result().reason, std::string("interactive: run the self-test in the dashboard"));
        LightPromptStep lights;
        lights.begin(kobukiLike(false));
        QCOMPARE(lights.result().status, StepStatus::Skipped);
        QCOMPARE(lights.result().reason, std::string("interactive: run the self-test in the dashboard"));
        QVERIFY(lights.takeCommands().empty());  // the lights stay as the user set them
    }

    void theLightsStepLightsEachColourInTurnAndRestoresThem()
    {
        LightPromptStep step;
        step.begin(kobukiLike(true));
        QCOMPARE(step.prompts().size(), std::size_t(3));
        QCOMPARE(step.prompts()[0].text, std::string("Is LED1 lit green?"));
        QVERIFY(step.prompts()[0].question);
        QCOMPARE(step.prompts()[0].state, StepPrompt::State::Waiting);
        QCOMPARE(step.prompts()[1].state, StepPrompt::State::Queued);
        QCOMPARE(lightCommands(step), QStringList({"0 off", "1 off", "0 lit 0"}));
        step.answerPrompt(1, true);  // not asked yet: ignored
        QCOMPARE(step.prompts()[1].state, StepPrompt::State::Queued);
        step.answerPrompt(0, true);
        QCOMPARE(lightCommands(step), QStringList({"0 lit 1"}));
        step.answerPrompt(1, true);
        QCOMPARE(lightCommands(step), QStringList({"0 off", "1 lit 0"}));
        step.answerPrompt(2, true);
        QCOMPARE(step.result().status, StepStatus::Passed);
        QCOMPARE(lightCommands(step), QStringList({"1 off", "0 restored", "1 restored"}));
        QCOMPARE(figureNamed(step.result(), "seen")->text, std::string("LED1 green, LED1 red, LED2 green"));
    }

    void aLightTheOperatorDidNotSeeFailsNamingItsColour()
    {
        LightPromptStep step;
        step.begin(kobukiLike(true));
        step.answerPrompt(0, true);
        step.answerPrompt(1, false);
        step.skipPrompt(2);
        QCOMPARE(step.prompts()[1].state, StepPrompt::State::Denied);
        QCOMPARE(step.result().status, StepStatus::Failed);
        QCOMPARE(step.result().reason, std::string("not seen by the operator: LED1 red; skipped: LED2 green"));
    }

    void skippedLightsMakeTheStepSkippedAndAnUnansweredOneFails()
    {
        LightPromptStep skipped;
        skipped.begin(kobukiLike(true));
        for (std::size_t i = 0; i < 3; ++i)
            skipped.skipPrompt(i);
        QCOMPARE(skipped.result().status, StepStatus::Skipped);
        QCOMPARE(skipped.result().reason, std::string("skipped by operator: LED1 green, LED1 red, LED2 green"));

        LightPromptStep unanswered;
        unanswered.begin(kobukiLike(true));
        unanswered.answerPrompt(0, true);
        for (int ms = 0; !unanswered.result().isFinished() && ms <= 12000; ms += 20)
            unanswered.consume(sampleAt(ms));
        QCOMPARE(unanswered.result().status, StepStatus::Failed);
        QCOMPARE(unanswered.result().reason, std::string("no answer within 10 s: LED1 red"));
        QCOMPARE(lightCommands(unanswered), QStringList({"0 off", "1 off", "0 lit 0", "0 lit 1", "0 restored", "1 restored"}));
    }

    void cancellingTheLightsStepRestoresTheLights()
    {
        LightPromptStep step;
        step.begin(kobukiLike(true));
        step.takeCommands();
        step.abort("cancelled by the operator");
        QCOMPARE(step.result().status, StepStatus::Failed);
        QCOMPARE(lightCommands(step), QStringList({"0 restored", "1 restored"}));
        step.abort("again");
        QVERIFY(step.takeCommands().empty());
    }

    void theJsonReportHasTheButtonsAndLightsSteps()
    {
        LightPromptStep lights;
        lights.begin(kobukiLike(true));
        lights.answerPrompt(0, false);
        lights.answerPrompt(1, true);
        lights.answerPrompt(2, true);
        SelfTestReport report;
        report.family = "kobuki";
        report.steps.push_back({"buttons", "Buttons (interactive)", {}});
        report.steps.back().result.status = StepStatus::Skipped;
        report.steps.back().result.reason = "interactive: run the self-test in the dashboard";
        report.steps.push_back({lights.id(), lights.title(), lights.result()});
        const QJsonArray steps = QJsonDocument::fromJson(selfTestJson(report)).object()["steps"].toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps.at(0).toObject()["id"].toString(), QString("buttons"));
        QCOMPARE(steps.at(0).toObject()["status"].toString(), QString("skipped"));
        QCOMPARE(steps.at(0).toObject()["reason"].toString(), QString("interactive: run the self-test in the dashboard"));
        QCOMPARE(steps.at(1).toObject()["id"].toString(), QString("lights"));
        QCOMPARE(steps.at(1).toObject()["status"].toString(), QString("failed"));
        QCOMPARE(steps.at(1).toObject()["reason"].toString(), QString("not seen by the operator: LED1 green"));
        QCOMPARE(steps.at(1).toObject()["figures"].toArray().at(0).toObject()["text"].toString(),
                 QString("LED1 red, LED2 green"));
    }

    void theJsonReportNamesTheRobotAndEveryStep()
    {
        SelfTestReport report;
        report.family = "kobuki";
        report.device.firmware = "1.2.0";
        report.device.serial = "97-2A-1F";
        report.startedUtc = "2026-11-24T18:00:00Z";
        report.program = "robodash-cli 0.1.0";
        report.steps.push_back({"gyro-drift", "Gyro drift standing still", runGyro(0.1)});
        report.steps.push_back({"battery", "Battery", {}});
        const QJsonObject root = QJsonDocument::fromJson(selfTestJson(report)).object();
        QCOMPARE(root["format"].toString(), QString("robodash-self-test-1"));
        QCOMPARE(root["robot"].toObject()["firmware"].toString(), QString("1.2.0"));
        QCOMPARE(root["robot"].toObject()["serial"].toString(), QString("97-2A-1F"));
        QCOMPARE(root["started_utc"].toString(), QString("2026-11-24T18:00:00Z"));
        QCOMPARE(root["summary"].toObject()["failed"].toInt(), 1);
        const QJsonObject gyro = root["steps"].toArray().at(0).toObject();
        QCOMPARE(gyro["id"].toString(), QString("gyro-drift"));
        QCOMPARE(gyro["status"].toString(), QString("failed"));
        QVERIFY(gyro["reason"].toString().startsWith("gyro drifts"));
        const QJsonObject drift = gyro["figures"].toArray().at(0).toObject();
        QCOMPARE(drift["unit"].toString(), QString("deg/min"));
        QCOMPARE(drift["limit"].toDouble(), 1.5);
        const QJsonArray points = gyro["series"].toArray().at(0).toObject()["points"].toArray();
        QVERIFY(points.size() >= 20);
        QCOMPARE(points.at(0).toArray().size(), 2);
    }

    // A Rover reports no serial number: its register 40 is a firmware code, and the report
    // says so instead of passing the code off as the robot's serial ("Rover Pro 10300").
    void aRobotsUnreportedIdentityIsSaidToBeUnreported()
    {
        SelfTestReport report;
        report.family = "rover";
        report.familyName = "Rover Pro";
        report.device.model = "Rover Pro";
        report.device.firmware = "1.3.0 (1.x line)";
        report.device.firmwareCode = "10300";
        report.device.complete = true;  // it said who it is: what it left out, it does not report
        const QString html = selfTestHtml(report);
        QVERIFY2(html.contains("<title>RoboDash self-test: Rover Pro</title>"), qPrintable(html.left(400)));
        QVERIFY(html.contains("<tr><th>Serial / UDID</th><td>not reported by this robot</td></tr>"));
        QVERIFY(html.contains("<tr><th>Hardware</th><td>not reported by this robot</td></tr>"));
        QVERIFY(html.contains("<tr><th>Firmware code</th><td>10300</td></tr>"));
        const QJsonObject robot = QJsonDocument::fromJson(selfTestJson(report)).object()["robot"].toObject();
        QCOMPARE(robot["serial"].toString(), QString());
        QCOMPARE(robot["firmwareCode"].toString(), QString("10300"));

        report.device.serial = "05d2ff30-32363135-ffffffff";  // a Kobuki's UDID is its title's
        QVERIFY(selfTestHtml(report).contains("<title>RoboDash self-test: Rover Pro 05d2ff30-32363135-ffffffff</title>"));
        report.device.complete = false;  // a robot that never answered is not blamed for it
        QVERIFY(selfTestHtml(report).contains("<tr><th>Hardware</th><td>not received</td></tr>"));
    }
};

QTEST_GUILESS_MAIN(TestSelfTestSteps)

}  // namespace tst_selftest_steps
#include "tst_selftest_steps.moc"
