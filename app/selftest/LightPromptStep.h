#pragma once
// The interactive part for the robot's lights (RobotCapabilities::lights): the step turns
// every light off, then lights each one in each of its colours in turn and asks the operator
// "Is LED1 lit green?" (Yes / No / Skip). A No fails the step naming the light and colour; a
// question left unanswered for settings().promptSeconds fails it too; skipped questions make
// it skipped. Each light is restored to the user's setting when the step ends, however it
// ends (core::SetLightCommand::restored), so a cancel leaves the robot as it was.

#include "SelfTestStep.h"

#include <optional>
#include <vector>

namespace robodash::selftest {

class LightPromptStep : public SelfTestStep {
public:
    std::string id() const override { return "lights"; }
    std::string title() const override { return "Lights (interactive)"; }

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;
    void onPromptSkipped() override { askNextOrFinish(); }
    void onPromptAnswered() override { askNextOrFinish(); }
    void onFinished() override;

private:
    struct Question {
        std::size_t light = 0;
        std::size_t colour = 0;
        std::string name;  // "LED1 green"
    };

    void ask(std::size_t index);
    void askNextOrFinish();
    void finishAnswered();
    std::string namesIn(StepPrompt::State state) const;

    std::vector<Question> m_questions;  // one per prompt, in order
    std::size_t m_asking = 0;           // the question asked now
    std::optional<double> m_askedAtSeconds;  // on the step's clock, from the first sample after asking
    bool m_lightsTouched = false;
};

}  // namespace robodash::selftest
