#pragma once
// The interactive part: the operator triggers each contact sensor of a group (bumpers, cliff
// sensors, wheel drops, buttons) and each prompt ticks when telemetry shows that sensor go from off
// to on. A sensor already on when the step starts must go off first, so a stuck one never
// ticks; a dead one never does either. Prompts left after settings().promptSeconds fail the
// step; the operator may skip a prompt ("skipped by operator").

#include "ContactSensor.h"
#include "SelfTestStep.h"

#include <vector>

namespace robodash::selftest {

class ContactPromptStep : public SelfTestStep {
public:
    // `group` in the plural, lower case ("bumpers"): titles and reasons use it.
    ContactPromptStep(std::string id, std::string group, ContactSensorList sensorsOf);

    std::string id() const override { return m_id; }
    std::string title() const override;

    static ContactSensorList bumpers();
    static ContactSensorList cliffSensors();
    static ContactSensorList wheelDrops();
    static ContactSensorList buttons();  // RobotCapabilities::buttons, TelemetryCore::buttons

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;
    void onPromptSkipped() override;

private:
    void finishIfAnswered();
    std::string namesIn(StepPrompt::State state) const;

    std::string m_id;
    std::string m_group;
    ContactSensorList m_sensorsOf;
    std::vector<ContactSensor> m_asked;  // the ones this robot has, in prompt order
    std::vector<bool> m_seenOff;
};

}  // namespace robodash::selftest
