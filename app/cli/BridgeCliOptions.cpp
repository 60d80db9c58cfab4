#include "BridgeCliOptions.h"

#include "CliCommand.h"

#include "bridge/BridgeFamilies.h"
#include "bridge/NodeParameters.h"
#include "bridge/QosProfileFile.h"
#include "bridge/RosNames.h"
#include "bridge/RosTopicCatalog.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace {

const CliCommand kCommand("bridge");
constexpr int kMaxDomain = 232;


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

}  // namespace

bool parseBridgeOptions(int argc, char **argv, BridgeCliOptions *options)
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

