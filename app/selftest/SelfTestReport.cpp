#include "SelfTestReport.h"

namespace robodash::selftest {

int SelfTestReport::count(StepStatus status) const
{
    int n = 0;
    for (const Step &step : steps)
        n += step.result.status == status ? 1 : 0;
    return n;
}

std::string SelfTestReport::title() const
{
    return device.serial.empty() ? familyName : familyName + " " + device.serial;
}

std::string identityField(const core::DeviceInfo &device, const std::string &value)
{
    if (!value.empty()) return value;
    return device.complete ? "not reported by this robot" : "not received";
}

}  // namespace robodash::selftest
