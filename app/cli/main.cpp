// robodash-cli: the protocol tools, the virtual Kobuki and the link monitor without a display.
#include "BuildInfo.h"
#include "CliCommands.h"
#include "KobukiBag.h"

#include <cstdio>
#include <cstring>

namespace {

struct Subcommand {
    const char *name;
    int (*run)(int, char **);
    const char *summary;
};

constexpr Subcommand kSubcommands[] = {
    {"decode", runDecodeCommand, "decode a robot's raw bytes into JSON lines (--robot NAME)"},
    {"encode", runEncodeCommand, "print a command frame as hex (--robot NAME)"},
    {"sim", runSimCommand, "run a virtual robot on a pseudo-terminal"},
    {"monitor", runMonitorCommand, "connect to a robot and print events as JSON lines"},
    {"record", runRecordCommand, "record a robot's bytes into a session log"},
    {"export", runExportCommand, "write a session log's telemetry as CSV files"},
    {"recover", runRecoverCommand, "rewrite a killed MCAP recording whole (summary, indexes)"},
    {"bridge", runBridgeCommand, "share a robot on a ROS 2 network (DDS)"},
    {"selftest", runSelfTestCommand, "check a robot before a class and write a report"},
    {"keystore", runKeystoreCommand, "make and check SROS 2 keystores (DDS Security)"},
    {"discover", runDiscoverCommand, "list the robots on a ROS 2 network (DDS)"},
};

void printUsage(std::FILE *out)
{
    std::fprintf(out, "usage: robodash-cli COMMAND [OPTIONS]\n\ncommands:\n");
    for (const Subcommand &command : kSubcommands)
        std::fprintf(out, "  %-8s %s\n", command.name, command.summary);
    std::fprintf(out, "\n'robodash-cli COMMAND --help' describes a command; "
                      "'robodash-cli --version' names this build.\n");
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        printUsage(stderr);
        return 2;
    }
    if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) {
        printUsage(stdout);
        return 0;
    }
    if (!std::strcmp(argv[1], "--version") || !std::strcmp(argv[1], "-v")) {
        std::printf("%s\n", robodash::build_info::versionLine("robodash-cli").c_str());
        return 0;
    }
    // Every command that reads a session log also reads a ROS 2 bag of kobuki_ros topics.
    robodash::bridge::KobukiBag::install();
    for (const Subcommand &command : kSubcommands) {
        if (!std::strcmp(argv[1], command.name))
            return command.run(argc - 1, argv + 1);
    }
    std::fprintf(stderr, "robodash-cli: unknown command '%s' (try --help)\n", argv[1]);
    return 2;
}
