#pragma once
// The firmware versions the virtual Rover Pro can run: one of each line in the field
// (rover-pro-facts.md, "Firmware lines"), so a host meets both lines' quirks.

#include <cstdint>
#include <optional>
#include <string>

namespace robodash::sim {

enum class RoverFirmwareVersion : std::uint8_t {
    V1_0_9,  // older line: register 40 = 10009, encoders read 0, latest request only, fan reverts
    V1_3_0,  // newer line: register 40 = 10300, smart batteries, queued requests, fan held
};

// "1.0.9" or "1.3.0"; nothing for any other text.
std::optional<RoverFirmwareVersion> parseRoverFirmwareVersion(const std::string &text);
const char *roverFirmwareVersionName(RoverFirmwareVersion version);  // "1.0.9", "1.3.0"
std::uint16_t register40Of(RoverFirmwareVersion version);

}  // namespace robodash::sim
