#pragma once
// A host packet as the robot (the virtual Rover Pro) reads it: raw parameters, any value,
// since a firmware must see and refuse what it does not accept. No way back to bytes:
// sending goes through HostPacket only.

#include "MotorBytes.h"

#include <cstdint>
#include <optional>

namespace robodash::rover {

struct ReceivedHostPacket {
    MotorBytes motors;
    std::uint8_t param1 = 0;
    std::uint8_t param2 = 0;
};

// The packet in `bytes` (kHostPacketLength of them), or nothing when the start byte or the
// checksum is wrong.
std::optional<ReceivedHostPacket> parseHostPacket(const std::uint8_t *bytes);

}  // namespace robodash::rover
