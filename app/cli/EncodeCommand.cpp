// robodash-cli encode COMMAND [OPTIONS]: prints one Kobuki command frame as upper-case hex.
#include "CliCommands.h"

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

// Any problem with the command line: its message is printed as one line and we exit 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// --name VALUE, --name=VALUE and bare --flag options, checked against what a subcommand
// accepts, plus positional arguments.
struct ParsedArguments {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    std::vector<std::string> positionals;
    bool help = false;
};

struct OptionSpec {
    std::set<std::string> valueOptions;
    std::set<std::string> flagOptions;
    std::size_t maxPositionals = 0;
};

ParsedArguments parseArguments(int argc, char **argv, int first, const OptionSpec &spec)
{
    ParsedArguments parsed;
    for (int i = first; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            parsed.help = true;
            continue;
        }
        if (argument.rfind("--", 0) != 0) {
            if (parsed.positionals.size() >= spec.maxPositionals)
                throw UsageError("unexpected argument '" + argument + "'");
            parsed.positionals.push_back(argument);
            continue;
        }
        std::string name = argument.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto equals = name.find('='); equals != std::string::npos) {
            inlineValue = name.substr(equals + 1);
            name = name.substr(0, equals);
        }
        if (spec.flagOptions.count(name)) {
            if (inlineValue)
                throw UsageError("--" + name + " takes no value");
            parsed.flags.insert(name);
        } else if (spec.valueOptions.count(name)) {
            if (parsed.values.count(name))
                throw UsageError("--" + name + " given twice");
            if (!inlineValue && i + 1 >= argc)
                throw UsageError("--" + name + " needs a value");
            parsed.values[name] = inlineValue ? *inlineValue : argv[++i];
        } else {
            throw UsageError("unknown option '--" + name + "'");
        }
    }
    return parsed;
}

const std::string &required(const ParsedArguments &args, const std::string &name)
{
    const auto found = args.values.find(name);
    if (found == args.values.end())
        throw UsageError("missing --" + name);
    return found->second;
}

double parseReal(const std::string &name, const std::string &text)
{
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || errno == ERANGE || !std::isfinite(value))
        throw UsageError("--" + name + ": '" + text + "' is not a finite number");
    return value;
}

long long parseInteger(const std::string &name, const std::string &text, int base,
                       long long min, long long max)
{
    char *end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text.c_str(), &end, base);
    if (text.empty() || *end != '\0' || errno == ERANGE)
        throw UsageError("--" + name + ": '" + text + "' is not an integer");
    if (value < min || value > max)
        throw UsageError("--" + name + ": " + text + " is out of range " + std::to_string(min)
                         + ".." + std::to_string(max));
    return value;
}

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
    const std::string &type = required(args, "type");
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

struct Subcommand {
    const char *name;
    const char *usage;
    OptionSpec options;
    std::vector<std::uint8_t> (*encode)(const ParsedArguments &);
};

const std::vector<Subcommand> &subcommands()
{
    static const std::vector<Subcommand> all = {
        {"base-control", "base-control --speed MM_S --radius MM   (int16 each; radius 0 straight, 1 spin)",
         {{"speed", "radius"}, {}, 0}, encodeBaseControl},
        {"velocity", "velocity --linear M_S --angular RAD_S   (converted to speed and radius)",
         {{"linear", "angular"}, {}, 0}, encodeVelocity},
        {"sound", "sound --frequency HZ --duration MS   (duration 0..255 ms)",
         {{"frequency", "duration"}, {}, 0}, encodeSound},
        {"sound-sequence", "sound-sequence NAME|N   (on off recharge button error cleaning-start cleaning-end, or 0..6)",
         {{}, {}, 1}, encodeSoundSequence},
        {"request-extra", "request-extra [--hardware] [--firmware] [--udid]",
         {{}, {"hardware", "firmware", "udid"}, 0}, encodeRequestExtra},
        {"gpo", "gpo --word HEX   (digital outputs 0x000F, power rails 0x00F0, LEDs 0x0F00)",
         {{"word"}, {}, 0}, encodeGeneralPurposeOutput},
        {"set-gain", "set-gain --type user|factory --p P --i I --d D   (gains as real numbers)",
         {{"type", "p", "i", "d"}, {}, 0}, encodeSetGain},
        {"get-gain", "get-gain", {{}, {}, 0}, encodeGetGain},
    };
    return all;
}

void printUsage(std::FILE *out)
{
    std::fprintf(out, "usage: robodash-cli encode COMMAND [OPTIONS]\n\n"
                      "Prints one Kobuki command frame as space-separated upper-case hex.\n\n"
                      "commands:\n");
    for (const Subcommand &command : subcommands())
        std::fprintf(out, "  %s\n", command.usage);
}

void printFrame(const std::vector<std::uint8_t> &frame)
{
    for (std::size_t i = 0; i < frame.size(); ++i)
        std::printf(i ? " %02X" : "%02X", frame[i]);
    std::printf("\n");
}

int runSubcommand(const Subcommand &command, int argc, char **argv)
{
    try {
        const ParsedArguments args = parseArguments(argc, argv, 2, command.options);
        if (args.help) {
            std::printf("usage: robodash-cli encode %s\n", command.usage);
            return 0;
        }
        printFrame(command.encode(args));
        return 0;
    } catch (const UsageError &error) {
        std::fprintf(stderr, "robodash-cli encode %s: %s\n", command.name, error.what());
        return 2;
    }
}

}  // namespace

int runEncodeCommand(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "robodash-cli encode: missing COMMAND (try --help)\n");
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h") {
        printUsage(stdout);
        return 0;
    }
    for (const Subcommand &command : subcommands())
        if (name == command.name)
            return runSubcommand(command, argc, argv);
    std::fprintf(stderr, "robodash-cli encode: unknown command '%s' (try --help)\n", argv[1]);
    return 2;
}
