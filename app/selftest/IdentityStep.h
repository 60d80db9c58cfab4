#pragma once
// Link and identity: the robot answers who it is (model, hardware and firmware versions,
// serial or UDID) and its driver has nothing against its firmware.

#include "SelfTestStep.h"

namespace robodash::selftest {

class IdentityStep : public SelfTestStep {
public:
    std::string id() const override { return "identity"; }
    std::string title() const override { return "Link and identity"; }

protected:
    void start() override;
    void onSample(const core::TelemetrySample &sample) override;

private:
    void finish(const core::DeviceInfo &device);

    core::DeviceInfo m_device;
};

}  // namespace robodash::selftest
