#pragma once
// A packet from the host: `253, left, right, flipper, param1, param2, checksum`.
//
// Parameters 1-9 and 11-18 write settings to flash on real robots (rover-pro-facts.md).
// A HostPacket can only be made by the named factories below, none of which sends them, and
// Opcode has no such value: the codec cannot produce a flash-writing packet at all. Restart
// (230) and flipper calibration (250/250) are left out too: nothing in RoboDash needs them.

#include "Checksum.h"
#include "Firmware.h"
#include "MotorBytes.h"
#include "Register.h"

#include <array>
#include <cstdint>

namespace robodash::rover {

enum class Opcode : std::uint8_t {  // param1
    MotorsOnly = 0,
    ReadRegister = 10,
    FanSpeed = 20,
    ClearFault = 232,    // newer line
    LowSpeedMode = 240,  // older line
};

constexpr std::uint8_t kFanSpeedMax = 240;

// True for the param1 values that write to the robot's flash: 1-9 and 11-18.
constexpr bool writesFlash(std::uint8_t param1)
{
    return (param1 >= 1 && param1 <= 9) || (param1 >= 11 && param1 <= 18);
}

using HostPacketBytes = std::array<std::uint8_t, kHostPacketLength>;

class HostPacket {
public:
    static HostPacket motorsOnly(const MotorBytes &motors);
    static HostPacket readRegister(const MotorBytes &motors, Register which);
    static HostPacket setFanSpeed(const MotorBytes &motors, std::uint8_t speed);  // 0..240
    static HostPacket clearFault(const MotorBytes &motors);
    static HostPacket setLowSpeedMode(const MotorBytes &motors, bool on);

    // The same request carrying other motor bytes: every packet sets the motors, so a
    // queued request must go out with the bytes current when it is sent.
    HostPacket withMotors(const MotorBytes &motors) const;

    Opcode opcode() const { return m_opcode; }
    std::uint8_t param2() const { return m_param2; }
    const MotorBytes &motors() const { return m_motors; }
    HostPacketBytes bytes() const;
    bool operator==(const HostPacket &o) const
    {
        return m_motors == o.m_motors && m_opcode == o.m_opcode && m_param2 == o.m_param2;
    }

private:
    HostPacket(const MotorBytes &motors, Opcode opcode, std::uint8_t param2);

    MotorBytes m_motors;
    Opcode m_opcode;
    std::uint8_t m_param2;
};

// Whether the firmware line acts on the opcode (clear fault: newer; low-speed mode: older).
// An unknown line gets only what both lines understand.
bool opcodeSupportedOn(Opcode opcode, FirmwareLine line);

}  // namespace robodash::rover
