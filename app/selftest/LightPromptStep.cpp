#include "LightPromptStep.h"

#include "FormatText.h"
#include "core/SetLightCommand.h"

namespace robodash::selftest {

using core::SetLightCommand;

void LightPromptStep::start()
{
    const std::vector<core::RobotLight> &lights = context().robot.capabilities.lights;
    if (lights.empty()) {
        skip("this robot has no lights");
        return;
    }
    if (!context().interactive) {
        skip("interactive: run the self-test in the dashboard");
        return;
    }
    for (std::size_t light = 0; light < lights.size(); ++light) {
        for (std::size_t colour = 0; colour < lights[light].colours.size(); ++colour) {
            const core::RobotLight &l = lights[light];
            m_questions.push_back({light, colour, l.name + " " + l.colours[colour]});
            mutablePrompts().push_back(
                StepPrompt{"Is " + l.name + " lit " + l.colours[colour] + "?", StepPrompt::State::Queued, true});
        }
    }
    if (m_questions.empty()) {
        skip("this robot's lights have no colours to show");
        return;
    }
    // All dark first, so that the one lit is the one asked about.
    m_lightsTouched = true;
    for (std::size_t light = 0; light < lights.size(); ++light)
        send(core::FamilyCommand(SetLightCommand::off(light)));
    ask(0);
}

void LightPromptStep::ask(std::size_t index)
{
    m_asking = index;
    m_askedAtSeconds.reset();
    mutablePrompts()[index].state = StepPrompt::State::Waiting;
    send(core::FamilyCommand(SetLightCommand::lit(m_questions[index].light, m_questions[index].colour)));
}

void LightPromptStep::askNextOrFinish()
{
    if (!isRunning() || prompts()[m_asking].state == StepPrompt::State::Waiting)
        return;
    const std::size_t next = m_asking + 1;
    const std::size_t light = m_questions[m_asking].light;
    if (next >= m_questions.size() || m_questions[next].light != light)
        send(core::FamilyCommand(SetLightCommand::off(light)));  // done with this light
    if (next < m_questions.size())
        ask(next);
    else
        finishAnswered();
}

void LightPromptStep::onSample(const core::TelemetrySample &sample)
{
    const double now = secondsSinceStart(sample);
    if (!m_askedAtSeconds)
        m_askedAtSeconds = now;
    if (now - *m_askedAtSeconds < settings().promptSeconds)
        return;
    const std::string seen = namesIn(StepPrompt::State::Seen);
    if (!seen.empty())
        addTextFigure("seen", seen);
    fail(formatText("no answer within %.0f s: %s", settings().promptSeconds,
                    m_questions[m_asking].name.c_str()));
}

void LightPromptStep::finishAnswered()
{
    const std::string seen = namesIn(StepPrompt::State::Seen);
    if (!seen.empty())
        addTextFigure("seen", seen);
    const std::string denied = namesIn(StepPrompt::State::Denied);
    const std::string skipped = namesIn(StepPrompt::State::Skipped);
    if (!denied.empty())
        fail("not seen by the operator: " + denied + (skipped.empty() ? "" : "; skipped: " + skipped));
    else if (!skipped.empty())
        skip("skipped by operator: " + skipped);
    else
        pass();
}

void LightPromptStep::onFinished()
{
    if (!m_lightsTouched)
        return;
    m_lightsTouched = false;
    for (std::size_t light = 0; light < context().robot.capabilities.lights.size(); ++light)
        send(core::FamilyCommand(SetLightCommand::restored(light)));
}

std::string LightPromptStep::namesIn(StepPrompt::State state) const
{
    std::string names;
    for (std::size_t i = 0; i < m_questions.size(); ++i) {
        if (prompts()[i].state == state)
            names += (names.empty() ? "" : ", ") + m_questions[i].name;
    }
    return names;
}

}  // namespace robodash::selftest
