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
//   .   4  payload length P (at most NetworkMessageFinder::kMaxPayload)
//   .   P  payload
// The log records around it (docs/LOG_FORMAT.md) carry the time and a CRC.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace robodash::core {

struct NetworkMessage {
    std::string topic;
    std::string type;
    std::vector<std::uint8_t> payload;
};

// Envelope bytes of `message`; empty when its topic or type is empty or longer than 255 bytes,
// or its payload longer than NetworkMessageFinder::kMaxPayload.
std::vector<std::uint8_t> envelopeOf(const NetworkMessage &message);

}  // namespace robodash::core
