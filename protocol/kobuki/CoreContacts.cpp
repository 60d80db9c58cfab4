#include "CoreContacts.h"

namespace robodash::kobuki {
namespace {

constexpr double kAmperesPerUnit = 0.01;

bool has(std::uint8_t byte, std::uint8_t mask) { return (byte & mask) != 0; }

}  // namespace

core::Contacts toCoreContacts(const BasicSensors &basic)
{
    core::Contacts c;
    c.bumperLeft = has(basic.bumper, bits::kLeft);
    c.bumperCentre = has(basic.bumper, bits::kCentre);
    c.bumperRight = has(basic.bumper, bits::kRight);
    c.cliffLeft = has(basic.cliff, bits::kLeft);
    c.cliffCentre = has(basic.cliff, bits::kCentre);
    c.cliffRight = has(basic.cliff, bits::kRight);
    c.wheelDropLeft = has(basic.wheelDrop, bits::kWheelLeft);
    c.wheelDropRight = has(basic.wheelDrop, bits::kWheelRight);
    return c;
}

core::MotorCurrents toCoreCurrents(const Current &current)
{
    return {current.current[0] * kAmperesPerUnit, current.current[1] * kAmperesPerUnit};
}

}  // namespace robodash::kobuki
