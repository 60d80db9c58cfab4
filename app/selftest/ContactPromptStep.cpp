#include "ContactPromptStep.h"

#include "FormatText.h"

#include <cctype>

namespace robodash::selftest {

using core::Contacts;

ContactPromptStep::ContactPromptStep(std::string id, std::string group, std::vector<ContactSensor> sensors)
    : m_id(std::move(id)), m_group(std::move(group)), m_all(std::move(sensors))
{
}

std::string ContactPromptStep::title() const
{
    std::string title = m_group;
    if (!title.empty())
        title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    return title + " (interactive)";
}

std::vector<ContactSensor> ContactPromptStep::bumpers()
{
    return {{"left bumper", "Press the left bumper", &Contacts::bumperLeft},
            {"centre bumper", "Press the centre (front) bumper", &Contacts::bumperCentre},
            {"right bumper", "Press the right bumper", &Contacts::bumperRight},
            {"rear bumper", "Press the rear bumper", &Contacts::bumperRear}};
}

std::vector<ContactSensor> ContactPromptStep::cliffSensors()
{
    return {{"left cliff sensor", "Hold the left cliff sensor over an edge", &Contacts::cliffLeft},
            {"centre cliff sensor", "Hold the centre cliff sensor over an edge", &Contacts::cliffCentre},
            {"right cliff sensor", "Hold the right cliff sensor over an edge", &Contacts::cliffRight}};
}

std::vector<ContactSensor> ContactPromptStep::wheelDrops()
{
    return {{"left wheel drop", "Lift the left wheel off the floor", &Contacts::wheelDropLeft},
            {"right wheel drop", "Lift the right wheel off the floor", &Contacts::wheelDropRight}};
}

void ContactPromptStep::start()
{
    const Contacts &has = context().robot.capabilities.contacts;
    for (const ContactSensor &sensor : m_all) {
        if (has.*sensor.field)
            m_asked.push_back(sensor);
    }
    if (m_asked.empty()) {
        skip("this robot has no " + m_group);
        return;
    }
    if (!context().interactive) {
        skip("interactive: run the self-test in the dashboard");
        return;
    }
    for (const ContactSensor &sensor : m_asked)
        mutablePrompts().push_back(StepPrompt{sensor.action, StepPrompt::State::Waiting});
    m_seenOff.assign(m_asked.size(), false);
}

void ContactPromptStep::onSample(const core::TelemetrySample &sample)
{
    if (sample.core.contacts) {
        const Contacts &contacts = *sample.core.contacts;
        for (std::size_t i = 0; i < m_asked.size(); ++i) {
            StepPrompt &prompt = mutablePrompts()[i];
            if (prompt.state != StepPrompt::State::Waiting)
                continue;
            const bool on = contacts.*m_asked[i].field;
            if (!on)
                m_seenOff[i] = true;
            else if (m_seenOff[i])
                prompt.state = StepPrompt::State::Seen;
        }
    }
    finishIfAnswered();
    if (isRunning() && secondsSinceStart(sample) >= settings().promptSeconds) {
        const std::string seen = namesIn(StepPrompt::State::Seen);
        if (!seen.empty())
            addTextFigure("seen", seen);
        fail(formatText("never seen within %.0f s: %s", settings().promptSeconds,
                        namesIn(StepPrompt::State::Waiting).c_str()));
    }
}

void ContactPromptStep::onPromptSkipped()
{
    finishIfAnswered();
}

void ContactPromptStep::finishIfAnswered()
{
    for (const StepPrompt &prompt : prompts()) {
        if (prompt.state == StepPrompt::State::Waiting)
            return;
    }
    const std::string seen = namesIn(StepPrompt::State::Seen);
    if (!seen.empty())
        addTextFigure("seen", seen);
    const std::string skipped = namesIn(StepPrompt::State::Skipped);
    if (skipped.empty())
        pass();
    else
        skip("skipped by operator: " + skipped);
}

std::string ContactPromptStep::namesIn(StepPrompt::State state) const
{
    std::string names;
    for (std::size_t i = 0; i < m_asked.size(); ++i) {
        if (prompts()[i].state != state)
            continue;
        const bool stuck = state == StepPrompt::State::Waiting && !m_seenOff[i];
        names += (names.empty() ? "" : ", ") + m_asked[i].name + (stuck ? " (never off: stuck?)" : "");
    }
    return names;
}

}  // namespace robodash::selftest
