#pragma once
// What one self-test step found: its status, why (for a failure or a skip), its figures and
// the series it recorded.

#include "SelfTestFigure.h"
#include "SelfTestSeries.h"

#include <string>
#include <vector>

namespace robodash::selftest {

enum class StepStatus { Pending, Running, Passed, Failed, Skipped };

const char *statusName(StepStatus status);  // "pending", "running", "passed", "failed", "skipped"

struct StepResult {
    StepStatus status = StepStatus::Pending;
    std::string reason;  // why it failed or was skipped; empty when it passed
    std::vector<SelfTestFigure> figures;
    std::vector<SelfTestSeries> series;

    bool isFinished() const
    {
        return status == StepStatus::Passed || status == StepStatus::Failed || status == StepStatus::Skipped;
    }
};

}  // namespace robodash::selftest
