// robodash-cli export LOG --csv DIR: a session log's decoded telemetry as CSV, one file per
// feedback kind (CsvExporter). A damaged or truncated log is exported up to the damage and
// the command says where it stopped.
#include "CliCommand.h"
#include "CliCommands.h"

#include "FamilyCatalog.h"
#include "link/CsvExporter.h"

#include <QString>

#include <cstdio>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli export LOG --csv DIR\n"
    "\n"
    "Decodes a RoboDash session log (.rdlog, written by 'robodash-cli record' or the\n"
    "dashboard's File > Start recording) and writes one CSV file per feedback kind into DIR\n"
    "(created if missing): basic_sensors.csv, dock_ir.csv, inertia.csv, cliff.csv,\n"
    "current.csv, hardware_version.csv, firmware_version.csv, raw_gyro.csv,\n"
    "general_purpose_input.csv, udid.csv, controller_info.csv. The first column, time_s,\n"
    "is seconds since the recording started; SI columns (m, rad, rad/s, V, A) sit beside\n"
    "the raw protocol values. Prints one line per file with its row count.\n"
    "\n"
    "Exit status: 0 when written (a damaged log is exported up to the damage, with a\n"
    "warning on standard error), 1 when the log cannot be read or DIR cannot be written,\n"
    "2 for bad arguments.\n";

const CliCommand kCommand("export");

int usageError(const std::string &message)
{
    kCommand.usageError(message);
    return CliCommand::kExitUsage;
}

}  // namespace

int runExportCommand(int argc, char **argv)
{
    QString log, directory;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (CliCommand::isHelp(arg)) {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (std::string(arg) == "--csv") {
            if (i + 1 >= argc)
                return usageError("--csv needs a directory");
            directory = QString::fromLocal8Bit(argv[++i]);
        } else if (CliCommand::isLongOption(arg)) {
            return usageError(std::string("unknown option '") + arg + "'");
        } else if (log.isEmpty()) {
            log = QString::fromLocal8Bit(arg);
        } else {
            return usageError(std::string("one log only; '") + arg + "' is extra");
        }
    }
    if (log.isEmpty())
        return usageError("no LOG given");
    if (directory.isEmpty())
        return usageError("no --csv DIR given");

    const robodash::link::CsvExportResult result = robodash::link::CsvExporter(robodash::app::robotFamilies().registry()).exportFile(log, directory);
    if (!result.ok) {
        kCommand.report(result.error);
        return CliCommand::kExitFailed;
    }
    for (const auto &[name, rows] : result.rows)
        std::printf("%s/%s: %llu rows\n", qPrintable(directory), qPrintable(name), static_cast<unsigned long long>(rows));
    std::printf("%llu good frames, %llu checksum errors\n", static_cast<unsigned long long>(result.goodFrames),
                static_cast<unsigned long long>(result.checksumErrors));
    if (!result.stop.clean)
        kCommand.report(QStringLiteral("warning: the log ") + result.stop.describe());
    return 0;
}
