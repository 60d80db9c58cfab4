#include "ReceivedHostPacket.h"

#include "Checksum.h"

namespace robodash::rover {

std::optional<ReceivedHostPacket> parseHostPacket(const std::uint8_t *bytes)
{
    if (!hasValidChecksum(bytes, kHostPacketLength))
        return std::nullopt;
    ReceivedHostPacket packet;
    packet.motors = MotorBytes{bytes[1], bytes[2], bytes[3]};
    packet.param1 = bytes[4];
    packet.param2 = bytes[5];
    return packet;
}

}  // namespace robodash::rover
