#include "SelfTestStep.h"

#include <algorithm>

namespace robodash::selftest {

void SelfTestStep::begin(const StepContext &context)
{
    m_context = context;
    m_result = StepResult{};
    m_result.status = StepStatus::Running;
    m_startMs.reset();
    m_prompts.clear();
    m_commands.clear();
    start();
}

void SelfTestStep::consume(const core::TelemetrySample &sample)
{
    if (!isRunning())
        return;
    if (!m_startMs)
        m_startMs = sample.receivedMs;
    onSample(sample);
}

void SelfTestStep::abort(const std::string &reason)
{
    if (isRunning())
        fail(reason);
    else if (m_result.status == StepStatus::Pending)
        skip(reason);
}

void SelfTestStep::skipPrompt(std::size_t index)
{
    if (!isRunning() || index >= m_prompts.size() || m_prompts[index].state != StepPrompt::State::Waiting)
        return;
    m_prompts[index].state = StepPrompt::State::Skipped;
    onPromptSkipped();
}

void SelfTestStep::answerPrompt(std::size_t index, bool yes)
{
    if (!isRunning() || index >= m_prompts.size() || !m_prompts[index].question
        || m_prompts[index].state != StepPrompt::State::Waiting)
        return;
    m_prompts[index].state = yes ? StepPrompt::State::Seen : StepPrompt::State::Denied;
    onPromptAnswered();
}

std::vector<core::FamilyCommand> SelfTestStep::takeCommands()
{
    std::vector<core::FamilyCommand> commands;
    commands.swap(m_commands);
    return commands;
}

double SelfTestStep::secondsSinceStart(const core::TelemetrySample &sample) const
{
    return m_startMs ? (sample.receivedMs - *m_startMs) / 1000.0 : 0.0;
}

void SelfTestStep::pass()
{
    finishAs(StepStatus::Passed, {});
}

void SelfTestStep::fail(const std::string &reason)
{
    finishAs(StepStatus::Failed, reason);
}

void SelfTestStep::skip(const std::string &reason)
{
    finishAs(StepStatus::Skipped, reason);
}

void SelfTestStep::finishAs(StepStatus status, const std::string &reason)
{
    const bool wasRunning = isRunning();
    m_result.status = status;
    m_result.reason = reason;
    if (wasRunning)
        onFinished();
}

void SelfTestStep::addFigure(const std::string &name, double value, const std::string &unit,
                             std::optional<double> limit)
{
    m_result.figures.push_back(SelfTestFigure{name, value, unit, limit, {}});
}

void SelfTestStep::addTextFigure(const std::string &name, const std::string &text)
{
    m_result.figures.push_back(SelfTestFigure{name, 0, {}, std::nullopt, text.empty() ? "unknown" : text});
}

std::size_t SelfTestStep::addSeries(const std::string &name, const std::string &unit)
{
    m_result.series.push_back(SelfTestSeries{name, unit, {}});
    return m_result.series.size() - 1;
}

void SelfTestStep::addPoint(std::size_t index, double seconds, double value)
{
    constexpr double kMinimumGapSeconds = 0.1;
    SelfTestSeries &all = series(index);
    auto &points = all.points;
    all.low = points.empty() ? value : std::min(all.low, value);
    all.high = points.empty() ? value : std::max(all.high, value);
    if (!points.empty() && seconds - points.back().first < kMinimumGapSeconds)
        return;
    points.emplace_back(seconds, value);
}

}  // namespace robodash::selftest
