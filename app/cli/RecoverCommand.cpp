// robodash-cli recover FILE [-o OUT]: an MCAP recording that was killed mid-way (no summary,
// maybe half a chunk at its end) rewritten whole, with the summary and indexes that
// Foxglove, PlotJuggler and `ros2 bag` seek by (link/mcap/McapRecovery). RoboDash itself
// replays such a file as it is; this is for the other tools.
#include "CliCommand.h"
#include "CliCommands.h"

#include "link/mcap/McapRecovery.h"

#include <cstdio>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli recover FILE [-o OUT]\n"
    "\n"
    "Rewrites an MCAP recording that ended without its summary (the program was killed, the\n"
    "power went) as a complete MCAP file: every message of every complete chunk, with the\n"
    "summary, chunk and message indexes other tools need. What was lost (the chunk being\n"
    "written when it stopped, at most half a second) is named. FILE is left as it was.\n"
    "\n"
    "  FILE       the damaged MCAP file\n"
    "  -o OUT     where to write; default: FILE's name with .recovered.mcap\n"
    "  --help     show this text\n"
    "\n"
    "Exit status: 0 when OUT was written, 1 when FILE is not MCAP, is complete already or\n"
    "OUT cannot be written (the message says why), 2 for bad arguments.\n";

const CliCommand kCommand("recover");

struct RecoverOptions {
    std::string file;
    std::string output;
    bool help = false;
};

bool parseOptions(int argc, char **argv, RecoverOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (CliCommand::isHelp(argv[i])) {
            options->help = true;
        } else if (arg == "-o" || arg == "--output") {
            if (i + 1 >= argc)
                return kCommand.usageError(arg + " needs a file name");
            options->output = argv[++i];
        } else if (CliCommand::isLongOption(argv[i])) {
            return kCommand.usageError("unknown option '" + arg + "'");
        } else if (options->file.empty()) {
            options->file = arg;
        } else {
            return kCommand.usageError("'" + arg + "' is one argument too many");
        }
    }
    if (!options->help && options->file.empty())
        return kCommand.usageError("no FILE given");
    return true;
}

std::string defaultOutput(const std::string &file)
{
    const std::string suffix = ".mcap";
    const bool named = file.size() > suffix.size()
                       && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0;
    return (named ? file.substr(0, file.size() - suffix.size()) : file) + ".recovered.mcap";
}

}  // namespace

int runRecoverCommand(int argc, char **argv)
{
    RecoverOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;
    if (options.output.empty())
        options.output = defaultOutput(options.file);
    const robodash::mcap::McapRecoveryResult result
        = robodash::mcap::McapRecovery::recover(options.file, options.output);
    if (!result.ok) {
        kCommand.report(result.error);
        return CliCommand::kExitFailed;
    }
    std::printf("recovered %llu messages on %llu topics into %s\n",
                static_cast<unsigned long long>(result.messages),
                static_cast<unsigned long long>(result.channels), options.output.c_str());
    if (!result.damage.empty())
        std::printf("the scan stopped there (what followed the last complete chunk is lost): %s\n",
                    result.damage.c_str());
    return 0;
}
