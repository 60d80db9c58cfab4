#include "HostPacketFinder.h"

#include "Checksum.h"
#include "MotorBytes.h"

namespace robodash::rover {

namespace {

constexpr std::size_t kFirstMotorByte = 1;
constexpr std::size_t kMotorByteCount = 3;

// The motor bytes present among the first `available` bytes are all in 0..250.
bool motorBytesInRange(const std::uint8_t *bytes, std::size_t available)
{
    for (std::size_t i = kFirstMotorByte; i < available && i < kFirstMotorByte + kMotorByteCount;
         ++i) {
        if (bytes[i] > kMotorFullForward)
            return false;
    }
    return true;
}

FrameRules::Verdict judgePacket(const std::uint8_t *frame)
{
    if (!hasValidChecksum(frame, kHostPacketLength))
        return FrameRules::Verdict::BadChecksum;
    if (!motorBytesInRange(frame, kHostPacketLength))
        return FrameRules::Verdict::Implausible;
    return FrameRules::Verdict::Good;
}

const FrameRules kPacketRules{kHostPacketLength, judgePacket, motorBytesInRange};

}  // namespace

HostPacketFinder::HostPacketFinder() : m_finder(kPacketRules) {}

void HostPacketFinder::feed(const std::uint8_t *data, std::size_t size,
                            const PacketHandler &onPacket)
{
    m_finder.feed(data, size, [&onPacket](const std::uint8_t *frame) {
        if (const auto packet = parseHostPacket(frame))
            onPacket(*packet);
    });
}

}  // namespace robodash::rover
