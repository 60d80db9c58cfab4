// robodash-cli monitor: watch a robot's link without a display. Connects through RobotLink,
// the same path the dashboard uses, and prints every event and a once-a-second status as
// JSON lines (MonitorPrinter).
#include "CliFamilies.h"
#include "CliCommand.h"
#include "CliCommands.h"
#include "FamilyTelemetryLines.h"
#include "MonitorPrinter.h"

#include "FamilyCatalog.h"
#include "RobotSession.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli monitor PORT [--robot NAME] [--duration S] [--reconnect]\n"
    "\n"
    "Connects to a robot and prints every event and a status once a second as JSON lines\n"
    "on standard output, one object per line, each with \"type\" and \"time_ms\":\n"
    "  status         connected, online, frames_per_second, bytes_per_second,\n"
    "                 checksum_errors, discarded_bytes, last_frame_age_ms\n"
    "  online, offline, disconnected (reason), version_info (hardware, firmware, udid),\n"
    "  controller_info (gain_type, p, i, d), bumper, cliff, wheel_drop, button,\n"
    "  digital_input, power, warning (message), error (message),\n"
    "  drive-refused (reason: the robot may be watched but not driven from here)\n"
    "  With --robot rover or rflex: version_info when it changes, event (message, warning).\n"
    "  Once a second the family's telemetry lines with SI values (null: not given):\n"
    "    kobuki: base (battery_v, battery_percent, charger, bumpers, cliffs, wheel_drops,\n"
    "            left_speed_m_s, right_speed_m_s, speed_m_s), heading (heading_rad,\n"
    "            turn_rate_rad_s)\n"
    "    rover: odometry, drive, power (a field per register of that polling class)\n"
    "    rflex: odometry, battery, bump, base_status\n"
    "\n"
    "  PORT           a serial device (/dev/ttyUSB0, /dev/kobuki), tcp://host:port for a\n"
    "                 serial bridge such as ser2net, ros2:/NS for a robot on the ROS 2 network\n"
    "                 in namespace NS (ros2:/tb1?domain=7&interface=eth0), or sim: for the\n"
    "                 chosen robot's virtual twin\n"
    "  --robot NAME   the robot family: kobuki (default), rover, rflex\n"
    "  --duration S   stop after S seconds (exit 0); default: run until interrupted\n"
    "  --reconnect    when the port vanishes, retry about once a second and reconnect to\n"
    "                 the same device\n"
    "  --help         show this text\n"
    "\n"
    "Exit status: 0 after --duration, 1 when the port cannot be opened, 2 for bad\n"
    "arguments, 3 when the link is lost without --reconnect.\n";

const CliCommand kCommand("monitor");

struct MonitorOptions {
    QString port;
    double durationSeconds = 0;  // 0: no limit
    bool reconnect = false;
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    bool help = false;
};

bool parseOptions(int argc, char **argv, MonitorOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (CliCommand::isHelp(arg)) {
            options->help = true;
        } else if (!std::strcmp(arg, "--reconnect")) {
            options->reconnect = true;
        } else if (!std::strcmp(arg, "--robot")) {
            if (!kCommand.readRobot(argc, argv, &i, &options->robot))
                return false;
        } else if (!std::strcmp(arg, "--duration")) {
            if (!kCommand.readDuration(argc, argv, &i, &options->durationSeconds))
                return false;
        } else if (CliCommand::isLongOption(arg)) {
            return kCommand.usageError(std::string("unknown option '") + arg + "'");
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(arg);
        } else {
            return kCommand.usageError(std::string("one port only; '") + arg + "' is extra");
        }
    }
    if (!options->help && options->port.isEmpty())
        return kCommand.usageError("no PORT given");
    return true;
}

}  // namespace

int runMonitorCommand(int argc, char **argv)
{
    MonitorOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;

    const auto app = CliCommand::makeApplication(argv[0]);
    MonitorPrinter printer(stdout);
    robodash::app::RobotSession session(options.robot);
    robodash::link::RobotLink &link = session.link();
    printer.attach(link, session.kobuki());
    // Readings come from the family's description; the Kobuki's identity and events from its
    // feed (above), another family's from the description too.
    std::unique_ptr<FamilyTelemetryLines> familyLines;
    const robodash::core::FamilyDescriptor *family =
        robodash::app::robotFamilies().registry().find(options.robot);
    if (family && family->telemetry) {
        const CliFamily *cli = CliFamilies::find(options.robot);
        const auto content = cli && cli->monitorIdentityFromFeed ? FamilyTelemetryLines::Content::ReadingsOnly
                                                                 : FamilyTelemetryLines::Content::Everything;
        familyLines = std::make_unique<FamilyTelemetryLines>(printer, *family->telemetry, content);
        familyLines->attach(link);
    }

    using robodash::link::RobotLink;
    QObject::connect(&link, &RobotLink::connectionFailed, app.get(), [] {
        QCoreApplication::exit(CliCommand::kExitFailed);
    });
    if (!options.reconnect) {
        QObject::connect(&link, &RobotLink::disconnected, app.get(), [] {
            QCoreApplication::exit(CliCommand::kExitLinkLost);
        });
    }
    if (options.durationSeconds > 0) {
        QTimer::singleShot(CliCommand::milliseconds(options.durationSeconds), app.get(),
                           [] { QCoreApplication::exit(0); });
    }
    link.setAutoReconnect(options.reconnect);
    link.connectTo(options.port);
    return app->exec();
}
