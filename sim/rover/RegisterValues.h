#pragma once
// The word the virtual Rover Pro answers for a register: the sensors' readings in the
// spec's raw units (with rover-pro-facts.md's corrections), as the firmware's line reports
// them. The older line answers the registers it lacks (52-82) with other words, as its
// firmware does (OlderLineRegisters). Nothing for what is no register (odd, above 82): the
// robot stays silent.

#include "sim/rover/RoverFirmware.h"
#include "sim/rover/RoverReadings.h"

#include <cstdint>
#include <optional>

namespace robodash::sim {

std::optional<std::uint16_t> registerValue(std::uint8_t number, const RoverReadings &readings,
                                           const RoverFirmware &firmware);

}  // namespace robodash::sim
