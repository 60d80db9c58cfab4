#pragma once
// The self-test's steps in the order they run: identity first, the battery and the gyro
// while the robot stands still, then the motion steps, then the interactive part.

#include "SelfTestStep.h"

#include <memory>
#include <vector>

namespace robodash::selftest {

std::vector<std::unique_ptr<SelfTestStep>> makeSelfTestSteps();

}  // namespace robodash::selftest
