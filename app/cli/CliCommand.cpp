#include "CliCommand.h"

#include "FamilyCatalog.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

bool CliCommand::usageError(const std::string &message) const
{
    std::fprintf(stderr, "robodash-cli %s: %s (try --help)\n", m_name, message.c_str());
    return false;
}

void CliCommand::report(const std::string &message) const
{
    std::fprintf(stderr, "robodash-cli %s: %s\n", m_name, message.c_str());
}

void CliCommand::report(const QString &message) const
{
    report(message.toLocal8Bit().toStdString());
}

bool CliCommand::isHelp(const char *argument)
{
    return !std::strcmp(argument, "--help") || !std::strcmp(argument, "-h");
}

bool CliCommand::isLongOption(const char *argument)
{
    return argument[0] == '-' && argument[1] == '-';
}

bool CliCommand::readDuration(int argc, char **argv, int *index, double *seconds) const
{
    if (*index + 1 >= argc)
        return usageError("--duration needs a number of seconds");
    const char *text = argv[++*index];
    char *end = nullptr;
    const double value = std::strtod(text, &end);
    if (end == text || *end != '\0' || !std::isfinite(value) || value <= 0 || value > 1e6)
        return usageError(std::string("--duration wants seconds > 0, not '") + text + "'");
    *seconds = value;
    return true;
}

bool CliCommand::readRobot(int argc, char **argv, int *index, std::string *family) const
{
    if (*index + 1 >= argc)
        return usageError("--robot needs a robot family: "
                          + robodash::app::robotFamilies().registry().names());
    return checkRobot(argv[++*index], family);
}

bool CliCommand::checkRobot(const std::string &name, std::string *family) const
{
    if (!robodash::app::robotFamilies().contains(name))
        return usageError("unknown robot '" + name + "': known robots are "
                          + robodash::app::robotFamilies().registry().names());
    *family = name;
    return true;
}

int CliCommand::milliseconds(double seconds)
{
    return int(std::lround(seconds * 1000));
}

std::optional<int> CliCommand::doneBeforeRunning(bool parsed, bool helpAsked, const char *usage)
{
    if (!parsed)
        return kExitUsage;
    if (!helpAsked)
        return std::nullopt;
    std::fputs(usage, stdout);
    return 0;
}

std::unique_ptr<QCoreApplication> CliCommand::makeApplication(char *programName)
{
    // QCoreApplication keeps references to both for its whole life.
    static int argc = 1;
    static char *argv[] = {programName, nullptr};
    argv[0] = programName;
    return std::make_unique<QCoreApplication>(argc, argv);
}
