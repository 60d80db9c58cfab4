#include "ContactPromptStep.h"

#include "FormatText.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace robodash::selftest {

using core::Contacts;

namespace {

struct ContactField {
    const char *name;
    const char *action;
    bool Contacts::*field;
};

// The fields of `fields` this robot has (a true field in its capabilities' contacts).
ContactSensorList contactsOf(std::vector<ContactField> fields)
{
    return [fields](const core::RobotCapabilities &capabilities) {
        std::vector<ContactSensor> sensors;
        for (const ContactField &f : fields) {
            if (!(capabilities.contacts.*f.field))
                continue;
            const bool Contacts::*field = f.field;
            sensors.push_back({f.name, f.action, [field](const core::TelemetryCore &core) -> std::optional<bool> {
                                   if (!core.contacts)
                                       return std::nullopt;
                                   return (*core.contacts).*field;
                               }});
        }
        return sensors;
    };
}

}  // namespace

ContactPromptStep::ContactPromptStep(std::string id, std::string group, ContactSensorList sensorsOf)
    : m_id(std::move(id)), m_group(std::move(group)), m_sensorsOf(std::move(sensorsOf))
{
}

std::string ContactPromptStep::title() const
{
    std::string title = m_group;
    if (!title.empty())
        title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    return title + " (interactive)";
}

ContactSensorList ContactPromptStep::bumpers()
{
    const ContactSensorList bumpers = contactsOf({{"left bumper", "Press the left bumper", &Contacts::bumperLeft},
                                                  {"centre bumper", "Press the centre (front) bumper", &Contacts::bumperCentre},
                                                  {"right bumper", "Press the right bumper", &Contacts::bumperRight},
                                                  {"rear bumper", "Press the rear bumper", &Contacts::bumperRear}});
    // A front and a rear panel and no side bumpers (an rFLEX base): called what they are, as
    // the safety layer calls them (MotionSafety).
    const ContactSensorList panels = contactsOf({{"front bump panel", "Press the front bump panel", &Contacts::bumperCentre},
                                                 {"rear bump panel", "Press the rear bump panel", &Contacts::bumperRear}});
    return [bumpers, panels](const core::RobotCapabilities &capabilities) {
        const Contacts &fitted = capabilities.contacts;
        const bool bumpPanels = fitted.bumperCentre && fitted.bumperRear && !fitted.bumperLeft && !fitted.bumperRight;
        return bumpPanels ? panels(capabilities) : bumpers(capabilities);
    };
}

ContactSensorList ContactPromptStep::cliffSensors()
{
    return contactsOf({{"left cliff sensor", "Hold the left cliff sensor over an edge", &Contacts::cliffLeft},
                       {"centre cliff sensor", "Hold the centre cliff sensor over an edge", &Contacts::cliffCentre},
                       {"right cliff sensor", "Hold the right cliff sensor over an edge", &Contacts::cliffRight}});
}

ContactSensorList ContactPromptStep::wheelDrops()
{
    return contactsOf({{"left wheel drop", "Lift the left wheel off the floor", &Contacts::wheelDropLeft},
                       {"right wheel drop", "Lift the right wheel off the floor", &Contacts::wheelDropRight}});
}

ContactSensorList ContactPromptStep::buttons()
{
    return [](const core::RobotCapabilities &capabilities) {
        std::vector<ContactSensor> sensors;
        // Bit i of TelemetryCore::buttons; a robot with more buttons than bits has no more.
        const std::size_t count = std::min<std::size_t>(capabilities.buttons.size(), 32);
        for (std::size_t i = 0; i < count; ++i) {
            const std::string &name = capabilities.buttons[i];
            const std::uint32_t bit = std::uint32_t(1) << i;
            sensors.push_back({"button " + name, "Press and release button " + name,
                               [bit](const core::TelemetryCore &core) -> std::optional<bool> {
                                   if (!core.buttons)
                                       return std::nullopt;
                                   return (*core.buttons & bit) != 0;
                               }});
        }
        return sensors;
    };
}

void ContactPromptStep::start()
{
    m_asked = m_sensorsOf(context().robot.capabilities);
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
    for (std::size_t i = 0; i < m_asked.size(); ++i) {
        StepPrompt &prompt = mutablePrompts()[i];
        const std::optional<bool> on = m_asked[i].isOn(sample.core);
        if (prompt.state != StepPrompt::State::Waiting || !on)
            continue;
        if (!*on)
            m_seenOff[i] = true;
        else if (m_seenOff[i])
            prompt.state = StepPrompt::State::Seen;
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
