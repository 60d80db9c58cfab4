// `robodash-cli encode --robot rover COMMAND`: Rover Pro host packets, built only through
// rover::HostPacket's factories, so no option can make a flash-writing packet (param1 1-9,
// 11-18): the codec has no way to express one.
#include "EncodeArguments.h"

#include "rover/HostPacket.h"
#include "rover/RegisterTable.h"
#include "rover/RoverDriverSettings.h"

#include <string>

namespace encode_cli {
namespace {

using namespace robodash::rover;

using Frames = std::vector<std::vector<std::uint8_t>>;

Frames framesOf(const HostPacket &packet)
{
    const HostPacketBytes bytes = packet.bytes();
    return {std::vector<std::uint8_t>(bytes.begin(), bytes.end())};
}

// --linear/--angular as the driver maps them (W / traction as the width, so the base turns
// at the commanded rate); both optional, stop when neither is given.
MotorBytes motorsFrom(const ParsedArguments &args)
{
    const auto linear = args.values.find("linear");
    const auto angular = args.values.find("angular");
    const double v = linear == args.values.end() ? 0.0 : parseReal("linear", linear->second);
    const double w = angular == args.values.end() ? 0.0 : parseReal("angular", angular->second);
    return motorBytesFromVelocity(v, w, RoverDriverSettings{}.effectiveTrackWidthM());
}

Frames encodeMotors(const ParsedArguments &args)
{
    return framesOf(HostPacket::motorsOnly(motorsFrom(args)));
}

// A register by number (0..70, even) or by the register table's key ("left_encoder").
Register registerFrom(const std::string &text)
{
    for (const RegisterInfo &info : registerTable()) {
        if (text == info.key)
            return info.id;
    }
    const long long number = parseInteger("register", text, 10, 0, 255);
    const RegisterInfo *info = findRegister(std::uint8_t(number));
    if (!info)
        throw UsageError("--register: " + text
                         + " is not a documented register (even numbers 0..70, or a name such as "
                           "left_encoder)");
    return info->id;
}

Frames encodeReadRegister(const ParsedArguments &args)
{
    return framesOf(HostPacket::readRegister(motorsFrom(args), registerFrom(required(args, "register"))));
}

Frames encodeFan(const ParsedArguments &args)
{
    const auto speed = parseInteger("speed", required(args, "speed"), 10, 0, kFanSpeedMax);
    return framesOf(HostPacket::setFanSpeed(motorsFrom(args), std::uint8_t(speed)));
}

Frames encodeClearFault(const ParsedArguments &args)
{
    return framesOf(HostPacket::clearFault(motorsFrom(args)));
}

Frames encodeLowSpeed(const ParsedArguments &args)
{
    const bool on = args.flags.count("on") != 0;
    if (on == (args.flags.count("off") != 0))
        throw UsageError("low-speed: give exactly one of --on --off");
    return framesOf(HostPacket::setLowSpeedMode(motorsFrom(args), on));
}

const std::set<std::string> kMotion{"linear", "angular"};

std::set<std::string> withMotion(std::set<std::string> options)
{
    options.insert(kMotion.begin(), kMotion.end());
    return options;
}

}  // namespace

const std::vector<EncodeCommandSpec> &roverEncodeCommands()
{
    static const std::vector<EncodeCommandSpec> all = {
        {"motors", "motors [--linear M_S] [--angular RAD_S]   (param1 0; stop when both are 0)",
         {kMotion, {}, 0}, encodeMotors},
        {"read-register", "read-register --register N|NAME [--linear M_S] [--angular RAD_S]   (param1 10)",
         {withMotion({"register"}), {}, 0}, encodeReadRegister},
        {"fan", "fan --speed 0..240 [--linear M_S] [--angular RAD_S]   (param1 20)",
         {withMotion({"speed"}), {}, 0}, encodeFan},
        {"clear-fault", "clear-fault [--linear M_S] [--angular RAD_S]   (param1 232, newer firmware line)",
         {kMotion, {}, 0}, encodeClearFault},
        {"low-speed", "low-speed --on|--off [--linear M_S] [--angular RAD_S]   (param1 240, older line)",
         {kMotion, {"on", "off"}, 0}, encodeLowSpeed},
    };
    return all;
}

}  // namespace encode_cli
