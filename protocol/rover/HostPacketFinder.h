#pragma once
// Finds 7-byte host packets in the bytes a robot reads (for the virtual Rover Pro), any
// chunking. A packet counts when it has the start byte, its checksum (never 0) and motor
// bytes in 0..250; see StartByteFinder for how false start bytes are handled.

#include "ReceivedHostPacket.h"
#include "StartByteFinder.h"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace robodash::rover {

class HostPacketFinder {
public:
    using PacketHandler = std::function<void(const ReceivedHostPacket &packet)>;

    HostPacketFinder();

    void feed(const std::uint8_t *data, std::size_t size, const PacketHandler &onPacket);
    const FinderStats &stats() const { return m_finder.stats(); }
    std::size_t pendingBytes() const { return m_finder.pendingBytes(); }
    void reset() { m_finder.reset(); }

private:
    StartByteFinder m_finder;
};

}  // namespace robodash::rover
