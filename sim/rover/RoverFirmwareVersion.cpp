#include "sim/rover/RoverFirmwareVersion.h"

namespace robodash::sim {

std::optional<RoverFirmwareVersion> parseRoverFirmwareVersion(const std::string &text)
{
    if (text == "1.0.9")
        return RoverFirmwareVersion::V1_0_9;
    if (text == "1.3.0")
        return RoverFirmwareVersion::V1_3_0;
    return std::nullopt;
}

const char *roverFirmwareVersionName(RoverFirmwareVersion version)
{
    return version == RoverFirmwareVersion::V1_0_9 ? "1.0.9" : "1.3.0";
}

std::uint16_t register40Of(RoverFirmwareVersion version)
{
    // major * 10000 + minor * 100 + patch, as both lines report a version.
    return version == RoverFirmwareVersion::V1_0_9 ? 10009 : 10300;
}

}  // namespace robodash::sim
