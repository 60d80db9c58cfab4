#include "CliFamilies.h"

#include "FamilyDecoders.h"
#include "kobuki/KobukiDriver.h"
#include "rflex/RflexDriver.h"
#include "rover/RoverDriver.h"

const std::vector<CliFamily> &CliFamilies::all()
{
    using namespace robodash;
    static const std::vector<CliFamily> families = {
        {kobuki::KobukiDriver::kFamilyName, "Kobuki command frame", encode_cli::kobukiEncodeCommands,
         decodeKobukiStream, true},
        {rover::RoverDriver::kFamilyName, "Rover Pro host packet (7 bytes)", encode_cli::roverEncodeCommands,
         decodeRoverStream},
        {rflex::RflexDriver::kFamilyName, "rFLEX command frame, as the drivers send it (unstuffed, no 0x1B inside)",
         encode_cli::rflexEncodeCommands, decodeRflexStream},
    };
    return families;
}

const CliFamily *CliFamilies::find(const std::string &name)
{
    for (const CliFamily &family : all())
        if (family.name == name)
            return &family;
    return nullptr;
}
