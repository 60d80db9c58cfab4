#pragma once
// One check of the self-test (app/selftest/README.md). The engine begins it, hands it every
// telemetry sample and sends the motion it asks for; the step ends itself as passed, failed
// with a reason or skipped with a reason, with figures and series. Time is the samples' own
// (receivedMs), counted from the first sample the step sees, so a test feeding samples by
// hand or a slow machine gets the same answer. A step may also have family-neutral commands
// sent (a light to set, core::SetLightCommand): the engine takes them after every call.

#include "DriveCommand.h"
#include "StepContext.h"
#include "StepPrompt.h"
#include "StepResult.h"
#include "core/FamilyCommand.h"
#include "core/TelemetrySample.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::selftest {

class SelfTestStep {
public:
    virtual ~SelfTestStep() = default;

    virtual std::string id() const = 0;     // "gyro-drift": the report's key
    virtual std::string title() const = 0;  // "Gyro drift standing still"

    // Running from now on; a step that does not apply skips itself at once.
    void begin(const StepContext &context);
    void consume(const core::TelemetrySample &sample);
    // Cancelled or the link lost: a running step fails with `reason`, a pending one is skipped.
    void abort(const std::string &reason);

    virtual DriveCommand command() const { return {}; }
    const StepResult &result() const { return m_result; }
    const std::vector<StepPrompt> &prompts() const { return m_prompts; }
    // The operator skipped prompt `index` ("skipped by operator").
    void skipPrompt(std::size_t index);
    // The operator answered question `index` (a prompt with `question` set) Yes or No.
    void answerPrompt(std::size_t index, bool yes);
    // The commands for the link since the last call, in order; the engine sends them.
    std::vector<core::FamilyCommand> takeCommands();

protected:
    virtual void start() = 0;
    virtual void onSample(const core::TelemetrySample &sample) = 0;
    virtual void onPromptSkipped() {}
    virtual void onPromptAnswered() {}
    // The step has just finished, however (passed, failed, skipped, aborted): undo what it
    // changed on the robot here.
    virtual void onFinished() {}

    const StepContext &context() const { return m_context; }
    const SelfTestSettings &settings() const { return m_context.settings; }
    double secondsSinceStart(const core::TelemetrySample &sample) const;
    bool isRunning() const { return m_result.status == StepStatus::Running; }

    void pass();
    void fail(const std::string &reason);
    void skip(const std::string &reason);
    void addFigure(const std::string &name, double value, const std::string &unit,
                   std::optional<double> limit = std::nullopt);
    void addTextFigure(const std::string &name, const std::string &text);
    // The new series' index, for series(); a reference would not survive the next one.
    std::size_t addSeries(const std::string &name, const std::string &unit);
    SelfTestSeries &series(std::size_t index) { return m_result.series.at(index); }
    // A point of series `index`, at most ten a second: a report's sparkline needs no more.
    void addPoint(std::size_t index, double seconds, double value);
    std::vector<StepPrompt> &mutablePrompts() { return m_prompts; }
    void send(core::FamilyCommand command) { m_commands.push_back(std::move(command)); }

private:
    void finishAs(StepStatus status, const std::string &reason);

    StepContext m_context;
    StepResult m_result;
    std::vector<StepPrompt> m_prompts;
    std::vector<core::FamilyCommand> m_commands;
    std::optional<std::int64_t> m_startMs;
};

}  // namespace robodash::selftest
