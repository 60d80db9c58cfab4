// `robodash-cli encode COMMAND` (the Kobuki, the default family): one Kobuki command frame
// per command, built through the codec's encoders.
#include "EncodeArguments.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace encode_cli {
namespace {

using namespace robodash::kobuki;

std::vector<std::uint8_t> encodeBaseControl(const ParsedArguments &args)
{
    constexpr long long lo = std::numeric_limits<std::int16_t>::min();
    constexpr long long hi = std::numeric_limits<std::int16_t>::max();
    BaseControl command;
    command.speed = static_cast<std::int16_t>(parseInteger("speed", required(args, "speed"), 10, lo, hi));
    command.radius = static_cast<std::int16_t>(parseInteger("radius", required(args, "radius"), 10, lo, hi));
    return encodeCommand(command);
}

std::vector<std::uint8_t> encodeVelocity(const ParsedArguments &args)
{
    const double linear = parseReal("linear", required(args, "linear"));
    const double angular = parseReal("angular", required(args, "angular"));
    const BaseControl command = velocityToBaseControl(linear, angular);
    // The conversion clamps to int16; a clamped command would drive differently than asked.
    if (command.speed == std::numeric_limits<std::int16_t>::max()
        || command.speed == std::numeric_limits<std::int16_t>::min())
        throw UsageError("velocity: the wheel speed does not fit the protocol (|speed| < 32.767 m/s)");
    return encodeCommand(command);
}

std::vector<std::uint8_t> encodeSound(const ParsedArguments &args)
{
    const double hertz = parseReal("frequency", required(args, "frequency"));
    // Note values are 1..65535: about 5.55 Hz up to 363 kHz.
    const double note = hertz > 0 ? std::round(1.0 / (hertz * kNoteFactor)) : 0;
    if (note < 1 || note > 65535)
        throw UsageError("--frequency: " + required(args, "frequency")
                         + " Hz is out of range (5.6 Hz to 363 kHz)");
    Sound command;
    command.note = noteFromFrequency(hertz);
    command.durationMs = static_cast<std::uint8_t>(
        parseInteger("duration", required(args, "duration"), 10, 0, 255));
    return encodeCommand(command);
}

std::vector<std::uint8_t> encodeSoundSequence(const ParsedArguments &args)
{
    static const std::map<std::string, SoundSequence> names = {
        {"on", SoundSequence::On},
        {"off", SoundSequence::Off},
        {"recharge", SoundSequence::Recharge},
        {"button", SoundSequence::Button},
        {"error", SoundSequence::Error},
        {"cleaning-start", SoundSequence::CleaningStart},
        {"cleaning-end", SoundSequence::CleaningEnd},
    };
    if (args.positionals.empty())
        throw UsageError("sound-sequence needs a NAME or a number 0..6");
    const std::string &which = args.positionals.front();
    const auto named = names.find(which);
    if (named != names.end())
        return encodeCommand(named->second);
    const bool singleDigitInRange =
        which.size() == 1 && which[0] >= '0' && which[0] < '0' + kSoundSequenceCount;
    if (!singleDigitInRange)
        throw UsageError("'" + which
                         + "' is neither a sound name (on off recharge button error "
                           "cleaning-start cleaning-end) nor a number 0..6");
    return encodeCommand(static_cast<SoundSequence>(which[0] - '0'));
}

std::vector<std::uint8_t> encodeRequestExtra(const ParsedArguments &args)
{
    RequestExtra command;
    if (args.flags.count("hardware"))
        command.flags |= RequestExtra::kHardwareVersion;
    if (args.flags.count("firmware"))
        command.flags |= RequestExtra::kFirmwareVersion;
    if (args.flags.count("udid"))
        command.flags |= RequestExtra::kUdid;
    if (command.flags == 0)
        throw UsageError("request-extra: give at least one of --hardware --firmware --udid");
    return encodeCommand(command);
}

std::vector<std::uint8_t> encodeGeneralPurposeOutput(const ParsedArguments &args)
{
    std::string text = required(args, "word");
    if (text.rfind("0x", 0) == 0 || text.rfind("0X", 0) == 0)
        text = text.substr(2);
    if (text.empty() || text[0] == '-' || text[0] == '+')
        throw UsageError("--word: '" + required(args, "word") + "' is not a hexadecimal word");
    GeneralPurposeOutput command;
    command.word = static_cast<std::uint16_t>(parseInteger("word", text, 16, 0, 0xFFFF));
    return encodeCommand(command);
}

std::uint32_t parseGain(const ParsedArguments &args, const std::string &name)
{
    const double gain = parseReal(name, required(args, name));
    if (gain < 0 || gain > kMaxGain)
        throw UsageError("--" + name + ": gain " + required(args, name)
                         + " is out of range 0..4294967.295");
    return gainToWire(gain);
}

std::vector<std::uint8_t> encodeSetGain(const ParsedArguments &args)
{
    // A copy: GCC 14 warns (-Wdangling-reference) on a reference bound to a call that also
    // takes a temporary std::string, although required() returns into the arguments.
    const std::string type = required(args, "type");
    if (type != "user" && type != "factory")
        throw UsageError("--type must be 'user' or 'factory', not '" + type + "'");
    SetControllerGain command;
    command.type = type == "user" ? 1 : 0;
    command.pGain = parseGain(args, "p");
    command.iGain = parseGain(args, "i");
    command.dGain = parseGain(args, "d");
    return encodeCommand(command);
}

std::vector<std::uint8_t> encodeGetGain(const ParsedArguments &)
{
    return encodeCommand(GetControllerGain{});
}

// The Kobuki's encoders each give one frame.
template <std::vector<std::uint8_t> (*Encode)(const ParsedArguments &)>
std::vector<std::vector<std::uint8_t>> oneFrame(const ParsedArguments &args)
{
    return {Encode(args)};
}

}  // namespace

const std::vector<EncodeCommandSpec> &kobukiEncodeCommands()
{
    static const std::vector<EncodeCommandSpec> all = {
        {"base-control", "base-control --speed MM_S --radius MM   (int16 each; radius 0 straight, 1 spin)",
         {{"speed", "radius"}, {}, 0}, oneFrame<encodeBaseControl>},
        {"velocity", "velocity --linear M_S --angular RAD_S   (converted to speed and radius)",
         {{"linear", "angular"}, {}, 0}, oneFrame<encodeVelocity>},
        {"sound", "sound --frequency HZ --duration MS   (duration 0..255 ms)",
         {{"frequency", "duration"}, {}, 0}, oneFrame<encodeSound>},
        {"sound-sequence", "sound-sequence NAME|N   (on off recharge button error cleaning-start cleaning-end, or 0..6)",
         {{}, {}, 1}, oneFrame<encodeSoundSequence>},
        {"request-extra", "request-extra [--hardware] [--firmware] [--udid]",
         {{}, {"hardware", "firmware", "udid"}, 0}, oneFrame<encodeRequestExtra>},
        {"gpo", "gpo --word HEX   (digital outputs 0x000F, power rails 0x00F0, LEDs 0x0F00)",
         {{"word"}, {}, 0}, oneFrame<encodeGeneralPurposeOutput>},
        {"set-gain", "set-gain --type user|factory --p P --i I --d D   (gains as real numbers)",
         {{"type", "p", "i", "d"}, {}, 0}, oneFrame<encodeSetGain>},
        {"get-gain", "get-gain", {{}, {}, 0}, oneFrame<encodeGetGain>},
    };
    return all;
}

}  // namespace encode_cli
