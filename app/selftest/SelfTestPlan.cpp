#include "SelfTestPlan.h"

#include "BatteryStep.h"
#include "ContactPromptStep.h"
#include "DriveStraightStep.h"
#include "GyroDriftStep.h"
#include "IdentityStep.h"
#include "LightPromptStep.h"
#include "MotorCurrentStep.h"
#include "TurnInPlaceStep.h"

namespace robodash::selftest {

std::vector<std::unique_ptr<SelfTestStep>> makeSelfTestSteps()
{
    std::vector<std::unique_ptr<SelfTestStep>> steps;
    steps.push_back(std::make_unique<IdentityStep>());
    steps.push_back(std::make_unique<BatteryStep>());
    steps.push_back(std::make_unique<GyroDriftStep>());
    steps.push_back(std::make_unique<DriveStraightStep>());
    steps.push_back(std::make_unique<TurnInPlaceStep>());
    steps.push_back(std::make_unique<MotorCurrentStep>());
    steps.push_back(std::make_unique<ContactPromptStep>("bumpers", "bumpers", ContactPromptStep::bumpers()));
    steps.push_back(std::make_unique<ContactPromptStep>("cliff-sensors", "cliff sensors",
                                                        ContactPromptStep::cliffSensors()));
    steps.push_back(std::make_unique<ContactPromptStep>("wheel-drops", "wheel drops", ContactPromptStep::wheelDrops()));
    steps.push_back(std::make_unique<ContactPromptStep>("buttons", "buttons", ContactPromptStep::buttons()));
    steps.push_back(std::make_unique<LightPromptStep>());
    return steps;
}

}  // namespace robodash::selftest
