// robodash-cli encode [--robot NAME] COMMAND [OPTIONS]: prints the family's command frames
// as upper-case hex (the Kobuki's by default), from its commands in CliFamilies.cpp.
#include "CliCommand.h"
#include "CliCommands.h"
#include "CliFamilies.h"
#include "EncodeArguments.h"
#include "core/FamilyRegistry.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

using namespace encode_cli;

// The default family's usage names no --robot, and lists the others.
bool isDefault(const std::string &family) { return family == robodash::core::FamilyRegistry::kDefaultFamily; }

std::string otherFamilies()
{
    std::string others;
    for (const CliFamily &family : CliFamilies::all()) {
        if (isDefault(family.name))
            continue;
        others += (others.empty() ? "'--robot " : " and '--robot ") + family.name + "'";
    }
    return others;
}

void printUsage(std::FILE *out, const CliFamily &family)
{
    if (isDefault(family.name)) {
        std::fprintf(out, "usage: robodash-cli encode COMMAND [OPTIONS]\n\n"
                          "Prints one %s as space-separated upper-case hex.\n\n"
                          "commands:\n",
                     family.frameName);
    } else {
        std::fprintf(out, "usage: robodash-cli encode --robot %s COMMAND [OPTIONS]\n\n"
                          "Prints each %s as space-separated upper-case hex, one per line.\n\n"
                          "commands:\n",
                     family.name.c_str(), family.frameName);
    }
    for (const EncodeCommandSpec &command : family.encodeCommands())
        std::fprintf(out, "  %s\n", command.usage);
    if (isDefault(family.name))
        std::fprintf(out, "\n%s list those robots' commands.\n", otherFamilies().c_str());
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
    std::string familyName = robodash::core::FamilyRegistry::kDefaultFamily;
    if (!takeRobot(args, &familyName))
        return 2;
    const CliFamily *family = CliFamilies::find(familyName);
    if (!family) {
        std::fprintf(stderr, "robodash-cli encode: the %s family has no commands here\n", familyName.c_str());
        return 2;
    }
    if (args.size() < 2) {
        std::fprintf(stderr, "robodash-cli encode: missing COMMAND (try --help)\n");
        return 2;
    }
    const std::string name = args[1];
    if (name == "--help" || name == "-h") {
        printUsage(stdout, *family);
        return 0;
    }
    for (const EncodeCommandSpec &command : family->encodeCommands())
        if (name == command.name)
            return runSubcommand(command, int(args.size()), args.data());
    if (isDefault(family->name))
        std::fprintf(stderr, "robodash-cli encode: unknown command '%s' (try --help)\n", args[1]);
    else
        std::fprintf(stderr, "robodash-cli encode: unknown %s command '%s' (try --help)\n",
                     family->name.c_str(), args[1]);
    return 2;
}
