#pragma once
// What robodash-cli's subcommands have in common: messages that name the subcommand, the
// exit codes their --help texts promise, the --duration option and the Qt event loop of the
// commands that run one.

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <string>

class CliCommand {
public:
    static constexpr int kExitFailed = 1;    // the port, file or log could not be used
    static constexpr int kExitUsage = 2;     // bad arguments
    static constexpr int kExitLinkLost = 3;  // the robot went away

    explicit CliCommand(const char *name) : m_name(name) {}

    // "robodash-cli NAME: MESSAGE (try --help)" on standard error. Always false, so that a
    // parser can `return usageError(...)`.
    bool usageError(const std::string &message) const;
    // "robodash-cli NAME: MESSAGE" on standard error.
    void report(const std::string &message) const;
    void report(const QString &message) const;  // in the local 8-bit encoding

    static bool isHelp(const char *argument);        // --help or -h
    static bool isLongOption(const char *argument);  // starts with --
    // Reads the seconds after the --duration at argv[*index] and steps past them: more than 0
    // and at most 1e6. A missing or bad value is a usageError.
    bool readDuration(int argc, char **argv, int *index, double *seconds) const;
    static int milliseconds(double seconds);
    // Reads the robot family after the --robot at argv[*index] and steps past it: a name the
    // program registered (app/common/Families.cpp). A missing or unknown name is a
    // usageError that lists the known ones.
    bool readRobot(int argc, char **argv, int *index, std::string *family) const;
    bool checkRobot(const std::string &name, std::string *family) const;  // the same, given the name

    // The exit code of a subcommand that is done before it runs: kExitUsage when its options
    // did not parse (the parser said why), 0 after printing `usage` for --help; nothing when
    // it should run.
    static std::optional<int> doneBeforeRunning(bool parsed, bool helpAsked, const char *usage);

    // A QCoreApplication that sees only the program name: the subcommand parsed the rest.
    static std::unique_ptr<QCoreApplication> makeApplication(char *programName);

private:
    const char *m_name;
};
