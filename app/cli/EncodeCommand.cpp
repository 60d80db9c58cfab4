// robodash-cli encode COMMAND [OPTIONS]: prints one Kobuki command frame as upper-case hex.
#include "CliCommand.h"
#include "CliCommands.h"
#include "EncodeArguments.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace robodash::kobuki;

using namespace encode_cli;

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

// A family's commands and what its usage text calls one frame.
struct FamilyCommands {
    const char *frameName;
    const std::vector<EncodeCommandSpec> &commands;
};

FamilyCommands commandsOf(const std::string &family)
{
    if (family == "rover")
        return {"Rover Pro host packet (7 bytes)", roverEncodeCommands()};
    if (family == "rflex")
        return {"rFLEX command frame, as the drivers send it (unstuffed, no 0x1B inside)",
                rflexEncodeCommands()};
    return {"Kobuki command frame", kobukiEncodeCommands()};
}

void printUsage(std::FILE *out, const std::string &family)
{
    const FamilyCommands family_ = commandsOf(family);
    if (family == "kobuki") {
        std::fprintf(out, "usage: robodash-cli encode COMMAND [OPTIONS]\n\n"
                          "Prints one Kobuki command frame as space-separated upper-case hex.\n\n"
                          "commands:\n");
    } else {
        std::fprintf(out, "usage: robodash-cli encode --robot %s COMMAND [OPTIONS]\n\n"
                          "Prints each %s as space-separated upper-case hex, one per line.\n\n"
                          "commands:\n",
                     family.c_str(), family_.frameName);
    }
    for (const EncodeCommandSpec &command : family_.commands)
        std::fprintf(out, "  %s\n", command.usage);
    if (family == "kobuki")
        std::fprintf(out, "\n'--robot rover' and '--robot rflex' list those robots' commands.\n");
}

void printFrame(const std::vector<std::uint8_t> &frame)
{
    for (std::size_t i = 0; i < frame.size(); ++i)
        std::printf(i ? " %02X" : "%02X", frame[i]);
    std::printf("\n");
}

int runSubcommand(const EncodeCommandSpec &command, int argc, char **argv)
{
    try {
        const ParsedArguments args = parseArguments(argc, argv, 2, command.options);
        if (args.help) {
            std::printf("usage: robodash-cli encode %s\n", command.usage);
            return 0;
        }
        for (const std::vector<std::uint8_t> &frame : command.encode(args))
            printFrame(frame);
        return 0;
    } catch (const UsageError &error) {
        std::fprintf(stderr, "robodash-cli encode %s: %s\n", command.name, error.what());
        return 2;
    }
}

// Takes `--robot NAME` (or --robot=NAME) out of the arguments wherever it stands, so that
// the command's own options are parsed as before. False after a usage message.
bool takeRobot(std::vector<char *> &args, std::string *family)
{
    const CliCommand command("encode");
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string argument = args[i];
        if (argument.rfind("--robot=", 0) == 0) {
            if (!command.checkRobot(argument.substr(8), family))
                return false;
            args.erase(args.begin() + long(i));
            return true;
        }
        if (argument == "--robot") {
            int index = int(i);
            if (!command.readRobot(int(args.size()), args.data(), &index, family))
                return false;
            args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
            return true;
        }
    }
    return true;
}

}  // namespace

int runEncodeCommand(int argc, char **argv)
{
    std::vector<char *> args(argv, argv + argc);
    std::string family = "kobuki";
    if (!takeRobot(args, &family))
        return 2;
    if (args.size() < 2) {
        std::fprintf(stderr, "robodash-cli encode: missing COMMAND (try --help)\n");
        return 2;
    }
    const std::string name = args[1];
    if (name == "--help" || name == "-h") {
        printUsage(stdout, family);
        return 0;
    }
    for (const EncodeCommandSpec &command : commandsOf(family).commands)
        if (name == command.name)
            return runSubcommand(command, int(args.size()), args.data());
    if (family == "kobuki")
        std::fprintf(stderr, "robodash-cli encode: unknown command '%s' (try --help)\n", args[1]);
    else
        std::fprintf(stderr, "robodash-cli encode: unknown %s command '%s' (try --help)\n",
                     family.c_str(), args[1]);
    return 2;
}
