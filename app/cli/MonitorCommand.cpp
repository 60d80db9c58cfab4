// robodash-cli monitor: watch a robot's link without a display. Connects through RobotLink,
// the same path the dashboard uses, and prints every event and a once-a-second status as
// JSON lines (MonitorPrinter).
#include "CliCommands.h"
#include "MonitorPrinter.h"

#include "link/RobotLink.h"

#include <QCoreApplication>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli monitor PORT [--duration S] [--reconnect]\n"
    "\n"
    "Connects to a robot and prints every event and a status once a second as JSON lines\n"
    "on standard output, one object per line, each with \"type\" and \"time_ms\":\n"
    "  status         connected, online, frames_per_second, bytes_per_second,\n"
    "                 checksum_errors, discarded_bytes, last_frame_age_ms\n"
    "  online, offline, disconnected (reason), version_info (hardware, firmware, udid),\n"
    "  controller_info (gain_type, p, i, d), bumper, cliff, wheel_drop, button,\n"
    "  digital_input, power, warning (message), error (message)\n"
    "\n"
    "  PORT           a serial device (/dev/ttyUSB0, /dev/kobuki), tcp://host:port for a\n"
    "                 serial bridge such as ser2net, or sim: for the built-in virtual Kobuki\n"
    "  --duration S   stop after S seconds (exit 0); default: run until interrupted\n"
    "  --reconnect    when the port vanishes, retry about once a second and reconnect to\n"
    "                 the same device\n"
    "  --help         show this text\n"
    "\n"
    "Exit status: 0 after --duration, 1 when the port cannot be opened, 2 for bad\n"
    "arguments, 3 when the link is lost without --reconnect.\n";

constexpr int kExitCannotOpen = 1;
constexpr int kExitUsage = 2;
constexpr int kExitLinkLost = 3;

struct MonitorOptions {
    QString port;
    double durationSeconds = 0;  // 0: no limit
    bool reconnect = false;
    bool help = false;
};

bool usageError(const std::string &message)
{
    std::fprintf(stderr, "robodash-cli monitor: %s (try --help)\n", message.c_str());
    return false;
}

bool parseDuration(const char *text, double *seconds)
{
    char *end = nullptr;
    const double value = std::strtod(text, &end);
    if (end == text || *end != '\0' || !std::isfinite(value) || value <= 0 || value > 1e6)
        return false;
    *seconds = value;
    return true;
}

bool parseOptions(int argc, char **argv, MonitorOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h")) {
            options->help = true;
        } else if (!std::strcmp(arg, "--reconnect")) {
            options->reconnect = true;
        } else if (!std::strcmp(arg, "--duration")) {
            if (i + 1 >= argc)
                return usageError("--duration needs a number of seconds");
            if (!parseDuration(argv[++i], &options->durationSeconds))
                return usageError(std::string("--duration wants seconds > 0, not '") + argv[i] + "'");
        } else if (arg[0] == '-' && arg[1] == '-') {
            return usageError(std::string("unknown option '") + arg + "'");
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(arg);
        } else {
            return usageError(std::string("one port only; '") + arg + "' is extra");
        }
    }
    if (!options->help && options->port.isEmpty())
        return usageError("no PORT given");
    return true;
}

}  // namespace

int runMonitorCommand(int argc, char **argv)
{
    MonitorOptions options;
    if (!parseOptions(argc, argv, &options))
        return kExitUsage;
    if (options.help) {
        std::fputs(kUsage, stdout);
        return 0;
    }

    int qtArgc = 1;
    char *qtArgv[] = {argv[0], nullptr};
    QCoreApplication app(qtArgc, qtArgv);
    MonitorPrinter printer(stdout);
    robodash::link::RobotLink link;
    printer.attach(link);

    using robodash::link::RobotLink;
    QObject::connect(&link, &RobotLink::connectionFailed, &app, [] {
        QCoreApplication::exit(kExitCannotOpen);
    });
    if (!options.reconnect) {
        QObject::connect(&link, &RobotLink::disconnected, &app, [] {
            QCoreApplication::exit(kExitLinkLost);
        });
    }
    if (options.durationSeconds > 0) {
        QTimer::singleShot(int(std::lround(options.durationSeconds * 1000)), &app,
                           [] { QCoreApplication::exit(0); });
    }
    link.setAutoReconnect(options.reconnect);
    link.connectTo(options.port);
    return app.exec();
}
