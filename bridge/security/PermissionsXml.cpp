#include "PermissionsXml.h"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace robodash::security {
namespace {

// "/tb1" -> "/tb1", "/" -> "": the prefix that goes between "rt" and a topic's own name.
std::string namespacePrefix(const std::string &robotNamespace)
{
    std::string prefix = robotNamespace;
    while (!prefix.empty() && prefix.back() == '/')
        prefix.pop_back();
    if (!prefix.empty() && prefix.front() != '/')
        prefix.insert(prefix.begin(), '/');
    return prefix;
}

void append(std::vector<std::string> &to, std::initializer_list<std::string> names)
{
    to.insert(to.end(), names.begin(), names.end());
}

// The services every rclcpp and rclpy node offers under its own name (`~/get_parameters`, ...;
// `~/get_type_description` since Iron), as sros2's node policy (common/node/parameters.xml)
// lists them.
const char *const kNodeServices[] = {"describe_parameters", "get_parameter_types", "get_parameters",
                                     "list_parameters", "set_parameters", "set_parameters_atomically",
                                     "get_type_description"};

// What every ROS 2 node needs to come up, as sros2's node policy grants it (common/node.xml:
// logging, time, parameters) plus rmw's graph topic: ros_discovery_info; /rosout;
// /parameter_events both ways; /clock read; and serving its own services. sros2 writes those
// for one node's name (rq/talker/get_parametersRequest); an enclave made here is for any node
// the lab runs with it, so the name is a wildcard, and only the serving side is granted (reading
// requests, writing replies): calling is granted per role below, for the robot's nodes. Everyone
// may also read the robot's tf and diagnostics.
TopicRules everyNodesRules()
{
    TopicRules rules;
    append(rules.publish, {"ros_discovery_info", "rt/rosout", "rt/parameter_events"});
    append(rules.subscribe, {"ros_discovery_info", "rt/rosout", "rt/parameter_events", "rt/clock",
                             "rt/diagnostics", "rt/tf", "rt/tf_static"});
    for (const char *service : kNodeServices) {
        rules.subscribe.push_back(std::string("rq/*/") + service + "Request");
        rules.publish.push_back(std::string("rr/*/") + service + "Reply");
    }
    return rules;
}

const char *const kParameterReads[] = {"describe_parameters", "get_parameter_types",
                                       "get_parameters", "list_parameters"};
const char *const kParameterChanges[] = {"set_parameters", "set_parameters_atomically"};

// Calling the parameter services of the nodes in the robot's namespace.
void addParameterClient(TopicRules &rules, const std::string &prefix, bool mayChange)
{
    std::vector<std::string> services(std::begin(kParameterReads), std::end(kParameterReads));
    if (mayChange)
        services.insert(services.end(), std::begin(kParameterChanges), std::end(kParameterChanges));
    for (const std::string &service : services) {
        rules.publish.push_back("rq" + prefix + "/*/" + service + "Request");
        rules.subscribe.push_back("rr" + prefix + "/*/" + service + "Reply");
    }
}

// roverrobotics_driver's names are absolute (/cmd_vel, /odometry/wheels, ...) whatever the
// namespace, as the Rover Pro's bridge profile keeps them: granted beside the namespaced ones.
const char *const kRoverCommandTopics[] = {"rt/cmd_vel", "rt/soft_estop/*", "rt/trim_event"};

// The command topics of every family's profile: kobuki_ros's commands/* (velocity, motor
// power, LEDs, sound, digital and external outputs, odometry reset...), the Rover's and rFLEX's
// cmd_vel, and roverrobotics_driver's e-stop and trim topics.
std::vector<std::string> commandTopics(const std::string &prefix)
{
    std::vector<std::string> topics;
    for (const char *topic : {"/commands/*", "/cmd_vel", "/soft_estop/*", "/trim_*"})
        topics.push_back("rt" + prefix + topic);
    topics.insert(topics.end(), std::begin(kRoverCommandTopics), std::end(kRoverCommandTopics));
    return topics;
}

// The nodes that drive a robot in RoboDash's profiles, whose parameters are the robot's
// (RosProfile::defaultNodeName): kobuki_ros's node, roverrobotics_driver, and RoboDash's own
// for the other families.
const char *const kRobotNodes[] = {"kobuki_ros_node", "roverrobotics_driver", "robodash_*_node"};

// What a watch enclave must not write, whatever else its grant allows a node: the robot's
// command topics and requests to change its driver's parameters. Nothing a watch grant allows
// names them today (the default DENY refuses them as well); the deny_rule says so in the signed
// document itself and keeps it so should the allowed rules grow.
//
// Scoped to the robot's namespace and its driver's node names, not to every rq/<ns>/* topic:
// Cyclone DDS's plugin decides whether a participant may create a *topic* at all by the first
// rule that names it, for publishing or subscribing alike (access_control.c,
// is_topic_allowed_by_permissions). A deny of rq/<ns>/*/set_parametersRequest would therefore
// also refuse a watch node in the robot's namespace (/tb1/battery_monitor) its own
// set_parameters service, and such a node would not come up. For the same reason a watch
// participant on Cyclone cannot read the command topics either.
TopicRules watchDenies(const std::string &prefix)
{
    TopicRules rules;
    rules.publish = commandTopics(prefix);
    for (const char *node : kRobotNodes) {
        for (const char *service : kParameterChanges)
            rules.publish.push_back("rq" + prefix + "/" + node + "/" + service + "Request");
    }
    return rules;
}

void sortUnique(std::vector<std::string> &names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
}

void sortUnique(TopicRules &rules)
{
    sortUnique(rules.publish);
    sortUnique(rules.subscribe);
}

void writeTopics(std::ostringstream &out, const char *direction,
                 const std::vector<std::string> &topics)
{
    if (topics.empty())
        return;
    out << "        <" << direction << ">\n          <topics>\n";
    for (const std::string &topic : topics)
        out << "            <topic>" << topic << "</topic>\n";
    out << "          </topics>\n        </" << direction << ">\n";
}

void writeRule(std::ostringstream &out, const char *kind, int domain, const TopicRules &rules)
{
    if (rules.empty())
        return;
    out << "      <" << kind << ">\n        <domains>\n          <id>" << domain
        << "</id>\n        </domains>\n";
    writeTopics(out, "publish", rules.publish);
    writeTopics(out, "subscribe", rules.subscribe);
    out << "      </" << kind << ">\n";
}

}  // namespace

GrantRules PermissionsXml::rulesFor(EnclaveRole role, const std::string &robotNamespace)
{
    const std::string prefix = namespacePrefix(robotNamespace);
    GrantRules grant;
    TopicRules &rules = grant.allow;
    rules = everyNodesRules();
    if (role == EnclaveRole::Robot) {
        append(rules.publish, {"rt" + prefix + "/*", "rr" + prefix + "/*Reply", "rt/diagnostics",
                               "rt/tf", "rt/tf_static", "rt/odometry/wheels"});
        append(rules.subscribe, {"rt" + prefix + "/*", "rq" + prefix + "/*Request"});
        rules.subscribe.insert(rules.subscribe.end(), std::begin(kRoverCommandTopics),
                               std::end(kRoverCommandTopics));
    } else {
        append(rules.subscribe, {"rt" + prefix + "/*", "rt/odometry/wheels"});
        addParameterClient(rules, prefix, role == EnclaveRole::Drive);
        if (role == EnclaveRole::Drive) {
            const std::vector<std::string> commands = commandTopics(prefix);
            rules.publish.insert(rules.publish.end(), commands.begin(), commands.end());
        } else {
            grant.deny = watchDenies(prefix);
        }
    }
    sortUnique(grant.deny);
    sortUnique(grant.allow);
    return grant;
}

// sros2's governance as `ros2 security create_keystore` writes it, byte for byte but the
// domain (its policy/defaults/dds/governance.xml through lxml's pretty printer): a keystore
// either tool made has the same rules, and a diff of two keystores shows only what differs.
std::string PermissionsXml::governance(int domain)
{
    std::ostringstream out;
    out << R"(<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-SECURITY/20170901/omg_shared_ca_governance.xsd">
    <domain_access_rules>
        <domain_rule>
            <domains>
              <id>)" << domain << R"(</id>
            </domains>
            <allow_unauthenticated_participants>false</allow_unauthenticated_participants>
            <enable_join_access_control>true</enable_join_access_control>
            <discovery_protection_kind>ENCRYPT</discovery_protection_kind>
            <liveliness_protection_kind>ENCRYPT</liveliness_protection_kind>
            <rtps_protection_kind>SIGN</rtps_protection_kind>
            <topic_access_rules>
                <topic_rule>
                    <topic_expression>*</topic_expression>
                    <enable_discovery_protection>true</enable_discovery_protection>
                    <enable_liveliness_protection>true</enable_liveliness_protection>
                    <enable_read_access_control>true</enable_read_access_control>
                    <enable_write_access_control>true</enable_write_access_control>
                    <metadata_protection_kind>ENCRYPT</metadata_protection_kind>
                    <data_protection_kind>ENCRYPT</data_protection_kind>
                </topic_rule>
            </topic_access_rules>
        </domain_rule>
    </domain_access_rules>
</dds>
)";
    return out.str();
}

std::string PermissionsXml::permissions(const PermissionsGrant &grant)
{
    const GrantRules rules = rulesFor(grant.role, grant.robotNamespace);
    std::ostringstream out;
    out << R"(<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-SECURITY/20170901/omg_shared_ca_permissions.xsd">
  <permissions>
    <grant name=")" << grant.enclave << R"(">
      <subject_name>CN=)" << grant.enclave << R"(</subject_name>
      <validity>
        <not_before>)" << grant.notBefore << R"(</not_before>
        <not_after>)" << grant.notAfter << R"(</not_after>
      </validity>
)";
    // DDS Security 1.1, 9.4.1.3.2.3: the rules are read in document order and the first whose
    // criteria name the topic decides; so the denies go first, as sros2's template puts them.
    writeRule(out, "deny_rule", grant.domain, rules.deny);
    writeRule(out, "allow_rule", grant.domain, rules.allow);
    out << R"(      <default>DENY</default>
    </grant>
  </permissions>
</dds>
)";
    return out.str();
}

}  // namespace robodash::security
