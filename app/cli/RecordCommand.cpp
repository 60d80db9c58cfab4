// robodash-cli record PORT FILE [--duration S]: keep a session without a display. Connects
// through RobotLink, the dashboard's own path (so the log holds the identity answers the
// link asks for), and records every byte received into a session log (docs/LOG_FORMAT.md).
#include "CliCommands.h"

#include "link/RobotLink.h"

#include <QCoreApplication>
#include <QTimer>

#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli record PORT FILE [--duration S]\n"
    "\n"
    "Connects to a robot and records every byte it sends, with its receive time, into FILE\n"
    "(a RoboDash session log, docs/LOG_FORMAT.md; replay it with 'robodash --replay FILE',\n"
    "export it with 'robodash-cli export FILE --csv DIR'). The log is flushed twice a second.\n"
    "\n"
    "  PORT           a serial device (/dev/ttyUSB0, /dev/kobuki), tcp://host:port for a\n"
    "                 serial bridge such as ser2net, or sim: for the built-in virtual Kobuki\n"
    "  FILE           the log to write (replaced if it exists)\n"
    "  --duration S   stop after S seconds; default: until interrupted (Ctrl+C stops cleanly)\n"
    "  --help         show this text\n"
    "\n"
    "Exit status: 0 after a clean stop, 1 when the port cannot be opened or FILE cannot be\n"
    "written (the message says why), 2 for bad arguments, 3 when the link is lost (what\n"
    "arrived until then is kept).\n";

constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitLinkLost = 3;
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
    bool help = false;
};

bool usageError(const std::string &message)
{
    std::fprintf(stderr, "robodash-cli record: %s (try --help)\n", message.c_str());
    return false;
}

bool parseOptions(int argc, char **argv, RecordOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h")) {
            options->help = true;
        } else if (!std::strcmp(arg, "--duration")) {
            if (i + 1 >= argc)
                return usageError("--duration needs a number of seconds");
            char *end = nullptr;
            const char *text = argv[++i];
            options->durationSeconds = std::strtod(text, &end);
            if (end == text || *end != '\0' || !std::isfinite(options->durationSeconds)
                || options->durationSeconds <= 0 || options->durationSeconds > 1e6)
                return usageError(std::string("--duration wants seconds > 0, not '") + text + "'");
        } else if (arg[0] == '-' && arg[1] == '-') {
            return usageError(std::string("unknown option '") + arg + "'");
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(arg);
        } else if (options->file.isEmpty()) {
            options->file = QString::fromLocal8Bit(arg);
        } else {
            return usageError(std::string("'") + arg + "' is one argument too many");
        }
    }
    if (options->help)
        return true;
    if (options->port.isEmpty())
        return usageError("no PORT given");
    if (options->file.isEmpty())
        return usageError("no FILE given");
    return true;
}

}  // namespace

int runRecordCommand(int argc, char **argv)
{
    RecordOptions options;
    if (!parseOptions(argc, argv, &options))
        return kExitUsage;
    if (options.help) {
        std::fputs(kUsage, stdout);
        return 0;
    }

    int qtArgc = 1;
    char *qtArgv[] = {argv[0], nullptr};
    QCoreApplication app(qtArgc, qtArgv);
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBODASH_VERSION));
    using robodash::link::RobotLink;
    RobotLink link;
    int exitCode = 0;

    QObject::connect(&link, &RobotLink::connectionFailed, &app, [](const QString &message) {
        std::fprintf(stderr, "robodash-cli record: cannot open the port: %s\n", qPrintable(message));
        QCoreApplication::exit(kExitFailed);
    });
    QObject::connect(&link, &RobotLink::connected, &app, [&link, &options] {
        if (!link.isRecording())
            link.startRecording(options.file);
    });
    QObject::connect(&link, &RobotLink::recordingStarted, &app, [&options](const QString &path) {
        std::fprintf(stderr, "robodash-cli record: recording %s to %s\n", qPrintable(options.port), qPrintable(path));
        if (options.durationSeconds > 0)
            QTimer::singleShot(int(std::lround(options.durationSeconds * 1000)), qApp, [] {
                g_interrupted = true;
            });
    });
    QObject::connect(&link, &RobotLink::recordingStopped, &app,
                     [&exitCode](const QString &path, quint64 bytes, const QString &error) {
                         if (!error.isEmpty()) {
                             std::fprintf(stderr, "robodash-cli record: recording stopped: %s\n", qPrintable(error));
                             QCoreApplication::exit(kExitFailed);
                             return;
                         }
                         std::printf("recorded %llu bytes to %s\n", static_cast<unsigned long long>(bytes),
                                     qPrintable(path));
                         QCoreApplication::exit(exitCode);
                     });
    QObject::connect(&link, &RobotLink::disconnected, &app, [&link, &exitCode](const QString &reason) {
        std::fprintf(stderr, "robodash-cli record: link lost: %s\n", qPrintable(reason));
        exitCode = kExitLinkLost;
        if (link.isRecording())
            link.stopRecording();
        else
            QCoreApplication::exit(kExitLinkLost);
    });

    // Ctrl+C, SIGTERM and --duration all end the same way: a clean stop with an end record.
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, [&link, &poll] {
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
    return app.exec();
}
