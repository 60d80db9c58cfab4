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

// Every ROS 2 node reads and writes these: the graph (rmw's ros_discovery_info), its log and
// its parameter changes; everyone may read the robot's tf and diagnostics.
TopicRules everyNodesRules()
{
    TopicRules rules;
    append(rules.publish, {"ros_discovery_info", "rt/rosout", "rt/parameter_events"});
    append(rules.subscribe, {"ros_discovery_info", "rt/rosout", "rt/parameter_events",
                             "rt/diagnostics", "rt/tf", "rt/tf_static"});
    return rules;
}

void addParameterClient(TopicRules &rules, const std::string &prefix, bool mayChange)
{
    std::vector<std::string> services = {"describe_parameters", "get_parameter_types",
                                         "get_parameters", "list_parameters"};
    if (mayChange)
        append(services, {"set_parameters", "set_parameters_atomically"});
    for (const std::string &service : services) {
        rules.publish.push_back("rq" + prefix + "/*/" + service + "Request");
        rules.subscribe.push_back("rr" + prefix + "/*/" + service + "Reply");
    }
}

// roverrobotics_driver's names are absolute (/cmd_vel, /odometry/wheels, ...) whatever the
// namespace, as the Rover Pro's bridge profile keeps them: granted beside the namespaced ones.
const char *const kRoverCommandTopics[] = {"rt/cmd_vel", "rt/soft_estop/*", "rt/trim_event"};

// The command topics of every family's profile: kobuki_ros's commands/*, the Rover's and
// rFLEX's cmd_vel, and roverrobotics_driver's e-stop and trim topics.
void addCommandWriter(TopicRules &rules, const std::string &prefix)
{
    for (const char *topic : {"/commands/*", "/cmd_vel", "/soft_estop/*", "/trim_*"})
        rules.publish.push_back("rt" + prefix + topic);
    rules.publish.insert(rules.publish.end(), std::begin(kRoverCommandTopics), std::end(kRoverCommandTopics));
}

void sortUnique(std::vector<std::string> &names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
}

void writeTopics(std::ostringstream &out, const char *direction,
                 const std::vector<std::string> &topics)
{
    out << "        <" << direction << ">\n          <topics>\n";
    for (const std::string &topic : topics)
        out << "            <topic>" << topic << "</topic>\n";
    out << "          </topics>\n        </" << direction << ">\n";
}

}  // namespace

TopicRules PermissionsXml::rulesFor(EnclaveRole role, const std::string &robotNamespace)
{
    const std::string prefix = namespacePrefix(robotNamespace);
    TopicRules rules = everyNodesRules();
    if (role == EnclaveRole::Robot) {
        append(rules.publish, {"rt" + prefix + "/*", "rr" + prefix + "/*Reply", "rt/diagnostics",
                               "rt/tf", "rt/tf_static", "rt/odometry/wheels"});
        append(rules.subscribe, {"rt" + prefix + "/*", "rq" + prefix + "/*Request"});
        rules.subscribe.insert(rules.subscribe.end(), std::begin(kRoverCommandTopics),
                               std::end(kRoverCommandTopics));
    } else {
        append(rules.subscribe, {"rt" + prefix + "/*", "rt/odometry/wheels"});
        addParameterClient(rules, prefix, role == EnclaveRole::Drive);
        if (role == EnclaveRole::Drive)
            addCommandWriter(rules, prefix);
    }
    sortUnique(rules.publish);
    sortUnique(rules.subscribe);
    return rules;
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
    const TopicRules rules = rulesFor(grant.role, grant.robotNamespace);
    std::ostringstream out;
    out << R"(<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-SECURITY/20170901/omg_shared_ca_permissions.xsd">
  <permissions>
    <grant name=")" << grant.enclave << R"(">
      <subject_name>CN=)" << grant.enclave << R"(</subject_name>
      <validity>
        <not_before>)" << grant.notBefore << R"(</not_before>
        <not_after>)" << grant.notAfter << R"(</not_after>
      </validity>
      <allow_rule>
        <domains>
          <id>)" << grant.domain << R"(</id>
        </domains>
)";
    writeTopics(out, "publish", rules.publish);
    writeTopics(out, "subscribe", rules.subscribe);
    out << R"(      </allow_rule>
      <default>DENY</default>
    </grant>
  </permissions>
</dds>
)";
    return out.str();
}

}  // namespace robodash::security
