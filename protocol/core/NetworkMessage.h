#pragma once
// One message of a robot on a ROS 2 network as the link carries it: its topic, its type and
// its payload exactly as it crossed the network (CDR, with its 4-byte encapsulation header).
// A network robot's "wire" is its messages, so the link's shared services (recording, the
// wire inspector, statistics, replay) handle them as they handle a serial robot's frames:
// each message travels as one envelope of bytes, and a family's network driver reads the
// messages out of them. Nothing is re-encoded into a robot's serial protocol.
//
// Envelope (all integers little-endian):
//   0   2  magic 0xD2 0x4D
//   2   1  topic length T (1..255)
//   3   T  topic, as the robot's namespace names it ("odom") or absolute ("/odometry/wheels")
//   .   1  type length Y (1..255)
//   .   Y  type, as ROS 2 names it ("nav_msgs/msg/Odometry")
//   .   4  payload length P (at most kMaxPayload)
//   .   P  payload
// The log records around it (docs/LOG_FORMAT.md) carry the time and a CRC.

#include "core/FrameScanner.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace robodash::core {

struct NetworkMessage {
    std::string topic;
    std::string type;
    std::vector<std::uint8_t> payload;
};

// Envelope bytes of `message`; empty when its topic or type is empty or longer than 255 bytes,
// or its payload longer than kMaxPayload.
std::vector<std::uint8_t> envelopeOf(const NetworkMessage &message);

// Cuts a byte stream (in any chunking) into messages. Bytes that cannot start an envelope are
// skipped and counted; a header whose lengths are impossible is dropped at its first byte.
class NetworkMessageFinder {
public:
    static constexpr std::uint8_t kMagic0 = 0xD2;
    static constexpr std::uint8_t kMagic1 = 0x4D;
    static constexpr std::uint32_t kMaxPayload = 64u << 20;  // a raw 4K image fits

    using Handler = std::function<void(const NetworkMessage &message, std::size_t envelopeSize)>;

    void feed(const std::uint8_t *data, std::size_t size, const Handler &handler);
    std::size_t pendingBytes() const { return m_buffer.size() - m_start; }
    std::uint64_t discardedBytes() const { return m_discarded; }
    std::uint64_t badEnvelopes() const { return m_bad; }
    std::uint64_t messages() const { return m_messages; }

private:
    enum class Parse { Whole, NeedMore, Bad };
    Parse parseAt(std::size_t at, NetworkMessage &message, std::size_t &size) const;
    void compact();

    std::vector<std::uint8_t> m_buffer;
    std::size_t m_start = 0;
    std::uint64_t m_discarded = 0;
    std::uint64_t m_bad = 0;
    std::uint64_t m_messages = 0;
};

// The finder behind the wire inspector's scanner interface.
class NetworkMessageScanner : public FrameScanner {
public:
    void feed(const std::uint8_t *data, std::size_t size, std::vector<std::size_t> &frameSizes) override;
    std::size_t heldBytes() const override { return m_finder.pendingBytes(); }
    std::uint64_t badFrames() const override { return m_finder.badEnvelopes(); }

private:
    NetworkMessageFinder m_finder;
};

}  // namespace robodash::core
