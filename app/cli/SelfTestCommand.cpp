// robodash-cli selftest: the self-test without a display (app/selftest/README.md). Connects
// through RobotLink like the dashboard, runs every step that needs no operator, prints a
// line per step and writes the HTML and JSON report.
#include "CliCommand.h"
#include "CliCommands.h"

#include "BuildInfo.h"
#include "FamilyCatalog.h"
#include "QuitSignalWatcher.h"
#include "RobotSession.h"
#include "SelfTestEngine.h"
#include "SelfTestJson.h"
#include "SelfTestReportFiles.h"

#include <QCoreApplication>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

using robodash::selftest::SelfTestEngine;
using robodash::selftest::identityField;
using robodash::selftest::SelfTestReport;
using robodash::selftest::StepStatus;

constexpr const char *kUsage =
    "usage: robodash-cli selftest PORT [--robot NAME] [--report FILE] [--gyro-seconds N] [--json]\n"
    "\n"
    "Checks a robot before a class: link and identity, battery (at rest and under load),\n"
    "gyro drift standing still, motors and encoders (drives 0.2 m ahead, turns about 70 deg\n"
    "on the spot and drives back 0.15 m: leave half a metre free around it), and motor current\n"
    "at rest and moving. The robot is stopped between steps and on Ctrl+C; a brake that\n"
    "holds it (the rFLEX's: motors not enabled) is released for the test and set again\n"
    "after. Steps that need an operator (bumpers, cliff sensors, wheel drops, buttons,\n"
    "lights) are skipped: run the self-test in the dashboard (Robot > Self-test...) for\n"
    "them. Prints one line per step on standard output.\n"
    "\n"
    "  PORT              a serial device (/dev/ttyUSB0, /dev/kobuki), tcp://host:port, or sim:\n"
    "                    for the chosen robot's virtual twin; sim:FAULT,FAULT gives the twin\n"
    "                    broken parts (robodash-cli sim --help lists them), e.g.\n"
    "                    sim:gyro-drift=2 or --robot rover sim:weak-motor=left\n"
    "  --robot NAME      the robot family: kobuki (default), rover, rflex\n"
    "  --report FILE     write FILE.html and FILE.json (a FILE ending in .html or .json\n"
    "                    names both: lab/k3.html writes lab/k3.html and lab/k3.json)\n"
    "  --gyro-seconds N  how long the gyro drift is measured standing still; default 30\n"
    "  --json            print the JSON report on standard output instead of the lines\n"
    "  --help            show this text\n"
    "\n"
    "Exit status: 0 when every step passed or was skipped, 1 when a step failed (or Ctrl+C\n"
    "stopped the test), 2 for bad arguments, a port that cannot be opened, a lost link or a\n"
    "report that cannot be written (the results are printed all the same).\n";

const CliCommand kCommand("selftest");

struct SelfTestOptions {
    QString port;
    QString report;
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    double gyroSeconds = 30;
    bool json = false;
    bool help = false;
};

bool readGyroSeconds(int argc, char **argv, int *index, double *seconds)
{
    if (*index + 1 >= argc)
        return kCommand.usageError("--gyro-seconds needs a number of seconds");
    const char *text = argv[++*index];
    char *end = nullptr;
    const double value = std::strtod(text, &end);
    if (end == text || *end != '\0' || !std::isfinite(value) || value < 1 || value > 3600)
        return kCommand.usageError(std::string("--gyro-seconds wants 1 to 3600 seconds, not '") + text + "'");
    *seconds = value;
    return true;
}

bool parseOptions(int argc, char **argv, SelfTestOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (CliCommand::isHelp(argv[i])) {
            options->help = true;
        } else if (arg == "--json") {
            options->json = true;
        } else if (arg == "--robot") {
            if (!kCommand.readRobot(argc, argv, &i, &options->robot))
                return false;
        } else if (arg == "--gyro-seconds") {
            if (!readGyroSeconds(argc, argv, &i, &options->gyroSeconds))
                return false;
        } else if (arg == "--report") {
            if (i + 1 >= argc || !*argv[i + 1])
                return kCommand.usageError("--report needs a file name");
            options->report = QString::fromLocal8Bit(argv[++i]);
        } else if (CliCommand::isLongOption(argv[i])) {
            return kCommand.usageError("unknown option '" + arg + "'");
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(argv[i]);
        } else {
            return kCommand.usageError("one port only; '" + arg + "' is extra");
        }
    }
    if (!options->help && options->port.isEmpty())
        return kCommand.usageError("no PORT given");
    return true;
}

const char *statusWord(StepStatus status)
{
    switch (status) {
    case StepStatus::Passed: return "PASS";
    case StepStatus::Failed: return "FAIL";
    case StepStatus::Skipped: return "SKIP";
    default: return "----";
    }
}

void printLines(const SelfTestReport &report)
{
    const robodash::core::DeviceInfo &d = report.device;
    std::printf("robot: %s, hardware %s, firmware %s, serial %s\n", d.model.empty() ? report.familyName.c_str() : d.model.c_str(),
                identityField(d, d.hardware).c_str(), identityField(d, d.firmware).c_str(),
                identityField(d, d.serial).c_str());
    for (const SelfTestReport::Step &step : report.steps) {
        std::printf("%s  %-40s", statusWord(step.result.status), step.title.c_str());
        for (const auto &figure : step.result.figures) {
            if (figure.isText())
                std::printf("  %s %s", figure.name.c_str(), figure.text.c_str());
            else
                std::printf("  %s %.3g %s", figure.name.c_str(), figure.value, figure.unit.c_str());
        }
        if (!step.result.reason.empty())
            std::printf("\n      %s", step.result.reason.c_str());
        std::printf("\n");
    }
    std::printf("%d passed, %d failed, %d skipped\n", report.count(StepStatus::Passed),
                report.count(StepStatus::Failed), report.count(StepStatus::Skipped));
    std::fflush(stdout);
}

// Prints and saves the report; the exit status.
int conclude(const SelfTestReport &report, const SelfTestOptions &options, bool linkLost)
{
    if (options.json)
        std::fputs(robodash::selftest::selfTestJson(report).constData(), stdout);
    else
        printLines(report);
    std::fflush(stdout);
    if (!options.report.isEmpty()) {
        const auto files = robodash::selftest::SelfTestReportFiles::forPath(options.report);
        QString error;
        if (!files.write(report, &error)) {
            kCommand.report(error);
            return CliCommand::kExitUsage;
        }
        kCommand.report(QStringLiteral("report written to %1 and %2").arg(files.html, files.json));
    }
    if (linkLost)
        return CliCommand::kExitUsage;
    return report.anyFailed() ? CliCommand::kExitFailed : 0;
}

}  // namespace

int runSelfTestCommand(int argc, char **argv)
{
    SelfTestOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;

    const auto app = CliCommand::makeApplication(argv[0]);
    robodash::app::RobotSession session(options.robot);
    robodash::link::RobotLink &link = session.link();
    robodash::selftest::SelfTestSettings settings;
    settings.gyroSeconds = options.gyroSeconds;
    const robodash::core::RobotInfo robot =
        robodash::app::robotFamilies().registry().find(options.robot)->makeDriver()->info();
    SelfTestEngine engine(link, robot, settings);
    engine.setProgram(robodash::build_info::versionLine("robodash-cli"));
    bool linkLost = false;

    using robodash::link::RobotLink;
    QObject::connect(&link, &RobotLink::connectionFailed, app.get(), [](const QString &message) {
        kCommand.report(QStringLiteral("cannot open the port: ") + message);
        QCoreApplication::exit(CliCommand::kExitUsage);
    });
    QObject::connect(&link, &RobotLink::disconnected, app.get(), [&](const QString &reason) {
        kCommand.report(QStringLiteral("link lost: ") + reason);
        linkLost = true;
        if (!engine.isRunning())
            QCoreApplication::exit(CliCommand::kExitUsage);
    });
    // The test starts once the robot has said who it is, or after the identity step's own
    // time: then that step fails and says so.
    auto startOnce = [&engine] {
        if (!engine.hasRun())
            engine.start();
    };
    QObject::connect(&link, &RobotLink::identityComplete, app.get(), startOnce);
    // Why a check may fail that the robot is not to blame for (a network robot's enclave that
    // may only watch, a topic not on the network), said as it happens, beside the results.
    QObject::connect(&link, &RobotLink::warning, app.get(),
                     [](const QString &message) { kCommand.report(QStringLiteral("warning: ") + message); });
    QObject::connect(&link, &RobotLink::connected, app.get(), [&] {
        kCommand.report(QStringLiteral("connected to %1; self-test running").arg(options.port));
        QTimer::singleShot(CliCommand::milliseconds(settings.identitySeconds), app.get(), startOnce);
    });
    QObject::connect(&engine, &SelfTestEngine::finished, app.get(), [&] {
        link.stop();
        const SelfTestReport report = engine.report();
        // The engine hears of a lost link before this command does: its reason says so.
        const QString why = QString::fromStdString(report.cancelReason);
        linkLost |= why.startsWith(QLatin1String("link lost")) || why.startsWith(QLatin1String("no telemetry"))
                    || why.startsWith(QLatin1String("no robot"));
        QCoreApplication::exit(conclude(report, options, linkLost));
    });
    QuitSignalWatcher quit;
    QObject::connect(&quit, &QuitSignalWatcher::quitRequested, app.get(), [&engine] {
        if (engine.isRunning())
            engine.cancel(QStringLiteral("interrupted (Ctrl+C or SIGTERM)"));
        else
            QCoreApplication::exit(CliCommand::kExitFailed);
    });

    link.connectTo(options.port);
    return app->exec();
}
