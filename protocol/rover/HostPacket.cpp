#include "HostPacket.h"

#include <algorithm>

namespace robodash::rover {

namespace {

constexpr std::array<Opcode, 5> kEveryOpcode{Opcode::MotorsOnly, Opcode::ReadRegister,
                                             Opcode::FanSpeed, Opcode::ClearFault,
                                             Opcode::LowSpeedMode};

constexpr bool noOpcodeWritesFlash()
{
    for (Opcode opcode : kEveryOpcode) {
        if (writesFlash(static_cast<std::uint8_t>(opcode)))
            return false;
    }
    return true;
}
static_assert(noOpcodeWritesFlash(), "an opcode would write the robot's flash");

}  // namespace

HostPacket::HostPacket(const MotorBytes &motors, Opcode opcode, std::uint8_t param2)
    : m_motors(motors), m_opcode(opcode), m_param2(param2)
{
}

HostPacket HostPacket::motorsOnly(const MotorBytes &motors)
{
    return HostPacket(motors, Opcode::MotorsOnly, 0);
}

HostPacket HostPacket::readRegister(const MotorBytes &motors, Register which)
{
    return HostPacket(motors, Opcode::ReadRegister, numberOf(which));
}

HostPacket HostPacket::setFanSpeed(const MotorBytes &motors, std::uint8_t speed)
{
    return HostPacket(motors, Opcode::FanSpeed, std::min(speed, kFanSpeedMax));
}

HostPacket HostPacket::clearFault(const MotorBytes &motors)
{
    return HostPacket(motors, Opcode::ClearFault, 0);
}

HostPacket HostPacket::setLowSpeedMode(const MotorBytes &motors, bool on)
{
    return HostPacket(motors, Opcode::LowSpeedMode, on ? 1 : 0);
}

HostPacket HostPacket::withMotors(const MotorBytes &motors) const
{
    return HostPacket(motors, m_opcode, m_param2);
}

HostPacketBytes HostPacket::bytes() const
{
    HostPacketBytes bytes{kStartByte, m_motors.left, m_motors.right, m_motors.flipper,
                          static_cast<std::uint8_t>(m_opcode), m_param2, 0};
    bytes[6] = checksumOf(bytes.data() + 1, 5);
    return bytes;
}

bool opcodeSupportedOn(Opcode opcode, FirmwareLine line)
{
    switch (opcode) {
    case Opcode::ClearFault:
        return line == FirmwareLine::Newer;
    case Opcode::LowSpeedMode:
        return line == FirmwareLine::Older;
    case Opcode::MotorsOnly:
    case Opcode::ReadRegister:
    case Opcode::FanSpeed:
        break;
    }
    return true;
}

}  // namespace robodash::rover
