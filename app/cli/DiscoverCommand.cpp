// robodash-cli discover: the robots on a ROS 2 domain, as the dashboard's connection bar
// lists them, with the port that opens each (`ros2:/tb1?domain=7`).
#include "CliCommand.h"
#include "CliCommands.h"

#include "NetworkRobotFinder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

using robodash::bridge::NetworkRobot;
using robodash::bridge::NetworkRobotFinder;

constexpr const char *kUsage =
    "usage: robodash-cli discover [--domain N] [--interface IF] [--seconds S] [--json]\n"
    "                             [--keystore DIR --enclave NAME]\n"
    "\n"
    "Lists the robots on a ROS 2 domain (DDS discovery; no ROS installation needed): a Kobuki\n"
    "by kobuki_ros's sensors/core (the kobuki_ros node or 'robodash-cli bridge'), a Rover Pro\n"
    "or an rFLEX by the topics 'robodash-cli bridge' publishes for them. One line each: the\n"
    "port that opens it (robodash --port PORT, robodash-cli monitor PORT), its family, its\n"
    "node, and anything that would keep it from working.\n"
    "  --domain N      the ROS domain id, 0..232 (default ROS_DOMAIN_ID, else 0)\n"
    "  --interface IF  the network interface to listen on (default: ROBODASH_ROS_INTERFACE,\n"
    "                  as for the dashboard, else DDS's choice)\n"
    "  --seconds S     how long to listen (default 3): discovery takes a moment\n"
    "  --json          one JSON array instead of text\n"
    "  --keystore DIR  join secured (DDS Security) with this SROS 2 keystore, as --enclave NAME\n"
    "                  (else ROS 2's ROS_SECURITY_* variables decide): a secured robot is seen\n"
    "                  only by a secured participant of its keystore\n"
    "\n"
    "Exit status: 0 listed (also when none was found), 1 DDS could not start, 2 bad arguments.\n";

const CliCommand kCommand("discover");
constexpr int kAnnouncementWaits = 20, kAnnouncementWaitMs = 100;  // 2 s at the most

bool everyNodeNamed(const std::vector<NetworkRobot> &robots)
{
    return std::all_of(robots.begin(), robots.end(),
                       [](const NetworkRobot &robot) { return !robot.nodeName.empty(); });
}

struct DiscoverOptions {
    int domain = -1;
    std::string interfaceName;
    std::string keystore, enclave;
    double seconds = 3;
    bool json = false;
    bool help = false;
};

bool parseOptions(int argc, char **argv, DiscoverOptions *options)
{
    for (int i = 1; i < argc; ++i) {
        const std::string option = argv[i];
        if (CliCommand::isHelp(argv[i])) {
            options->help = true;
        } else if (option == "--json") {
            options->json = true;
        } else if (option == "--domain" || option == "--interface" || option == "--seconds"
                   || option == "--keystore" || option == "--enclave") {
            if (i + 1 >= argc)
                return kCommand.usageError(option + " needs a value");
            const char *value = argv[++i];
            char *end = nullptr;
            if (option == "--interface") {
                options->interfaceName = value;
            } else if (option == "--keystore") {
                options->keystore = value;
            } else if (option == "--enclave") {
                options->enclave = value;
            } else if (option == "--domain") {
                const long domain = std::strtol(value, &end, 10);
                if (!*value || *end || domain < 0 || domain > 232)
                    return kCommand.usageError("--domain takes a ROS domain id from 0 to 232");
                options->domain = int(domain);
            } else {
                options->seconds = std::strtod(value, &end);
                if (!*value || *end || !(options->seconds > 0) || options->seconds > 600)
                    return kCommand.usageError("--seconds takes a number above 0, at most 600");
            }
        } else {
            return kCommand.usageError("unknown argument '" + option + "'");
        }
    }
    return true;
}

int domainFromEnvironment()
{
    const char *text = std::getenv("ROS_DOMAIN_ID");
    char *end = nullptr;
    const long domain = text ? std::strtol(text, &end, 10) : 0;
    return text && *text && !*end && domain >= 0 && domain <= 232 ? int(domain) : 0;
}

void printText(const std::vector<NetworkRobot> &robots, const DiscoverOptions &options,
               const std::string &hiddenAdvice)
{
    if (robots.empty())
        std::printf("no robot found on domain %d in %.1f s\n", options.domain, options.seconds);
    for (const NetworkRobot &robot : robots) {
        std::printf("%-36s %-10s %s%s%s\n", robot.port(options.domain, options.interfaceName).c_str(),
                    robot.familyTitle().c_str(),
                    robot.nodeName.empty() ? "(node not announced)" : robot.nodeName.c_str(),
                    robot.problem.empty() ? "" : "  PROBLEM: ", robot.problem.c_str());
    }
    if (!hiddenAdvice.empty())
        std::printf("%s\n", hiddenAdvice.c_str());
}

void printJson(const std::vector<NetworkRobot> &robots, const DiscoverOptions &options)
{
    QJsonArray list;
    for (const NetworkRobot &robot : robots) {
        list.append(QJsonObject{
            {"port", QString::fromStdString(robot.port(options.domain, options.interfaceName))},
            {"namespace", QString::fromStdString(robot.rosNamespace)},
            {"family", QString::fromStdString(robot.family)},
            {"node", QString::fromStdString(robot.nodeName)},
            {"domain", options.domain},
            {"problem", QString::fromStdString(robot.problem)}});
    }
    std::printf("%s\n", QJsonDocument(list).toJson(QJsonDocument::Compact).constData());
}

}  // namespace

int runDiscoverCommand(int argc, char **argv)
{
    DiscoverOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto done = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *done;
    if (options.domain < 0)
        options.domain = domainFromEnvironment();
    if (options.interfaceName.empty() && std::getenv("ROBODASH_ROS_INTERFACE"))
        options.interfaceName = std::getenv("ROBODASH_ROS_INTERFACE");  // as the dashboard's list
    std::string error;
    const auto finder = NetworkRobotFinder::create(options.domain, options.interfaceName, &error,
                                                   options.keystore, options.enclave);
    if (!finder) {
        kCommand.report(error);
        return CliCommand::kExitFailed;
    }
    QThread::msleep(static_cast<unsigned long>(CliCommand::milliseconds(options.seconds)));
    std::vector<NetworkRobot> robots = finder->robots();
    // A node's announcement (ros_discovery_info) can trail the discovery of its writers: a
    // robot found without its node's name is given a little longer before it is printed so.
    for (int wait = 0; wait < kAnnouncementWaits && !everyNodeNamed(robots); ++wait) {
        QThread::msleep(kAnnouncementWaitMs);
        robots = finder->robots();
    }
    const std::string hiddenAdvice = NetworkRobotFinder::hiddenEnclavesAdvice(
        finder->hiddenEnclaves(), "--keystore DIR --enclave /lab/you");
    if (options.json) {
        printJson(robots, options);
        if (!hiddenAdvice.empty())
            std::fprintf(stderr, "robodash-cli discover: %s\n", hiddenAdvice.c_str());
    } else {
        printText(robots, options, hiddenAdvice);
    }
    return 0;
}
