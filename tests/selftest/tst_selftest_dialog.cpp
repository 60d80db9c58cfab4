// The self-test in the dashboard: the dialog runs every step on the virtual Kobuki, asks for
// the interactive part and ticks a lifted wheel and a pressed button as telemetry shows it,
// lets the operator skip a prompt, asks Yes or No for each LED colour one at a time (a No
// fails the step naming the light), saves the report; in the real window the drive pad is off while the self-test
// drives, and an emergency stop cancels it and stops the robot.
#include "SelfTestRig.h"
#include "EventWaits.h"

#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "SelfTestDialog.h"
#include "sim/kobuki/VirtualKobuki.h"

#include <QDir>
#include <QGroupBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <functional>

namespace tst_selftest_dialog {  // this file's names, apart in a unity batch

using namespace robodash::selftest;
using namespace robodash::selftest::testing;

namespace {

constexpr int kTimeoutMs = 60000;

int visibleSkipButtons(SelfTestDialog &dialog)
{
    int count = 0;
    for (QPushButton *button : dialog.findChildren<QPushButton *>())
        count += button->text() == QLatin1String("Skip") && button->isVisible() ? 1 : 0;
    return count;
}

// Presses the Skip button of every prompt on screen now.
void skipAllPrompts(SelfTestDialog &dialog)
{
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Skip") && button->isVisible())
            button->click();
    }
}

// The enabled, visible buttons labelled `text` (a light question's Yes or No: only the one
// asked now is enabled).
QList<QPushButton *> enabledButtons(SelfTestDialog &dialog, const QString &text)
{
    QList<QPushButton *> found;
    for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
        if (button->text() == text && button->isVisible() && button->isEnabled())
            found << button;
    }
    return found;
}

// Saves the dialog as `name`.png in $ROBODASH_SELFTEST_SHOTS, when set, to look at.
void saveShot(SelfTestDialog &dialog, const QString &name)
{
    const QByteArray dir = qgetenv("ROBODASH_SELFTEST_SHOTS");
    if (!dir.isEmpty())
        dialog.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name + ".png"));
}

const StepResult &resultOf(SelfTestDialog &dialog, const std::string &id)
{
    for (const auto &step : dialog.engine().steps()) {
        if (step->id() == id)
            return step->result();
    }
    static const StepResult none;
    return none;
}

// Triggers each of `sensors` (on, `holdMs`, off, `holdMs`) again and again while step `id`
// runs: on a loaded machine a short press can fall between the samples the prompt is armed
// for; a sensor already seen stays seen.
void triggerWhileRunning(SelfTestDialog &dialog, const std::string &id, std::initializer_list<int> sensors,
                         int holdMs, const std::function<void(int, bool)> &set)
{
    for (int round = 0; round < 20 && resultOf(dialog, id).status == StepStatus::Running; ++round) {
        for (int sensor : sensors) {
            set(sensor, true);
            QTest::qWait(holdMs);
            set(sensor, false);
            QTest::qWait(holdMs);
        }
    }
}

// Short steps, but a minute for each question: a loaded machine must not time one out.
SelfTestSettings patientSettings()
{
    SelfTestSettings settings = shortSettings();
    settings.promptSeconds = 60;
    return settings;
}

// Connects `session` to the virtual Kobuki, waits until the dialog has heard who it is, and
// shows the dialog.
bool connectToTheTwinAndShow(robodash::app::RobotSession &session, SelfTestDialog &dialog)
{
    QSignalSpy identity(&session.link(), &robodash::link::RobotLink::identityComplete);
    session.link().connectTo(QStringLiteral("sim:"));
    if (!identity.wait(15000) && identity.isEmpty())
        return false;
    dialog.show();
    return QTest::qWaitForWindowExposed(&dialog, robodash::waits::kEventMs);
}

}  // namespace

class TestSelfTestDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
    }

    void theDialogRunsAskTicksAndSavesTheReport()
    {
        robodash::app::RobotSession session("kobuki");
        // Made before the robot connects, as the window makes it: it hears who the robot is.
        SelfTestDialog dialog(session.link(), familyInfo("kobuki"), patientSettings());
        QVERIFY(connectToTheTwinAndShow(session, dialog));
        QCOMPARE(dialog.stepList()->topLevelItemCount(), 11);  // listed before the start

        dialog.startTest();
        QVERIFY(dialog.isRunning());
        // Bumpers, then cliff sensors: skipped by the operator.
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "bumpers").status == StepStatus::Running, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(visibleSkipButtons(dialog), 3, robodash::waits::kEventMs);
        skipAllPrompts(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "cliff-sensors").status == StepStatus::Running, robodash::waits::kEventMs);
        QTRY_COMPARE_WITH_TIMEOUT(visibleSkipButtons(dialog), 3, robodash::waits::kEventMs);
        skipAllPrompts(dialog);
        // Wheel drops: lift each wheel of the twin and put it down again.
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "wheel-drops").status == StepStatus::Running, robodash::waits::kEventMs);
        const auto twin = session.virtualKobuki();
        triggerWhileRunning(dialog, "wheel-drops", {1, 0}, 300,
                            [&](int wheel, bool lifted) { twin->liftWheel(wheel, lifted); });
        // Buttons: press each of the twin's, the same way.
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "buttons").status == StepStatus::Running, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(visibleSkipButtons(dialog), 3, robodash::waits::kEventMs);
        saveShot(dialog, "selftest-buttons");
        triggerWhileRunning(dialog, "buttons", {0, 1, 2}, 200,
                            [&](int button, bool pressed) { twin->pressButton(button, pressed); });
        // Lights: one question at a time, each answered once the twin shows it; LED2 red is
        // "not seen".
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "lights").status == StepStatus::Running, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(visibleSkipButtons(dialog), 6, robodash::waits::kEventMs);
        const QList<std::uint16_t> shown = {0x02F0, 0x03F0, 0x01F0, 0x08F0, 0x0CF0, 0x04F0};
        for (int question = 0; question < shown.size(); ++question) {
            QTRY_COMPARE_WITH_TIMEOUT(twin->outputWord(), shown[question], 10000);
            QCOMPARE(enabledButtons(dialog, "Yes").size(), 1);
            if (question == 2)
                saveShot(dialog, "selftest-lights");
            enabledButtons(dialog, question == 5 ? "No" : "Yes").first()->click();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(twin->outputWord(), std::uint16_t(0x00F0), 10000);  // as it was

        QCOMPARE(resultOf(dialog, "identity").status, StepStatus::Passed);
        QCOMPARE(resultOf(dialog, "bumpers").status, StepStatus::Skipped);
        QVERIFY(QString::fromStdString(resultOf(dialog, "bumpers").reason).startsWith("skipped by operator: left bumper"));
        QCOMPARE(resultOf(dialog, "wheel-drops").status, StepStatus::Passed);
        QCOMPARE(resultOf(dialog, "buttons").status, StepStatus::Passed);
        QCOMPARE(resultOf(dialog, "lights").status, StepStatus::Failed);
        QCOMPARE(resultOf(dialog, "lights").reason, std::string("not seen by the operator: LED2 red"));
        QCOMPARE(resultOf(dialog, "drive-straight").status, StepStatus::Passed);
        QCOMPARE(dialog.stepList()->topLevelItem(3)->text(1), QStringLiteral("passed"));

        const QByteArray shot = qgetenv("ROBODASH_SELFTEST_SCREENSHOT");
        if (!shot.isEmpty())
            dialog.grab().save(QString::fromLocal8Bit(shot));
        QTemporaryDir dir;
        QVERIFY(dialog.saveReport(dir.filePath("kobuki-report")));
        QFile html(dir.filePath("kobuki-report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QByteArray page = html.readAll();
        QVERIFY(page.contains("<svg"));
        QVERIFY(page.contains("Gyro drift standing still"));
        QFile json(dir.filePath("kobuki-report.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QByteArray report = json.readAll();
        QVERIFY(report.contains("\"id\": \"buttons\""));
        QVERIFY(report.contains("not seen by the operator: LED2 red"));
    }

    // Issue 38: eleven Skip clicks on a robot standing on a desk. One click skips every
    // question of the run; the automatic steps still run and pass.
    void skipAllQuestionsSkipsEveryInteractiveStepWithOneClick()
    {
        robodash::app::RobotSession session("kobuki");
        SelfTestDialog dialog(session.link(), familyInfo("kobuki"), patientSettings());
        QVERIFY(connectToTheTwinAndShow(session, dialog));
        dialog.startTest();
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "bumpers").status == StepStatus::Running, kTimeoutMs);
        QPushButton *skipAll = nullptr;
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            if (button->text() == QLatin1String("Skip all &questions"))
                skipAll = button;
        }
        QVERIFY(skipAll);
        QTRY_VERIFY_WITH_TIMEOUT(skipAll->isVisible(), robodash::waits::kEventMs);
        skipAll->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), kTimeoutMs);
        for (const char *asked : {"bumpers", "cliff-sensors", "wheel-drops", "buttons", "lights"}) {
            QVERIFY2(resultOf(dialog, asked).status == StepStatus::Skipped, asked);
            QVERIFY2(QString::fromStdString(resultOf(dialog, asked).reason).startsWith("skipped by operator"),
                     resultOf(dialog, asked).reason.c_str());
        }
        QCOMPARE(resultOf(dialog, "identity").status, StepStatus::Passed);
        QCOMPARE(resultOf(dialog, "drive-straight").status, StepStatus::Passed);
        // The next run asks again.
        dialog.startTest();
        QTRY_VERIFY_WITH_TIMEOUT(resultOf(dialog, "bumpers").status == StepStatus::Running, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(visibleSkipButtons(dialog), 3, robodash::waits::kEventMs);
        dialog.cancelTest();
    }

    void inTheWindowThePadIsOffWhileTheTestDrivesAndAStopCancelsIt()
    {
        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        RobotDashboard window(options);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(window.link()->isOnline() && window.session()->virtualKobuki(), 15000);
        QSignalSpy identity(window.link(), &robodash::link::RobotLink::identityComplete);
        identity.wait(3000);
        SelfTestDialog *dialog = window.openSelfTest();
        QVERIFY(dialog);
        // Opening the dialog takes the focus from the window, which stops the robot (as any
        // focus loss does): the operator starts the test once the dialog has it.
        QVERIFY(QTest::qWaitForWindowActive(dialog, robodash::waits::kEventMs));
        QTest::qWait(200);
        dialog->startTest();
        QVERIFY(dialog->isRunning());
        QVERIFY(!window.joystickPad()->isEnabled());
        QCOMPARE(window.joystickPad()->disabledReason(), QStringLiteral("Off: the self-test is driving"));
        // The battery step spins the robot; the stop ends the test and the spin.
        const auto twin = window.session()->virtualKobuki();
        QTRY_VERIFY2_WITH_TIMEOUT(twin->lastBaseControl().speed != 0,
                                  qPrintable(QString::fromStdString(dialog->engine().report().cancelReason)), 20000);
        window.emergencyStop();
        QVERIFY(!dialog->isRunning());
        QCOMPARE(dialog->engine().report().cancelReason, std::string("STOP pressed"));
        QTRY_COMPARE_WITH_TIMEOUT(twin->lastBaseControl().speed, std::int16_t(0), robodash::waits::kEventMs);
        QVERIFY(window.joystickPad()->isEnabled());
    }
};

QTEST_MAIN(TestSelfTestDialog)

}  // namespace tst_selftest_dialog
#include "tst_selftest_dialog.moc"
