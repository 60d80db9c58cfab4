#include "DashboardOptions.h"

#include "BuildInfo.h"
#include "FamilyCatalog.h"
#include "rflex/RflexDriver.h"
#include "rflex/RobotDescriptionFile.h"
#include "link/SessionLogReader.h"
#include "sim/core/TwinOptions.h"

#include <QCommandLineParser>

namespace {

// "Kobuki, Rover Pro, rFLEX": every family the program drives, as the user knows it.
QString familyDisplayNames()
{
    QStringList names;
    for (const robodash::core::FamilyDescriptor &family : robodash::app::robotFamilies().registry().families())
        names << QString::fromStdString(family.displayName);
    return names.join(QStringLiteral(", "));
}

QString displayName(const QString &family)
{
    return QString::fromStdString(robodash::app::robotFamilies().entryOrDefault(family.toStdString()).descriptor.displayName);
}

// A log names the family that recorded it, and only that family's driver decodes it: the
// window shows that family's panels. A --robot that says otherwise is overruled, with a
// note. A log whose header cannot be read is left to the replay, which says why.
void useTheLogsFamily(DashboardOptions &options, bool robotGiven)
{
    const auto header = robodash::link::SessionLogReader::readHeader(options.replayPath, nullptr);
    if (!header) return;
    const QString family = QString::fromStdString(header->family());
    if (family == options.robot || !robodash::app::robotFamilies().contains(family.toStdString())) return;
    if (robotGiven)
        options.notice = QStringLiteral("%1 is a %2's log: showing the %2's panels, not the %3's")
                             .arg(options.replayPath, displayName(family), displayName(options.robot));
    options.robot = family;
}

QString unknownRobot(const QString &robot)
{
    return QStringLiteral("unknown robot '%1': known robots are %2")
        .arg(robot, QString::fromStdString(robodash::app::robotFamilies().registry().names()));
}

// --fleet kobuki,rover,rflex: a twin (sim:) of each; or --port A --port B with one --robot for
// all, or one --robot per --port in the same order. Empty `error` when it all made sense.
QList<FleetMember> fleetFrom(const QStringList &fleetFamilies, const QStringList &ports, const QStringList &robots,
                             QString *error)
{
    QList<FleetMember> fleet;
    if (!fleetFamilies.isEmpty()) {
        if (!ports.isEmpty()) *error = QStringLiteral("--fleet opens virtual robots: give it or --port, not both");
        for (const QString &family : fleetFamilies) {
            const QString robot = family.trimmed();
            if (!robodash::app::robotFamilies().contains(robot.toStdString())) *error = unknownRobot(robot);
            fleet.append({QString(), robot, QStringLiteral("sim:"), QString()});
        }
        return fleet;
    }
    if (robots.size() > 1 && robots.size() != ports.size()) {
        *error = QStringLiteral("%1 --port and %2 --robot: give one --robot for all, or one per --port in the same order")
                     .arg(ports.size())
                     .arg(robots.size());
        return fleet;
    }
    for (int i = 0; i < ports.size(); ++i) {
        const QString robot = robots.isEmpty() ? QStringLiteral("kobuki") : robots.value(i, robots.constFirst());
        if (!robodash::app::robotFamilies().contains(robot.toStdString())) *error = unknownRobot(robot);
        fleet.append({QString(), robot, ports[i], QString()});
    }
    return fleet;
}

}  // namespace

std::optional<DashboardOptions> DashboardOptions::parse(const QStringList &arguments,
                                                        QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("RoboDash: drive a robot base (%1) and watch its sensors live.")
                                         .arg(familyDisplayNames()));
    parser.addHelpOption();
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Displays the version and the git commit."));
    const QCommandLineOption port(
        QStringLiteral("port"),
        QStringLiteral("Robot to connect to: a serial device (/dev/ttyUSB0, /dev/kobuki), "
                       "tcp://host:port, ros2:/NS for a robot on the ROS 2 network in namespace "
                       "NS (ros2:/tb1?domain=7&interface=eth0; ros2:/ for the root namespace), "
                       "or sim: for the chosen family's built-in virtual robot (default)."),
        QStringLiteral("PORT"), QStringLiteral("sim:"));
    const QCommandLineOption robot(
        QStringLiteral("robot"),
        QStringLiteral("Robot family: %1 (default kobuki).")
            .arg(QString::fromStdString(robodash::app::robotFamilies().registry().names())),
        QStringLiteral("NAME"), QStringLiteral("kobuki"));
    const QCommandLineOption firmware(
        QStringLiteral("firmware"),
        QStringLiteral("With --robot rover: the firmware the virtual Rover (sim:) runs, 1.3.0 "
                       "(default) or 1.0.9, as robodash-cli sim takes it."),
        QStringLiteral("VERSION"));
    const QCommandLineOption wireInspector(QStringLiteral("wire-inspector"),
                                           QStringLiteral("Open with the wire inspector shown (View > Wire inspector)."));
    const QCommandLineOption logEvents(QStringLiteral("log-events"),
                                       QStringLiteral("Also print the event log on standard error, with the status bar's "
                                                      "messages, the link status and where the readings are when they fade (for tests)."));
    const QCommandLineOption reconnect(QStringLiteral("reconnect"),
                                       QStringLiteral("Reconnect automatically when the link drops."));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QStringLiteral("Start in the presentation view: full screen, large readouts, a large STOP "
                       "(F11 or Esc for the dashboard)."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the whole window to a PNG file and exit (works offscreen)."),
        QStringLiteral("FILE"));
    const QCommandLineOption after(QStringLiteral("after"),
                                   QStringLiteral("Seconds to run before the screenshot (default 3)."),
                                   QStringLiteral("SECONDS"), QStringLiteral("3"));
    const QCommandLineOption replay(
        QStringLiteral("replay"),
        QStringLiteral("Play a session log (.rdlog, an MCAP file RoboDash exported, or a ROS 2 "
                       "bag of kobuki_ros topics) on the dashboard instead of connecting to a robot."),
        QStringLiteral("FILE"));
    const QCommandLineOption bagNamespace(
        QStringLiteral("namespace"),
        QStringLiteral("With --replay of a ROS 2 bag holding several Kobukis: the robot's "
                       "namespace, e.g. /tb1."),
        QStringLiteral("NS"));
    const QCommandLineOption record(
        QStringLiteral("record"),
        QStringLiteral("Record the robot's bytes to a session log (.rdlog) from the start."),
        QStringLiteral("FILE"));
    const QCommandLineOption description(
        QStringLiteral("robot-description"),
        QStringLiteral("An rFLEX base's description file (sonar ring, odometry units, bump panels, "
                       "outline; docs/ROBOT_DESCRIPTION.md). Default: the built-in ATRV-Jr."),
        QStringLiteral("FILE"));
    const QCommandLineOption fleet(
        QStringLiteral("fleet"),
        QStringLiteral("Several virtual robots in one window, for a demonstration: families separated by "
                       "commas, e.g. kobuki,rover,rflex. --port more than once opens those robots instead "
                       "(--robot once for all, or once per --port)."),
        QStringLiteral("FAMILIES"));
    parser.addOptions({version, port, robot, fleet, firmware, reconnect, presentation, wireInspector, logEvents, screenshot, after, replay, bagNamespace, record, description});
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    DashboardOptions options;
    if (parser.isSet(QStringLiteral("help"))) {
        options.answer = parser.helpText();
        return options;
    }
    if (parser.isSet(version)) {
        options.answer = QString::fromStdString(robodash::build_info::versionLine("robodash")) + '\n';
        return options;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error = QStringLiteral("unexpected argument '%1' (try --help)")
                     .arg(parser.positionalArguments().first());
        return std::nullopt;
    }

    options.port = parser.value(port);
    options.portGiven = parser.isSet(port);
    options.logEvents = parser.isSet(logEvents);
    options.robot = parser.value(robot);
    if (parser.isSet(fleet) || parser.values(port).size() > 1) {
        QString why;
        const QStringList families = parser.isSet(fleet) ? parser.value(fleet).split(QLatin1Char(',')) : QStringList();
        const QStringList ports = parser.isSet(port) ? parser.values(port) : QStringList();  // not the default sim:
        options.fleet = fleetFrom(families, ports, parser.values(robot), &why);
        if (why.isEmpty() && (parser.isSet(replay) || parser.isSet(record)))
            why = QStringLiteral("--replay and --record work with one robot, not a fleet");
        if (!why.isEmpty()) {
            *error = why;
            return std::nullopt;
        }
        options.robot = options.fleet.constFirst().robot;  // the family the other options are checked against
        options.port = options.fleet.constFirst().port;
    }
    options.replayPath = parser.value(replay);
    if (!options.replayPath.isEmpty() && robodash::app::robotFamilies().contains(options.robot.toStdString()))
        useTheLogsFamily(options, parser.isSet(robot));
    if (!robodash::app::robotFamilies().contains(options.robot.toStdString())) {
        *error = QStringLiteral("unknown robot '%1': known robots are %2")
                     .arg(options.robot,
                          QString::fromStdString(robodash::app::robotFamilies().registry().names()));
        return std::nullopt;
    }
    if (parser.isSet(description)) {
        if (!robodash::app::robotFamilies().takesRobotDescription(options.robot.toStdString())) {
            *error = QStringLiteral("--robot-description describes an rFLEX base: use it with --robot rflex");
            return std::nullopt;
        }
        options.robotDescriptionPath = parser.value(description);
        std::string why;
        const auto loaded = robodash::rflex::loadRobotDescription(options.robotDescriptionPath.toStdString(), &why);
        if (!loaded) {
            *error = QStringLiteral("bad robot description %1").arg(QString::fromStdString(why));
            return std::nullopt;
        }
        options.rflexDescription = *loaded;
    }
    options.firmware = parser.value(firmware);
    if (!options.firmware.isEmpty()) {  // checked by the family: only its twin knows its firmware
        robodash::sim::TwinOptions twin;
        twin.firmware = options.firmware.toStdString();
        std::string why;
        if (!robodash::app::robotFamilies().twinMakerWith(options.robot.toStdString(), twin, &why)) {
            *error = QString::fromStdString(why);
            return std::nullopt;
        }
    }
    options.autoReconnect = parser.isSet(reconnect);
    options.presentation = parser.isSet(presentation);
    options.showWireInspector = parser.isSet(wireInspector);
    options.screenshotPath = parser.value(screenshot);
    options.bagNamespace = parser.value(bagNamespace);
    options.recordPath = parser.value(record);
    if (!options.recordPath.isEmpty() && !options.replayPath.isEmpty()) {
        *error = QStringLiteral("--record and --replay cannot be used together: a replay sends "
                                "nothing and records nothing new");
        return std::nullopt;
    }
    bool ok = false;
    options.screenshotAfterSeconds = parser.value(after).toDouble(&ok);
    if (!ok || options.screenshotAfterSeconds < 0 || options.screenshotAfterSeconds > 3600) {
        *error = QStringLiteral("--after needs a number of seconds between 0 and 3600, not '%1'")
                     .arg(parser.value(after));
        return std::nullopt;
    }
    return options;
}
