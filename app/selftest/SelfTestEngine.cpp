#include "SelfTestEngine.h"

#include "SelfTestPlan.h"
#include "core/SetDriveEnabledCommand.h"
#include "link/RobotLink.h"

#include <QDateTime>

namespace robodash::selftest {

SelfTestEngine::SelfTestEngine(link::RobotLink &link, core::RobotInfo robot, SelfTestSettings settings,
                               QObject *parent)
    : QObject(parent), m_link(&link), m_robot(std::move(robot)), m_settings(settings), m_steps(makeSelfTestSteps())
{
    using link::RobotLink;
    connect(&link, &RobotLink::telemetry, this, &SelfTestEngine::onTelemetry);
    connect(&link, &RobotLink::warning, this, &SelfTestEngine::noteWarning);
    connect(&link, &RobotLink::disconnected, this, [this](const QString &reason) {
        cancel(QStringLiteral("link lost: ") + reason);
    });
    connect(&link, &RobotLink::onlineChanged, this, [this](bool online) {
        if (!online)
            cancel(QStringLiteral("link lost: the robot went offline"));
    });
    connect(&link, &RobotLink::connected, this, [this] {
        m_device = {};  // another robot, perhaps: it says who it is again
        m_firmwareWarning.clear();
        m_driveHeld.reset();
    });
    m_silence.setSingleShot(true);
    m_silence.setInterval(m_settings.noTelemetryAbortMs);
    connect(&m_silence, &QTimer::timeout, this, [this] {
        cancel(QStringLiteral("no telemetry from the robot for %1 s").arg(m_settings.noTelemetryAbortMs / 1000.0));
    });
}

SelfTestEngine::~SelfTestEngine()
{
    if (!isRunning())
        return;
    stopRobot();
    holdDriveAgain();
    // The running step gives back what it changed (the lights) before the engine goes.
    m_steps[m_current]->abort("the self-test was closed");
    sendCommandsOf(m_current);
}

void SelfTestEngine::start()
{
    if (isRunning())
        return;
    m_steps = makeSelfTestSteps();
    m_cancelReason.clear();
    m_skipQuestions = false;
    m_startedUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    m_port = m_link ? m_link->port().toStdString() : std::string();
    m_silence.start();
    m_current = 0;  // running from here on: readers of started() see it so
    emit started();
    if (!m_link || !m_link->isConnected()) {
        cancel(QStringLiteral("no robot connected"));
        return;
    }
    releaseHeldDrive();
    beginFrom(0);
}

void SelfTestEngine::cancel(const QString &reason)
{
    if (!isRunning())
        return;
    stopRobot();
    if (m_link)
        m_link->stop();  // an e-stop as well: whatever was under way ends now
    m_cancelReason = reason;
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        m_steps[i]->abort(reason.toStdString());
        sendCommandsOf(static_cast<int>(i));
        emit stepChanged(static_cast<int>(i));
    }
    finish();
}

bool SelfTestEngine::isAskingOperator() const
{
    return isRunning() && !m_steps[m_current]->prompts().empty();
}

void SelfTestEngine::skipPrompt(int step, int prompt)
{
    if (step != m_current || prompt < 0)
        return;
    m_steps[step]->skipPrompt(static_cast<std::size_t>(prompt));
    sendCommandsOf(step);
    emit stepChanged(step);
    afterSample();
}

void SelfTestEngine::skipRemainingQuestions()
{
    if (!isRunning())
        return;
    m_skipQuestions = true;
    skipQuestionsAsked();
    emit stepChanged(m_current);
    afterSample();
}

void SelfTestEngine::skipQuestionsAsked()
{
    if (!m_skipQuestions)
        return;
    SelfTestStep &step = *m_steps[m_current];
    // A light's question comes when the one before it is answered: skip until none waits.
    for (bool skipped = true; skipped && !step.result().isFinished();) {
        skipped = false;
        for (std::size_t i = 0; i < step.prompts().size(); ++i) {
            if (step.prompts()[i].state != StepPrompt::State::Waiting)
                continue;
            step.skipPrompt(i);
            sendCommandsOf(m_current);
            // Only a prompt that really changed asks for another round: never loops on a refusal.
            skipped = skipped || step.prompts()[i].state != StepPrompt::State::Waiting;
        }
    }
}

void SelfTestEngine::answerPrompt(int step, int prompt, bool yes)
{
    if (step != m_current || prompt < 0)
        return;
    m_steps[step]->answerPrompt(static_cast<std::size_t>(prompt), yes);
    sendCommandsOf(step);
    emit stepChanged(step);
    afterSample();
}

void SelfTestEngine::onTelemetry(const core::TelemetrySample &sample)
{
    noteDevice(sample);
    if (!isRunning())
        return;
    m_silence.start();
    m_steps[m_current]->consume(sample);
    sendCommandsOf(m_current);
    skipQuestionsAsked();
    emit stepChanged(m_current);
    afterSample();
}

void SelfTestEngine::afterSample()
{
    if (!isRunning())
        return;
    SelfTestStep &step = *m_steps[m_current];
    if (step.result().isFinished()) {
        stopRobot();
        beginFrom(m_current + 1);
        return;
    }
    const DriveCommand command = step.command();
    if (m_link)
        m_link->drive(command.linearMps, command.angularRadps);
}

void SelfTestEngine::beginFrom(int index)
{
    StepContext context{m_robot, m_settings, m_interactive, m_device, m_firmwareWarning,
                        m_port.rfind("ros2:", 0) == 0};
    for (m_current = index; m_current < static_cast<int>(m_steps.size()); ++m_current) {
        m_steps[m_current]->begin(context);
        sendCommandsOf(m_current);
        skipQuestionsAsked();
        emit stepChanged(m_current);
        if (!m_steps[m_current]->result().isFinished())
            return;
    }
    stopRobot();
    finish();
}

void SelfTestEngine::finish()
{
    holdDriveAgain();
    m_current = -1;
    m_silence.stop();
    emit finished();
}

void SelfTestEngine::stopRobot()
{
    if (m_link)
        m_link->drive(0, 0);
}

void SelfTestEngine::sendCommandsOf(int index)
{
    for (const core::FamilyCommand &command : m_steps[index]->takeCommands()) {
        if (m_link)
            m_link->sendCommand(command);
    }
}

void SelfTestEngine::noteDevice(const core::TelemetrySample &sample)
{
    if (sample.core.device)
        m_device = *sample.core.device;
    if (sample.core.driveHeld)
        m_driveHeld = sample.core.driveHeld;
}

void SelfTestEngine::releaseHeldDrive()
{
    if (!m_link)
        return;
    // The dashboard's Motors switch gates every speed sent (off at each connect to a robot on
    // the network): closed, the drive steps would fail a robot that never moved. Starting the
    // test is the operator's word that it may drive; the gate closes again after.
    m_openedDriveGate = !m_link->motorsEnabled();
    if (m_openedDriveGate)
        m_link->setMotorsEnabled(true);
    // Unknown counts as held: such a robot is held at every connect until told otherwise.
    if (!m_robot.capabilities.driveCanBeHeld || m_driveHeld == false)
        return;
    m_link->sendCommand(core::FamilyCommand(core::SetDriveEnabledCommand{true}));
    m_releasedDrive = true;
}

void SelfTestEngine::holdDriveAgain()
{
    if (m_link && m_releasedDrive)  // the driver sends zero before it holds the drive
        m_link->sendCommand(core::FamilyCommand(core::SetDriveEnabledCommand{false}));
    if (m_link && m_openedDriveGate)  // the gate closes last
        m_link->setMotorsEnabled(false);
    m_releasedDrive = false;
    m_openedDriveGate = false;
}

void SelfTestEngine::noteWarning(const QString &message)
{
    // A network robot's list of what its topics do not carry (the firmware version among
    // them) says nothing about the firmware itself.
    if (message.contains(QLatin1String("firmware"), Qt::CaseInsensitive)
        && !message.startsWith(QLatin1String("not on the network")))
        m_firmwareWarning = message.toStdString();
}

SelfTestReport SelfTestEngine::report() const
{
    SelfTestReport report;
    report.family = m_robot.name;
    report.familyName = m_robot.displayName;
    report.port = m_port;
    report.device = m_device;
    report.startedUtc = m_startedUtc;
    report.program = m_program;
    report.cancelled = !m_cancelReason.isEmpty();
    report.cancelReason = m_cancelReason.toStdString();
    for (const auto &step : m_steps)
        report.steps.push_back({step->id(), step->title(), step->result()});
    return report;
}

}  // namespace robodash::selftest
