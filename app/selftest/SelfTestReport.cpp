#include "SelfTestReport.h"

namespace robodash::selftest {

int SelfTestReport::count(StepStatus status) const
{
    int n = 0;
    for (const Step &step : steps)
        n += step.result.status == status ? 1 : 0;
    return n;
}

}  // namespace robodash::selftest
