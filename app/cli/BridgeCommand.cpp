// robodash-cli bridge: one robot on a ROS 2 network, without a display and without ROS
// (bridge/README.md). Connects through RobotLink like the dashboard, then shares the robot
// through bridge::RosBridge until interrupted; Ctrl+C and SIGTERM stop the robot first.
#include "BridgeCliOptions.h"
#include "CliCommand.h"
#include "CliCommands.h"
#include "FamilyCatalog.h"

#include "QuitSignalWatcher.h"
#include "RobotSession.h"
#include "TwinSensorThread.h"
#include "bridge/RosBridge.h"
#include "sim/core/TwinOptions.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

#include <cstdio>
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
    "                    sit (/tf_static: the body frame, base_footprint for a Kobuki and\n"
    "                    base for the others, -> NS/laser and -> NS/camera_link);\n"
    "                    both are rendered only while something reads them\n"
    "  --help            show this text\n"
    "\n"
    "Exit status: 0 when interrupted or after --duration, 1 when the port or the network\n"
    "cannot be used, 2 for bad arguments, 3 when the link is lost.\n";

const CliCommand kCommand("bridge");

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
    const bool parsed = parseBridgeOptions(argc, argv, &options);
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
