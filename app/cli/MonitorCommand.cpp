// Placeholder until this subcommand lands; it says so rather than pretending.
#include "CliCommands.h"

#include <cstdio>

int runMonitorCommand(int, char **)
{
    std::fprintf(stderr, "robodash-cli: this command is not built yet\n");
    return 2;
}
