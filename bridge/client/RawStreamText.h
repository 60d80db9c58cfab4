#pragma once
// kobuki_ros's `debug/raw_data_stream` text ("{ AA 55 4D 01 ... }": each good frame the robot
// sent, in upper-case hex, a space after each byte) back into the bytes. A network Kobuki that
// publishes it is shown and recorded with the robot's own bytes, not frames rebuilt from its
// other topics.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class RawStreamText {
public:
    // Nothing for text that is not braces around hex bytes.
    static std::optional<std::vector<std::uint8_t>> parse(const std::string &text);
};

}  // namespace robodash::bridge
