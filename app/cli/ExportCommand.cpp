// robodash-cli export LOG --csv DIR: a session log's decoded telemetry as CSV, one file per
// feedback kind (CsvExporter); robodash-cli export LOG --fields A,B [-o FILE]: chosen fields
// as one CSV, by the names the Plots panel shows (FieldCsvExporter); robodash-cli export LOG --format mcap [-o FILE]
// [--namespace NS]: the log as the ROS 2 messages the bridge publishes, in an MCAP file
// (bridge/McapExporter). A damaged or truncated log is exported up to the damage and the
// command says where it stopped.
#include "CliCommand.h"
#include "CliCommands.h"

#include "FamilyCatalog.h"
#include "KobukiBag.h"
#include "bridge/McapExporter.h"
#include "link/CsvExporter.h"
#include "link/FieldCsvExporter.h"
#include "link/SessionLogReader.h"

#include <QFile>

#include <QString>

#include <cstdio>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli export LOG --csv DIR\n"
    "       robodash-cli export LOG --fields FIELD[,FIELD...] [-o FILE]\n"
    "       robodash-cli export LOG --list-fields\n"
    "       robodash-cli export LOG --format mcap [-o FILE] [--namespace NS]\n"
    "\n"
    "Decodes a RoboDash session log (.rdlog, written by 'robodash-cli record' or the\n"
    "dashboard's File > Start recording) and writes one CSV file per feedback kind into DIR\n"
    "(created if missing): basic_sensors.csv, dock_ir.csv, inertia.csv, cliff.csv,\n"
    "current.csv, hardware_version.csv, firmware_version.csv, raw_gyro.csv,\n"
    "general_purpose_input.csv, udid.csv, controller_info.csv. The first column, time_s,\n"
    "is seconds since the recording started; SI columns (m, rad, rad/s, V, A) sit beside\n"
    "the raw protocol values. Prints one line per file with its row count.\n"
    "\n"
    "--fields writes just those fields as one CSV to FILE (default: standard output), named\n"
    "as the dashboard's Plots panel names them: kobuki/basic_sensors/battery_v,\n"
    "robot/battery/voltage, rflex/axes[rotation]/velocity. The first column, time_s, is\n"
    "seconds since the recording started; a row per sample that read any of the fields, an\n"
    "empty cell where that sample did not read one. --list-fields prints every field the\n"
    "log has, with its unit (an rFLEX's axes and sonars each with its key, as read).\n"
    "\n"
    "--format mcap writes FILE (default: LOG with .mcap for .rdlog): the ROS 2 messages the\n"
    "bridge publishes for the log's robot (kobuki_ros's topics, types and frames for a\n"
    "Kobuki, with debug/raw_data_stream and debug/raw_data_command), CDR-encoded with their\n"
    "ros2msg schemas, stamped and logged at the log's receive times, in zstd chunks with a\n"
    "summary: Foxglove, PlotJuggler and 'ros2 bag' open it. --namespace puts the topics\n"
    "under NS (/tb1/odom). Prints one line per topic with its message count.\n"
    "\n"
    "LOG may also be an MCAP file: one RoboDash wrote, or a ROS 2 bag of kobuki_ros's topics\n"
    "('ros2 bag record' on a TurtleBot), read as the frames the Kobuki would have sent.\n"
    "For --csv, --namespace then picks the robot of a bag that holds several (/tb1).\n"
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

int exportMcap(char *programName, const QString &log, QString output, const std::string &rosNamespace)
{
    // The bridge's topic sets are QObjects with timers and a link: they need the application.
    const auto application = CliCommand::makeApplication(programName);
    if (output.isEmpty())
        output = (log.endsWith(QLatin1String(".rdlog")) ? log.chopped(6) : log) + QStringLiteral(".mcap");
    const robodash::bridge::McapExportResult result
        = robodash::bridge::McapExporter(robodash::app::robotFamilies().registry())
              .exportFile(log, output, rosNamespace);
    if (!result.ok) {
        kCommand.report(result.error);
        return CliCommand::kExitFailed;
    }
    for (const auto &[topic, count] : result.messages)
        std::printf("%s: %llu %s\n", topic.c_str(), static_cast<unsigned long long>(count),
                    count == 1 ? "message" : "messages");
    std::printf("%s: %llu bytes\n", qPrintable(output), static_cast<unsigned long long>(result.bytesWritten));
    if (!result.stop.clean)
        kCommand.report(QStringLiteral("warning: the log ") + result.stop.describe());
    return 0;
}

// A bag without some of kobuki_ros's topics exports what it has; the user hears what lacks.
void reportMissingTopics(const QString &log, const std::string &rosNamespace)
{
    using robodash::bridge::KobukiBag;
    QString error;
    const auto contents = KobukiBag::inspect(log, &error);
    if (!contents || contents->robodash)
        return;
    const QString chosen = !rosNamespace.empty() ? QString::fromStdString(rosNamespace)
                           : contents->namespaces.size() == 1 ? contents->namespaces.front()
                                                              : QString();
    if (rosNamespace.empty() && contents->namespaces.size() != 1)
        return;  // the export itself says there is none or which to choose
    const QStringList missing = KobukiBag::missingTopics(*contents, chosen);
    if (!missing.isEmpty())
        kCommand.report(QStringLiteral("note: the bag has no %1 for this robot: their CSV files stay empty")
                            .arg(missing.join(QStringLiteral(", "))));
}

int listFields(const QString &log)
{
    QString error;
    const QStringList fields = robodash::link::FieldCsvExporter(robodash::app::robotFamilies().registry())
                                   .fieldList(log, &error);
    if (fields.isEmpty()) {
        kCommand.report(error);
        return CliCommand::kExitFailed;
    }
    for (const QString &field : fields)
        std::printf("%s\n", qPrintable(field));
    return 0;
}

int exportFields(const QString &log, const QString &fields, const QString &output)
{
    QFile out;
    const bool toFile = !output.isEmpty();
    if (toFile)
        out.setFileName(output);
    if (!(toFile ? out.open(QIODevice::WriteOnly | QIODevice::Truncate) : out.open(stdout, QIODevice::WriteOnly))) {
        kCommand.report(QStringLiteral("cannot write %1: %2").arg(output, out.errorString()));
        return CliCommand::kExitFailed;
    }
    const robodash::link::FieldCsvResult result =
        robodash::link::FieldCsvExporter(robodash::app::robotFamilies().registry())
            .exportFile(log, fields.split(QLatin1Char(','), Qt::SkipEmptyParts), out);
    out.close();
    if (!result.ok) {
        if (toFile)
            out.remove();  // nothing half written left behind
        if (result.unknownField)
            return usageError(result.error.toStdString());
        kCommand.report(result.error);
        return CliCommand::kExitFailed;
    }
    if (toFile)
        std::printf("%s: %llu rows\n", qPrintable(output), static_cast<unsigned long long>(result.rows));
    for (const QString &field : result.neverRead)
        kCommand.report(QStringLiteral("note: the log never gave %1: its column is empty (--list-fields lists what it has)")
                            .arg(field));
    if (!result.stop.clean)
        kCommand.report(QStringLiteral("warning: the log ") + result.stop.describe());
    return 0;
}

}  // namespace

int runExportCommand(int argc, char **argv)
{
    QString log, directory, format = QStringLiteral("csv"), output, fields;
    std::string rosNamespace;
    bool listing = false;
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
        } else if (std::string(arg) == "--list-fields") {
            listing = true;
        } else if (std::string(arg) == "--fields") {
            if (i + 1 >= argc || QString::fromLocal8Bit(argv[i + 1]).trimmed().isEmpty())
                return usageError("--fields needs a list of fields (--list-fields shows them)");
            fields = QString::fromLocal8Bit(argv[++i]);
        } else if (std::string(arg) == "--format" || std::string(arg) == "-o"
                   || std::string(arg) == "--namespace") {
            if (i + 1 >= argc)
                return usageError(std::string(arg) + " needs a value");
            const QString value = QString::fromLocal8Bit(argv[++i]);
            if (std::string(arg) == "--format")
                format = value;
            else if (std::string(arg) == "-o")
                output = value;
            else
                rosNamespace = value.toStdString();
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
    if (listing)
        return listFields(log);
    if (!fields.isEmpty()) {
        if (!directory.isEmpty() || format != QLatin1String("csv"))
            return usageError("--fields writes one CSV: it takes -o FILE, not --csv or --format");
        return exportFields(log, fields, output);
    }
    if (format == QLatin1String("mcap"))
        return exportMcap(argv[0], log, output, rosNamespace);
    if (format != QLatin1String("csv"))
        return usageError("--format takes csv or mcap");
    if (directory.isEmpty())
        return usageError("no --csv DIR given");

    if (!rosNamespace.empty())
        robodash::bridge::KobukiBag::setNamespace(QString::fromStdString(rosNamespace));
    reportMissingTopics(log, rosNamespace);
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
