#include "IdentityStep.h"

#include "FormatText.h"
#include "SelfTestReport.h"

namespace robodash::selftest {

void IdentityStep::start()
{
    m_device = context().device;
    if (m_device.complete)
        finish(m_device);
}

void IdentityStep::onSample(const core::TelemetrySample &sample)
{
    if (sample.core.device)
        m_device = *sample.core.device;
    if (m_device.complete) {
        finish(m_device);
    } else if (secondsSinceStart(sample) >= settings().identitySeconds) {
        finish(m_device);
    }
}

void IdentityStep::finish(const core::DeviceInfo &device)
{
    addTextFigure("model", identityField(device, device.model));
    addTextFigure("hardware", identityField(device, device.hardware));
    addTextFigure("firmware", identityField(device, device.firmware));
    addTextFigure("serial", identityField(device, device.serial));
    if (!device.firmwareCode.empty()) addTextFigure("firmware code", device.firmwareCode);
    if (!device.complete)
        fail(formatText("the robot did not say who it is within %.0f s", settings().identitySeconds));
    else if (!context().firmwareWarning.empty())
        fail("firmware " + device.firmware + ": " + context().firmwareWarning);
    else
        pass();
}

}  // namespace robodash::selftest
