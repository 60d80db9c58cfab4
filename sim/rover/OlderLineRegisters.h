#pragma once
// What the older firmware line (1.0.x) answers for the registers it does not have, read from
// Rover Robotics' firmware (roverpro-firmware, tags 1.0.3-1.0.9, Power_Board
// device_robot_motor.c): its reply picks the word by `register % 60`, so 60-82 answer with
// the word of 0-22 (64, the smart battery's voltage A, is the right track's RPM), and
// 52-58, which match no case, send again the data bytes of the previous reply (zero after
// power-up). librover polls register 64 whatever the firmware: the twin answers it so.

#include <cstdint>

namespace robodash::sim {

enum class OlderLineAnswer {
    Own,            // the register exists on this line: its own word
    Alias,          // the word of another register (aliasOnOlderLine)
    PreviousReply,  // the previous reply's word again
};

OlderLineAnswer olderLineAnswer(std::uint8_t registerNumber);
// The register whose word 60-82 answer with: `number` % 60.
std::uint8_t aliasOnOlderLine(std::uint8_t registerNumber);

}  // namespace robodash::sim
