#include "StepResult.h"

namespace robodash::selftest {

const char *statusName(StepStatus status)
{
    switch (status) {
    case StepStatus::Pending: return "pending";
    case StepStatus::Running: return "running";
    case StepStatus::Passed: return "passed";
    case StepStatus::Failed: return "failed";
    case StepStatus::Skipped: return "skipped";
    }
    return "pending";
}

}  // namespace robodash::selftest
