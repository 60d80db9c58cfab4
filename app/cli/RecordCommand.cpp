// robodash-cli record PORT FILE [--duration S]: keep a session without a display. Connects
// through RobotLink, the dashboard's own path (so the log holds the identity answers the
// link asks for), and records every byte received into a session log (docs/LOG_FORMAT.md),
// or into an MCAP file of ROS 2 messages that also carries that log (bridge/McapRecordingSink).
#include "CliCommand.h"
#include "CliCommands.h"

#include "FamilyCatalog.h"
#include "RobotSession.h"

#include "bridge/McapRecordingSink.h"
#include "link/SessionRecorder.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli record PORT FILE [--robot NAME] [--duration S] [--format rdlog|mcap]\n"
    "\n"
    "Connects to a robot and records every byte it sends, with its receive time, into FILE\n"
    "(a RoboDash session log, docs/LOG_FORMAT.md; replay it with 'robodash --replay FILE',\n"
    "export it with 'robodash-cli export FILE --csv DIR'). The log is flushed twice a second.\n"
    "\n"
    "  PORT           a serial device (/dev/ttyUSB0, /dev/kobuki), tcp://host:port for a\n"
    "                 serial bridge such as ser2net, ros2:/NS for a robot on the ROS 2 network\n"
    "                 in namespace NS (ros2:/tb1?domain=7&interface=eth0: its messages are\n"
    "                 recorded), or sim: for the chosen family's virtual twin\n"
    "  FILE           the log to write (replaced if it exists)\n"
    "  --robot NAME   the robot family: kobuki (default), rover, rflex; the log names it\n"
    "  --duration S   stop after S seconds; default: until interrupted (Ctrl+C stops cleanly)\n"
    "  --format F     rdlog, or mcap: the ROS 2 messages the bridge publishes for the robot\n"
    "                 (Foxglove, PlotJuggler, ros2 bag read it), with the session log inside\n"
    "                 for RoboDash's replay; default: mcap when FILE ends in .mcap, else rdlog.\n"
    "                 A killed MCAP recording keeps every chunk flushed (twice a second):\n"
    "                 RoboDash replays it as it is; 'robodash-cli recover FILE' rewrites it\n"
    "                 with the summary other tools want\n"
    "  --help         show this text\n"
    "\n"
    "Exit status: 0 after a clean stop, 1 when the port cannot be opened or FILE cannot be\n"
    "written (the message says why), 2 for bad arguments, 3 when the link is lost (what\n"
    "arrived until then is kept).\n";

const CliCommand kCommand("record");
constexpr int kSignalPollMs = 100;

std::atomic<bool> g_interrupted{false};

void onSignal(int)
{
    g_interrupted = true;
}

struct RecordOptions {
    QString port;
    QString file;
    double durationSeconds = 0;  // 0: until interrupted
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    robodash::bridge::RecordingFormat format = robodash::bridge::RecordingFormat::ByName;
    bool help = false;
};

bool readFormat(int argc, char **argv, int *i, robodash::bridge::RecordingFormat *format)
{
    using robodash::bridge::RecordingFormat;
    if (*i + 1 >= argc)
        return kCommand.usageError("--format needs rdlog or mcap");
    const std::string text = argv[++*i];
    if (text == "mcap")
        *format = RecordingFormat::Mcap;
    else if (text == "rdlog")
        *format = RecordingFormat::Rdlog;
    else
        return kCommand.usageError("--format takes rdlog or mcap, not '" + text + "'");
    return true;
}

bool parseOptions(int argc, char **argv, RecordOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (CliCommand::isHelp(arg)) {
            options->help = true;
        } else if (std::string(arg) == "--robot") {
            if (!kCommand.readRobot(argc, argv, &i, &options->robot))
                return false;
        } else if (std::string(arg) == "--duration") {
            if (!kCommand.readDuration(argc, argv, &i, &options->durationSeconds))
                return false;
        } else if (std::string(arg) == "--format") {
            if (!readFormat(argc, argv, &i, &options->format))
                return false;
        } else if (CliCommand::isLongOption(arg)) {
            return kCommand.usageError(std::string("unknown option '") + arg + "'");
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(arg);
        } else if (options->file.isEmpty()) {
            options->file = QString::fromLocal8Bit(arg);
        } else {
            return kCommand.usageError(std::string("'") + arg + "' is one argument too many");
        }
    }
    if (options->help)
        return true;
    if (options->port.isEmpty())
        return kCommand.usageError("no PORT given");
    if (options->file.isEmpty())
        return kCommand.usageError("no FILE given");
    // Every other tool would open such a file as MCAP and fail.
    if (options->format == robodash::bridge::RecordingFormat::Rdlog
        && options->file.endsWith(QLatin1String(".mcap"), Qt::CaseInsensitive))
        return kCommand.usageError("--format rdlog with a .mcap name: name the file .rdlog");
    return true;
}

}  // namespace

int runRecordCommand(int argc, char **argv)
{
    RecordOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;

    const auto app = CliCommand::makeApplication(argv[0]);
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBODASH_VERSION));
    using robodash::link::RobotLink;
    robodash::app::RobotSession session(options.robot);
    RobotLink &link = session.link();
    robodash::link::SessionRecorder::setSinkFactory(robodash::bridge::McapRecordingSink::factory(
        robodash::app::robotFamilies().registry(), options.format));
    int exitCode = 0;

    QObject::connect(&link, &RobotLink::connectionFailed, app.get(), [](const QString &message) {
        kCommand.report(QStringLiteral("cannot open the port: ") + message);
        QCoreApplication::exit(CliCommand::kExitFailed);
    });
    QObject::connect(&link, &RobotLink::connected, app.get(), [&link, &options] {
        if (!link.isRecording())
            link.startRecording(options.file);
    });
    QObject::connect(&link, &RobotLink::recordingStarted, app.get(), [&options](const QString &path) {
        kCommand.report(QStringLiteral("recording %1 to %2").arg(options.port, path));
        if (options.durationSeconds > 0)
            QTimer::singleShot(CliCommand::milliseconds(options.durationSeconds), qApp, [] {
                g_interrupted = true;
            });
    });
    QObject::connect(&link, &RobotLink::recordingStopped, app.get(),
                     [&exitCode](const QString &path, quint64 bytes, const QString &error) {
                         if (!error.isEmpty()) {
                             kCommand.report(QStringLiteral("recording stopped: ") + error);
                             QCoreApplication::exit(CliCommand::kExitFailed);
                             return;
                         }
                         // The file's size, as ls shows it, and of it what the robot sent.
                         std::printf("recorded %lld bytes to %s (%llu bytes received from the robot)\n",
                                     static_cast<long long>(QFileInfo(path).size()), qPrintable(path),
                                     static_cast<unsigned long long>(bytes));
                         QCoreApplication::exit(exitCode);
                     });
    QObject::connect(&link, &RobotLink::disconnected, app.get(), [&link, &exitCode](const QString &reason) {
        kCommand.report(QStringLiteral("link lost: ") + reason);
        exitCode = CliCommand::kExitLinkLost;
        if (link.isRecording())
            link.stopRecording();
        else
            QCoreApplication::exit(CliCommand::kExitLinkLost);
    });

    // Ctrl+C, SIGTERM and --duration all end the same way: a clean stop with an end record.
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, app.get(), [&link, &poll] {
        if (!g_interrupted)
            return;
        poll.stop();
        if (link.isRecording())
            link.stopRecording();
        else
            QCoreApplication::exit(0);
    });
    poll.start(kSignalPollMs);

    link.connectTo(options.port);
    return app->exec();
}
