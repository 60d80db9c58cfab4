#pragma once
// Runs the self-test's steps one after another on a connected robot (app/selftest/README.md).
// Family-neutral: it reads the telemetry core, takes what the family has from its RobotInfo
// capabilities, and drives through RobotLink::drive, so the safety layer and the dead-man
// apply. Each step runs on telemetry time; the engine sends the step's motion on every
// sample (the link's dead-man wants 10 Hz or more) and stops the robot between steps, when
// the test ends, and on cancel, link loss or silence. A step's family-neutral commands (the
// lights step's core::SetLightCommand) go through RobotLink::sendCommand.
//
// Running the self-test is a request to drive the robot, as the drive pad is: a robot whose
// drive is held (RobotCapabilities::driveCanBeHeld, the rFLEX's brake) and says so
// (TelemetryCore::driveHeld, or has not said otherwise) is released before the first step
// (core::SetDriveEnabledCommand, and the link's drive gate opened if it was closed) and held
// again when the test ends however it ends, as it was.

#include "SelfTestReport.h"
#include "SelfTestSettings.h"
#include "SelfTestStep.h"
#include "core/RobotInfo.h"
#include "core/TelemetrySample.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace robodash::link {
class RobotLink;
}

namespace robodash::selftest {

class SelfTestEngine : public QObject {
    Q_OBJECT
public:
    // `robot` is the family's description (its driver's info()): limits and capabilities.
    // The engine listens to `link` from now on and learns who the robot is from the samples
    // that say so (on connecting): make it before the link connects, or the identity step
    // waits for a reconnect and fails.
    SelfTestEngine(link::RobotLink &link, core::RobotInfo robot, SelfTestSettings settings,
                   QObject *parent = nullptr);
    ~SelfTestEngine() override;

    // With an operator (the dashboard) the interactive steps ask; without (the command
    // line) they are skipped. Default: false.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    void setProgram(const std::string &versionLine) { m_program = versionLine; }

    bool isRunning() const { return m_current >= 0; }
    bool hasRun() const { return !m_startedUtc.empty(); }  // started at least once
    int currentStep() const { return m_current; }  // -1 when not running
    // The steps of the latest run (all pending before the first).
    const std::vector<std::unique_ptr<SelfTestStep>> &steps() const { return m_steps; }
    // The running step waits for the operator (its prompts): the robot is not driven.
    bool isAskingOperator() const;
    SelfTestReport report() const;

public slots:
    void start();  // a fresh set of steps, from the first; ignored while running
    // Stops the robot; the running step fails with `reason`, the rest are skipped with it.
    void cancel(const QString &reason = QStringLiteral("cancelled by the operator"));
    void skipPrompt(int step, int prompt);
    void answerPrompt(int step, int prompt, bool yes);  // a question's Yes or No
    // Skips every question of this run from now on: the running step's and each later
    // step's as it asks (the automatic checks still run). Until the next start().
    void skipRemainingQuestions();

signals:
    void started();
    void stepChanged(int index);  // status, figures or prompts of step `index` changed
    void finished();              // every step done, or cancelled: report() is complete

private:
    void onTelemetry(const core::TelemetrySample &sample);
    void noteDevice(const core::TelemetrySample &sample);
    void noteWarning(const QString &message);
    // Begins steps from `index` on until one keeps running (a skipped step ends at once).
    void beginFrom(int index);
    void afterSample();
    void finish();
    void stopRobot();
    void releaseHeldDrive();
    void holdDriveAgain();  // what releaseHeldDrive() released or opened, if anything
    // Sends what step `index` asked the link for (a light to set) since it last did.
    void sendCommandsOf(int index);
    // With skipRemainingQuestions(): skips what the running step asks now.
    void skipQuestionsAsked();

    // The link may go first (a window's session before its dialogs): then nothing is sent.
    QPointer<link::RobotLink> m_link;
    core::RobotInfo m_robot;
    SelfTestSettings m_settings;
    bool m_interactive = false;
    std::string m_program;
    core::DeviceInfo m_device;
    std::string m_firmwareWarning;
    std::vector<std::unique_ptr<SelfTestStep>> m_steps;
    int m_current = -1;
    std::string m_startedUtc;
    std::string m_port;
    QString m_cancelReason;
    bool m_skipQuestions = false;  // skipRemainingQuestions() in this run
    QTimer m_silence;
    std::optional<bool> m_driveHeld;  // as the telemetry last said
    bool m_releasedDrive = false;     // this run released a held drive (an rFLEX's brake)
    bool m_openedDriveGate = false;   // this run opened the link's drive gate (Motors)
};

}  // namespace robodash::selftest
