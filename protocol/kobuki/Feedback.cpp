#include "Feedback.h"

#include <algorithm>
#include <cstdio>

namespace robodash::kobuki {

bool BasicSensors::operator==(const BasicSensors &o) const
{
    return timeStamp == o.timeStamp && bumper == o.bumper && wheelDrop == o.wheelDrop
           && cliff == o.cliff && leftEncoder == o.leftEncoder && rightEncoder == o.rightEncoder
           && leftPwm == o.leftPwm && rightPwm == o.rightPwm && buttons == o.buttons
           && charger == o.charger && battery == o.battery && overCurrent == o.overCurrent;
}

bool DockIr::operator==(const DockIr &o) const
{
    return right == o.right && central == o.central && left == o.left;
}

bool Inertia::operator==(const Inertia &o) const
{
    return angle == o.angle && angleRate == o.angleRate;
}

bool Cliff::operator==(const Cliff &o) const { return bottom == o.bottom; }

bool Current::operator==(const Current &o) const { return current == o.current; }

std::string Version::toString() const
{
    return std::to_string(major) + '.' + std::to_string(minor) + '.' + std::to_string(patch);
}

std::string Udid::toString() const
{
    char text[3 * 9] = {};
    std::snprintf(text, sizeof text, "%08x-%08x-%08x", unsigned(udid[0]), unsigned(udid[1]),
                  unsigned(udid[2]));
    return text;
}

bool Version::operator==(const Version &o) const
{
    return major == o.major && minor == o.minor && patch == o.patch;
}

bool RawGyro::operator==(const RawGyro &o) const
{
    if (frameId != o.frameId || sampleCount != o.sampleCount)
        return false;
    const std::size_t used = std::min<std::size_t>(sampleCount, kMaxSamples);
    return std::equal(samples.begin(), samples.begin() + static_cast<std::ptrdiff_t>(used),
                      o.samples.begin());
}

bool GeneralPurposeInput::operator==(const GeneralPurposeInput &o) const
{
    return digitalInput == o.digitalInput && analogInput == o.analogInput;
}

bool Udid::operator==(const Udid &o) const { return udid == o.udid; }

bool ControllerInfo::operator==(const ControllerInfo &o) const
{
    return type == o.type && pGain == o.pGain && iGain == o.iGain && dGain == o.dGain;
}

}  // namespace robodash::kobuki
