#include "IdentityStep.h"

#include "FormatText.h"

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
    addTextFigure("model", device.model);
    addTextFigure("hardware", device.hardware);
    addTextFigure("firmware", device.firmware);
    addTextFigure("serial", device.serial);
    if (!device.complete)
        fail(formatText("the robot did not say who it is within %.0f s", settings().identitySeconds));
    else if (!context().firmwareWarning.empty())
        fail("firmware " + device.firmware + ": " + context().firmwareWarning);
    else
        pass();
}

}  // namespace robodash::selftest
