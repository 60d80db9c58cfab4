// robodash-cli bridge: one robot on a ROS 2 network, without a display and without ROS
// (bridge/README.md). Connects through RobotLink like the dashboard, then shares the robot
// through bridge::RosBridge until interrupted; Ctrl+C and SIGTERM stop the robot first.
#include "CliCommand.h"
#include "CliCommands.h"
#include "FamilyCatalog.h"

#include "QuitSignalWatcher.h"
#include "RobotSession.h"
#include "TwinSensorThread.h"
#include "bridge/BridgeFamilies.h"
#include "bridge/RosBridge.h"
#include "bridge/NodeParameters.h"
#include "bridge/QosProfileFile.h"
#include "bridge/RosNames.h"
#include "bridge/RosTopicCatalog.h"
#include "sim/core/TwinOptions.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli bridge PORT [--robot NAME] [--namespace NS] [--domain N]\n"
    "                              [--interface IF] [--node NAME] [--sensor-qos TOPIC]...\n"
    "                              [--qos-profile FILE] [--ros-distro NAME] [--duration S]\n"
    "                              [--trace FILE] [--param NAME=VALUE]...\n"
    "                              [--ros-profile roverrobotics|robodash]\n"
    "                              [--keystore DIR --enclave NAME] [--no-sensors]\n"
    "\n"
    "Shares a robot on a ROS 2 network over DDS (Cyclone DDS; no ROS installation needed):\n"
    "ROS 2 tools see a node publishing odom (nav_msgs/Odometry), the odom -> base transform\n"
    "on /tf and battery_state (sensor_msgs/BatteryState), and subscribing commands/velocity\n"
    "(geometry_msgs/Twist), plus the family's own topics: a Kobuki's are kobuki_ros's (events,\n"
    "sensors, version_info, LED/sound/power/gain commands), a Rover Pro's its batteries,\n"
    "flipper and tracks, an rFLEX's its sonars and bump panels (bridge/README.md). A velocity\n"
    "command holds for 0.6 s; the link's safety layer and dead-man apply to every command\n"
    "from the network as to the dashboard's.\n"
    "\n"
    "  PORT              a serial device, tcp://host:port, or sim: for the virtual robot\n"
    "  --robot NAME      the robot family: kobuki (default), rover, rflex\n"
    "  --namespace NS    ROS namespace of the robot's topics, e.g. /robot1 (default /)\n"
    "  --domain N        DDS domain id 0..232 (default: $ROS_DOMAIN_ID, else 0)\n"
    "  --interface IF    the only network interface to use, e.g. eth0 or lo (default: Cyclone\n"
    "                    DDS's own choice, or the configuration $CYCLONEDDS_URI names)\n"
    "  --node NAME       the ROS node name (default kobuki_ros_node for a Kobuki,\n"
    "                    roverrobotics_driver for a Rover Pro, robodash_FAMILY_node otherwise)\n"
    "  --ros-profile NAME  which driver a Rover Pro stands in for: roverrobotics (default),\n"
    "                    Rover Robotics' own ROS 2 driver as its pro_config.yaml sets it up:\n"
    "                    /cmd_vel, /odometry/wheels (odom -> base_link, no /tf), the e-stop\n"
    "                    (/soft_estop/trigger, /soft_estop/reset) and /trim_event, its\n"
    "                    parameters (speed_topic, odom_topic, odom_frame_id, publish_tf, ...);\n"
    "                    or robodash, the bridge's own names shared with the other families:\n"
    "                    odom, commands/velocity, odom -> base, the parameters below\n"
    "  --sensor-qos TOPIC  use the sensor-data QoS (best effort, depth 5) for TOPIC instead of\n"
    "                    the ROS default (reliable): odom, /tf, battery_state,\n"
    "                    commands/velocity or any topic of the family; may be repeated\n"
    "  --qos-profile FILE  per-topic QoS from a JSON file, e.g.\n"
    "                    {\"odom\": {\"reliability\": \"best_effort\", \"depth\": 5},\n"
    "                     \"version_info\": {\"durability\": \"transient_local\"}}\n"
    "                    (reliability reliable|best_effort, durability volatile|\n"
    "                    transient_local, depth 1..10000; applied after --sensor-qos)\n"
    "  --ros-distro NAME the ROS 2 release of the other machines: humble, or jazzy (default;\n"
    "                    also right for iron, kilted and rolling). They differ in how a node\n"
    "                    is announced (ros_discovery_info)\n"
    "  --duration S      stop after S seconds (exit 0); default: run until interrupted\n"
    "  --trace FILE      with sim: the virtual robot writes JSON lines to FILE, as\n"
    "                    `robodash-cli sim --trace` does: every command it obeyed and its\n"
    "                    true pose at 10 Hz (the ground truth for the odometry a ROS node reads)\n"
    "  --param NAME=VALUE  one of the node's ROS parameters: a Rover Pro's are\n"
    "                    roverrobotics_driver's (defaults: its pro_config.yaml, e.g.\n"
    "                    odom_child_frame_id base_link, publish_tf false, speed_topic\n"
    "                    /cmd_vel); the others' are kobuki_ros's (default: its\n"
    "                    shipped config/kobuki_node_params.yaml): cmd_vel_timeout_sec 0.6,\n"
    "                    odom_frame odom, base_frame base_footprint (base for rover, rflex),\n"
    "                    publish_tf true, battery_capacity 16.5, battery_low 14.0,\n"
    "                    battery_dangerous 13.2, wheel_left_joint_name wheel_left_joint,\n"
    "                    wheel_right_joint_name wheel_right_joint; `ros2 param set` changes\n"
    "                    them while sharing. NAME:=VALUE is taken too; may be repeated\n"
    "  --keystore DIR    DDS Security (SROS 2): only participants with a certificate of this\n"
    "                    keystore's CA find the robot, each only what its permissions grant,\n"
    "                    and everything on the wire is encrypted. Make one with\n"
    "                    `robodash-cli keystore` (or `ros2 security`). ROS 2's variables\n"
    "                    ROS_SECURITY_ENABLE, _KEYSTORE, _ENCLAVE_OVERRIDE and _STRATEGY work too\n"
    "  --enclave NAME    the bridge's enclave in that keystore, e.g. /lab/tb1 (default /);\n"
    "                    made with `keystore enclave DIR NAME --may robot --namespace NS`.\n"
    "                    Without a keystore the robot is UNSECURED: anyone on the network\n"
    "                    can watch and drive it\n"
    "  --no-sensors      with sim: do not publish the virtual robot's camera\n"
    "                    (camera/color/image_raw/compressed, 640x480 JPEG at 15 Hz) and laser\n"
    "                    scan (scan, 360 rays at 10 Hz, 0.15-12 m) of its room, nor where they\n"
    "                    sit (/tf_static: base_link -> laser, base_link -> camera_link);\n"
    "                    both are rendered only while something reads them\n"
    "  --help            show this text\n"
    "\n"
    "Exit status: 0 when interrupted or after --duration, 1 when the port or the network\n"
    "cannot be used, 2 for bad arguments, 3 when the link is lost.\n";

const CliCommand kCommand("bridge");
constexpr int kMaxDomain = 232;

struct BridgeCliOptions {
    QString port;
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    std::string node;  // empty: by family
    std::string traceFile;  // sim: only
    double durationSeconds = 0;
    robodash::bridge::BridgeOptions bridge;
    std::vector<std::string> parameters;  // --param, NAME=VALUE
    std::string rosProfile;  // empty: the default
    robodash::security::SecurityOptions security;
    bool noSensors = false;  // sim: only
    bool help = false;
};

bool readValue(int argc, char **argv, int *index, std::string *value)
{
    if (*index + 1 >= argc)
        return kCommand.usageError(std::string(argv[*index]) + " needs a value");
    *value = argv[++*index];
    return true;
}

bool parseDomain(const std::string &text, int *domain)
{
    char *end = nullptr;
    const long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || value < 0 || value > kMaxDomain)
        return kCommand.usageError("--domain wants a number 0.." + std::to_string(kMaxDomain)
                                   + ", not '" + text + "'");
    *domain = int(value);
    return true;
}

// A misspelt topic would silently keep the default QoS: refuse it instead.
bool addSensorTopic(const std::string &topic, robodash::bridge::BridgeOptions *options)
{
    using robodash::bridge::RosTopicCatalog;
    if (!RosTopicCatalog::isKnown(topic))
        return kCommand.usageError("--sensor-qos: no topic '" + topic + "' (the bridge's are "
                                   + RosTopicCatalog::namesText() + ")");
    options->sensorDataTopics.insert(topic);
    return true;
}

bool readQosProfile(const std::string &path, robodash::bridge::BridgeOptions *options)
{
    std::string error;
    if (!robodash::bridge::QosProfileFile::read(QString::fromLocal8Bit(path.c_str()),
                                                &options->topicQos, &error))
        return kCommand.usageError("--qos-profile " + error);
    return true;
}

bool parseDistro(const std::string &name, robodash::bridge::RosDistro *distro)
{
    using robodash::bridge::RosDistro;
    if (name == "humble") {
        *distro = RosDistro::Humble;
        return true;
    }
    for (const char *later : {"iron", "jazzy", "kilted", "rolling"}) {
        if (name == later) {
            *distro = RosDistro::JazzyOrLater;
            return true;
        }
    }
    return kCommand.usageError("unknown ROS 2 release '" + name
                               + "': humble, iron, jazzy, kilted or rolling");
}

bool parseOption(int argc, char **argv, int *i, BridgeCliOptions *options)
{
    const char *arg = argv[*i];
    std::string value;
    if (!std::strcmp(arg, "--robot"))
        return kCommand.readRobot(argc, argv, i, &options->robot);
    if (!std::strcmp(arg, "--duration"))
        return kCommand.readDuration(argc, argv, i, &options->durationSeconds);
    if (!std::strcmp(arg, "--namespace"))
        return readValue(argc, argv, i, &options->bridge.rosNamespace);
    if (!std::strcmp(arg, "--interface"))
        return readValue(argc, argv, i, &options->bridge.interfaceName);
    if (!std::strcmp(arg, "--node"))
        return readValue(argc, argv, i, &options->node);
    if (!std::strcmp(arg, "--domain"))
        return readValue(argc, argv, i, &value) && parseDomain(value, &options->bridge.domain);
    if (!std::strcmp(arg, "--ros-distro"))
        return readValue(argc, argv, i, &value) && parseDistro(value, &options->bridge.distro);
    if (!std::strcmp(arg, "--sensor-qos"))
        return readValue(argc, argv, i, &value) && addSensorTopic(value, &options->bridge);
    if (!std::strcmp(arg, "--trace"))
        return readValue(argc, argv, i, &options->traceFile);
    if (!std::strcmp(arg, "--no-sensors"))
        return (options->noSensors = true);
    if (!std::strcmp(arg, "--param"))
        return readValue(argc, argv, i, &value) && (options->parameters.push_back(value), true);
    if (!std::strcmp(arg, "--ros-profile"))
        return readValue(argc, argv, i, &options->rosProfile);
    if (!std::strcmp(arg, "--keystore"))
        return readValue(argc, argv, i, &options->security.keystore);
    if (!std::strcmp(arg, "--enclave"))
        return readValue(argc, argv, i, &options->security.enclave);
    if (!std::strcmp(arg, "--qos-profile"))
        return readValue(argc, argv, i, &value) && readQosProfile(value, &options->bridge);
    return kCommand.usageError(std::string("unknown option '") + arg + "'");
}

// --ros-profile: which driver's names and parameters; then the node's name by it.
bool applyProfile(BridgeCliOptions *options)
{
    using namespace robodash::bridge;
    BridgeOptions &bridge = options->bridge;
    if (!options->rosProfile.empty()) {
        if (!RosProfile::parseRoverProfile(options->rosProfile, &bridge.roverProfile))
            return kCommand.usageError("--ros-profile wants roverrobotics or robodash, not '"
                                       + options->rosProfile + "'");
        const BridgeFamily *family = BridgeFamilies::find(options->robot);
        if (!family || !family->hasVendorProfile)
            return kCommand.usageError("--ros-profile is for a Rover Pro (--robot rover)");
    }
    bridge.parameterSet = RosProfile(options->robot, bridge.roverProfile).parameterSet();
    bridge.nodeName = !options->node.empty()
                          ? options->node
                          : RosNames::nodeNameForFamily(options->robot, bridge.roverProfile);
    return true;
}

// --param NAME=VALUE (or ros2 run's NAME:=VALUE), in the order given.
bool applyParameters(BridgeCliOptions *options)
{
    robodash::bridge::NodeParameters parameters(options->bridge.parameters,
                                                options->bridge.parameterSet);
    for (const std::string &assignment : options->parameters) {
        const std::size_t equals = assignment.find('=');
        if (equals == std::string::npos || equals == 0)
            return kCommand.usageError("--param wants NAME=VALUE, not '" + assignment + "'");
        std::string name = assignment.substr(0, equals);
        if (name.back() == ':')
            name.pop_back();
        const std::string why = parameters.setFromText(name, assignment.substr(equals + 1));
        if (!why.empty())
            return kCommand.usageError("--param " + why);
    }
    options->bridge.parameters.devicePort = options->port.toStdString();
    return true;
}

bool parseOptions(int argc, char **argv, BridgeCliOptions *options)
{
    if (const char *domain = std::getenv("ROS_DOMAIN_ID"); domain && *domain
        && !parseDomain(domain, &options->bridge.domain))
        return false;
    for (int i = 1; i < argc; ++i) {
        if (CliCommand::isHelp(argv[i])) {
            options->help = true;
        } else if (CliCommand::isLongOption(argv[i])) {
            if (!parseOption(argc, argv, &i, options))
                return false;
        } else if (options->port.isEmpty()) {
            options->port = QString::fromLocal8Bit(argv[i]);
        } else {
            return kCommand.usageError(std::string("one port only; '") + argv[i] + "' is extra");
        }
    }
    if (!options->help && options->port.isEmpty())
        return kCommand.usageError("no PORT given");
    if (!options->traceFile.empty() && options->port != QLatin1String("sim:"))
        return kCommand.usageError("--trace is for the virtual robot (PORT sim:), not "
                                   + options->port.toStdString());
    options->bridge.sensors = options->port.startsWith(QLatin1String("sim:")) && !options->noSensors;
    std::string rosNamespace, error;
    if (!robodash::bridge::RosNames::normalizeNamespace(options->bridge.rosNamespace,
                                                        &rosNamespace, &error))
        return kCommand.usageError(error);
    options->bridge.rosNamespace = rosNamespace;
    return applyProfile(options) && applyParameters(options);
}

// The twin opens the file on the link's thread, where a failure would go unseen: try here.
bool traceFileWritable(const std::string &path)
{
    QFile file(QString::fromLocal8Bit(path.c_str()));
    if (file.open(QIODevice::WriteOnly))
        return true;
    kCommand.report("cannot write trace file " + path + ": "
                    + file.errorString().toStdString());
    return false;
}

// Decides DDS Security before anything joins the network: a refusal names the file at fault.
bool decideSecurity(BridgeCliOptions *options)
{
    using robodash::security::SecuritySettings;
    if (!options->security.enclave.empty() && options->security.keystore.empty()
        && std::getenv("ROS_SECURITY_KEYSTORE") == nullptr)
        return kCommand.usageError("--enclave needs --keystore DIR");
    options->bridge.security = SecuritySettings::decide(options->security);
    const auto &decision = options->bridge.security;
    std::string said = decision.message;
    while (!said.empty() && said.back() == '\n')
        said.pop_back();
    if (!said.empty())
        kCommand.report(said);
    return !decision.refused();
}

std::string startMessage(const robodash::bridge::RosBridge &bridge)
{
    const auto &options = bridge.options();
    std::string message = "sharing the robot on ROS 2 domain " + std::to_string(options.domain)
                          + " as node " + options.nodeName + " in " + options.rosNamespace
                          + (options.security.secured() ? ", secured as enclave " + options.security.enclave : "")
                          + " (";
    for (const std::string &topic : bridge.ddsTopics())
        message += topic + (topic == bridge.ddsTopics().back() ? ")" : ", ");
    return message;
}

}  // namespace

int runBridgeCommand(int argc, char **argv)
{
    BridgeCliOptions options;
    const bool parsed = parseOptions(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;

    if (!decideSecurity(&options))
        return CliCommand::kExitFailed;
    const auto app = CliCommand::makeApplication(argv[0]);
    robodash::app::RobotSession session(options.robot);
    if (!options.traceFile.empty()) {
        if (!traceFileWritable(options.traceFile))
            return CliCommand::kExitFailed;
        // --trace: the family's twin as `robodash-cli sim --trace` makes it.
        robodash::sim::TwinOptions traced;
        traced.traceFile = options.traceFile;
        std::string error;
        auto twin = robodash::app::robotFamilies().twinMakerWith(options.robot, traced, &error);
        if (!twin) {
            kCommand.report(error);
            return CliCommand::kExitUsage;
        }
        session.twins().setTwinMaker(std::move(twin));
    }
    robodash::link::RobotLink &link = session.link();
    robodash::bridge::RosBridge bridge(link, options.bridge);
    // Before start(): a peer already on the network is matched (or refused) while the
    // endpoints are made, and what the bridge says about it then must not be lost.
    QObject::connect(&bridge, &robodash::bridge::RosBridge::diagnostic, app.get(),
                     [](const QString &message) { kCommand.report(message); });
    std::string error;
    if (!bridge.start(&error)) {
        kCommand.report(error);
        return CliCommand::kExitFailed;
    }
    // Said once sharing works (a failure to start is the one line then): with the line that
    // says where the robot is shared, so nobody reads one without the other.
    if (!options.bridge.security.secured())
        kCommand.report(std::string("warning: UNSECURED: anyone on this network can watch and "
                                    "drive the robot (secure it with --keystore DIR --enclave NAME)"));
    kCommand.report(startMessage(bridge));

    using robodash::link::RobotLink;
    QObject::connect(&link, &RobotLink::warning, app.get(),
                     [](const QString &message) { kCommand.report(message); });
    QObject::connect(&link, &RobotLink::connectionFailed, app.get(), [](const QString &message) {
        kCommand.report(message);
        QCoreApplication::exit(CliCommand::kExitFailed);
    });
    QObject::connect(&link, &RobotLink::disconnected, app.get(), [](const QString &reason) {
        kCommand.report(reason);
        QCoreApplication::exit(CliCommand::kExitLinkLost);
    });
    // Ctrl+C and SIGTERM end the event loop, so the bridge and the link are destroyed in
    // order: the network lets go of the robot, and the link sends zero before closing.
    QuitSignalWatcher quitSignals;
    QObject::connect(&quitSignals, &QuitSignalWatcher::quitRequested, app.get(),
                     [] { QCoreApplication::exit(0); });
    if (options.durationSeconds > 0) {
        QTimer::singleShot(CliCommand::milliseconds(options.durationSeconds), app.get(),
                           [] { QCoreApplication::exit(0); });
    }
    // A twin's camera and scanner (BridgeOptions::sensors); they go before the bridge stops.
    using robodash::app::TwinSensorThread;
    const auto twinSensors = bridge.sensorTopics()
                                 ? std::make_unique<TwinSensorThread>(*bridge.sensorTopics(), session.twins(),
                                                                      bridge.baseFrame(), bridge.options().rosNamespace)
                                 : nullptr;
    link.connectTo(options.port);
    const int status = app->exec();
    if (twinSensors)
        twinSensors->stop();
    bridge.stop();
    return status;
}
