#pragma once
// The word the virtual Rover Pro answers for a register: the sensors' readings in the
// spec's raw units (with rover-pro-facts.md's corrections), as the firmware's line reports
// them. Nothing when the line does not have the register: the robot stays silent.

#include "sim/rover/RoverFirmware.h"
#include "sim/rover/RoverReadings.h"

#include <cstdint>
#include <optional>

namespace robodash::sim {

std::optional<std::uint16_t> registerValue(std::uint8_t number, const RoverReadings &readings,
                                           const RoverFirmware &firmware);

}  // namespace robodash::sim
