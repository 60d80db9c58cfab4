// SROS 2 keystores made with OpenSSL (bridge/security): the layout `ros2 security` writes,
// certificates a DDS Security plugin accepts, permissions per role, and a check that names
// the file and the fault for each way a keystore goes wrong.
#include "bridge/security/Certificate.h"
#include "bridge/security/EnclaveCheck.h"
#include "bridge/security/Keystore.h"
#include "bridge/security/PermissionsXml.h"
#include "bridge/security/SecuritySettings.h"
#include "bridge/security/SmimeSignature.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <openssl/evp.h>
#include <openssl/x509v3.h>
#include <fnmatch.h>
#include <sys/stat.h>

#include <filesystem>
#include <map>
#include <regex>
#include <fstream>
#include <sstream>

namespace tst_keystore {  // this file's names, apart in a unity batch

using namespace robodash::security;
namespace fs = std::filesystem;

namespace {

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// The permissions the plugins will use: the text inside the signed .p7s.
std::string signedPermissions(const Keystore &keystore, const std::string &enclave)
{
    const Certificate authority = Certificate::load(keystore.publicFile("permissions_ca.cert.pem"), nullptr);
    std::string content, reason;
    if (!SmimeSignature::verify(readFile(keystore.enclaveFolder(enclave) + "/permissions.p7s"),
                                authority, &content, &reason))
        return "unverified: " + reason;
    return content;
}

// One grant of a permissions document as the access-control plugins read it (DDS Security 1.1,
// 9.4.1.3.2.3): its rules in document order, the first whose publish (or subscribe) topics
// match the topic deciding, the default otherwise. Topic expressions are fnmatch patterns with
// no FNM_PATHNAME ('*' spans '/'), as Cyclone's and Fast DDS's plugins match them. Cyclone
// also asks, before any reader or writer, whether the participant may create the topic: the
// first rule naming it for either direction decides (decideTopic).
// `orderProblems` lists where the document strays from the order of elements that the OMG's
// permissions schema (omg_shared_ca_permissions.xsd) prescribes.
struct GrantReading {
    struct Rule {
        bool allow = true;
        std::vector<std::string> publish, subscribe;
    };
    std::vector<Rule> rules;
    std::string defaultAction;
    std::vector<std::string> orderProblems;

    // "allow_rule", "deny_rule" or "default DENY": what decides `topic` for `direction`.
    std::string decide(const std::string &direction, const std::string &topic) const
    {
        for (const Rule &rule : rules) {
            for (const std::string &pattern : direction == "publish" ? rule.publish : rule.subscribe) {
                if (fnmatch(pattern.c_str(), topic.c_str(), 0) == 0)
                    return rule.allow ? "allow_rule" : "deny_rule";
            }
        }
        return "default " + defaultAction;
    }
    std::string decideTopic(const std::string &topic) const
    {
        for (const Rule &rule : rules) {
            for (const auto *topics : {&rule.publish, &rule.subscribe}) {
                for (const std::string &pattern : *topics) {
                    if (fnmatch(pattern.c_str(), topic.c_str(), 0) == 0)
                        return rule.allow ? "allow_rule" : "deny_rule";
                }
            }
        }
        return "default " + defaultAction;
    }
    // Both checks a participant meets when it makes a reader or writer of `topic`.
    bool allows(const std::string &direction, const std::string &topic) const
    {
        return decide(direction, topic) == "allow_rule" && decideTopic(topic) == "allow_rule";
    }
    std::vector<std::string> deniedPatterns(const std::string &direction) const
    {
        std::vector<std::string> patterns;
        for (const Rule &rule : rules) {
            if (!rule.allow) {
                const auto &topics = direction == "publish" ? rule.publish : rule.subscribe;
                patterns.insert(patterns.end(), topics.begin(), topics.end());
            }
        }
        return patterns;
    }

    static GrantReading of(const std::string &xml)
    {
        GrantReading grant;
        QXmlStreamReader reader(QByteArray::fromStdString(xml));
        QStringList path;
        // The children each element may have, in the schema's order, as a pattern over their
        // names (each followed by a space); elements not listed here hold only text.
        static const std::map<QString, std::regex> kSchema = {
            {"dds", std::regex("permissions ")},
            {"permissions", std::regex("(grant )+")},
            {"grant", std::regex("subject_name validity ((allow|deny)_rule )+default ")},
            {"validity", std::regex("not_before not_after ")},
            {"allow_rule", std::regex("domains (publish )*(subscribe )*(relay )*")},
            {"deny_rule", std::regex("domains (publish )*(subscribe )*(relay )*")},
            {"domains", std::regex("((id|id_range) )+")},
            {"publish", std::regex("topics (partitions )?(data_tags )?")},
            {"subscribe", std::regex("topics (partitions )?(data_tags )?")},
            {"topics", std::regex("(topic )+")},
        };
        std::vector<std::string> children(1);
        const auto checkOrder = [&grant](const QString &parent, const std::string &seen) {
            const auto schema = kSchema.find(parent);
            if (schema != kSchema.end() && !std::regex_match(seen, schema->second))
                grant.orderProblems.push_back(parent.toStdString() + " holds: " + seen);
        };
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement()) {
                const QString name = reader.name().toString();
                children.back() += name.toStdString() + " ";
                children.emplace_back();
                path << name;
                if (name == "allow_rule" || name == "deny_rule")
                    grant.rules.push_back({name == "allow_rule", {}, {}});
                else if (name == "topic" && !grant.rules.empty()) {
                    const std::string topic = reader.readElementText().toStdString();
                    (path.contains("publish") ? grant.rules.back().publish : grant.rules.back().subscribe)
                        .push_back(topic);
                    children.pop_back();
                    path.removeLast();
                } else if (name == "default") {
                    grant.defaultAction = reader.readElementText().toStdString();
                    children.pop_back();
                    path.removeLast();
                }
            } else if (reader.isEndElement()) {
                checkOrder(path.takeLast(), children.back());
                children.pop_back();
            }
        }
        if (reader.hasError())
            grant.orderProblems.push_back("not XML: " + reader.errorString().toStdString());
        return grant;
    }
};

bool hasError(const EnclaveCheck &check, const std::string &file, const std::string &words)
{
    for (const KeystoreProblem &problem : check.errors()) {
        if (problem.file == file && problem.reason.find(words) != std::string::npos)
            return true;
    }
    return false;
}

}  // namespace

class KeystoreTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    std::string path(const char *name) const { return m_folder.filePath(name).toStdString(); }

    Keystore keystoreWith(const char *name, std::initializer_list<EnclaveRequest> enclaves)
    {
        Keystore keystore(path(name));
        std::string error;
        if (!keystore.create(7, &error))
            qFatal("create: %s", error.c_str());
        for (const EnclaveRequest &request : enclaves) {
            if (!keystore.createEnclave(request, &error))
                qFatal("enclave: %s", error.c_str());
        }
        return keystore;
    }

private slots:
    void createWritesTheSros2Layout()
    {
        const Keystore keystore = keystoreWith("layout", {{"/lab/tb1", EnclaveRole::Watch, "/tb1", 7}});
        QVERIFY(keystore.isValid());
        QVERIFY(fs::is_symlink(keystore.publicFile("identity_ca.cert.pem")));
        QCOMPARE(fs::read_symlink(keystore.publicFile("permissions_ca.cert.pem")).string(), std::string("ca.cert.pem"));
        QCOMPARE(fs::read_symlink(keystore.privateFile("identity_ca.key.pem")).string(), std::string("ca.key.pem"));
        const std::string folder = keystore.enclaveFolder("/lab/tb1");
        QCOMPARE(folder, path("layout") + "/enclaves/lab/tb1");
        for (const char *name : {"cert.pem", "key.pem", "permissions.xml", "permissions.p7s",
                                 "identity_ca.cert.pem", "permissions_ca.cert.pem", "governance.p7s"})
            QVERIFY2(fs::is_regular_file(folder + "/" + name), name);
        QCOMPARE(fs::read_symlink(folder + "/governance.p7s").string(), std::string("../../governance.p7s"));
        // As sros2 links them: to the part's name in public/, not to the CA file that is today.
        QCOMPARE(fs::read_symlink(folder + "/identity_ca.cert.pem").string(), std::string("../../../public/identity_ca.cert.pem"));
        QCOMPARE(fs::read_symlink(folder + "/permissions_ca.cert.pem").string(), std::string("../../../public/permissions_ca.cert.pem"));
        struct stat status {};
        QCOMPARE(stat((folder + "/key.pem").c_str(), &status), 0);
        QCOMPARE(status.st_mode & 0777, 0600u);
        QCOMPARE(keystore.enclaves(), std::vector<std::string>{"/lab/tb1"});
        QVERIFY(readFile(keystore.enclavesFile("governance.xml")).find("<id>7</id>") != std::string::npos);
    }

    void certificatesAreWhatDdsSecurityAsks()
    {
        const Keystore keystore = keystoreWith("certs", {{"/lab/tb1", EnclaveRole::Drive, "/tb1", 7}});
        const Certificate authority = Certificate::load(keystore.publicFile("ca.cert.pem"), nullptr);
        const Certificate identity = Certificate::load(keystore.enclaveFolder("/lab/tb1") + "/cert.pem", nullptr);
        QCOMPARE(identity.subjectText(), std::string("CN=/lab/tb1"));
        QCOMPARE(identity.issuerText(), std::string("CN=sros2CA"));
        QCOMPARE(X509_get_signature_nid(identity.get()), NID_ecdsa_with_SHA256);
        char curve[64] = {};
        QVERIFY(EVP_PKEY_get_group_name(X509_get0_pubkey(identity.get()), curve, sizeof curve, nullptr));
        QCOMPARE(std::string(curve), std::string("prime256v1"));
        QCOMPARE(X509_check_ca(authority.get()), 1);
        QCOMPARE(X509_check_ca(identity.get()), 0);
        std::string reason;
        QVERIFY2(identity.isIssuedBy(authority, &reason), reason.c_str());
        QVERIFY(!identity.hasExpired());
    }

    void rolesGrantWhatTheySay()
    {
        const Keystore keystore = keystoreWith("roles", {{"/lab/watcher", EnclaveRole::Watch, "/tb1", 7},
                                                         {"/lab/driver", EnclaveRole::Drive, "/tb1", 7},
                                                         {"/lab/tb1", EnclaveRole::Robot, "/tb1", 7}});
        const std::string watchXml = signedPermissions(keystore, "/lab/watcher");
        QVERIFY2(watchXml.find("<subject_name>CN=/lab/watcher</subject_name>") != std::string::npos, watchXml.c_str());
        const GrantReading watch = GrantReading::of(watchXml);
        const GrantReading drive = GrantReading::of(signedPermissions(keystore, "/lab/driver"));
        const GrantReading robot = GrantReading::of(signedPermissions(keystore, "/lab/tb1"));

        // Watch reads the robot and its parameters, and writes none of its commands.
        QVERIFY(watch.allows("subscribe", "rt/tb1/odom"));
        QVERIFY(watch.allows("subscribe", "rt/tb1/sensors/battery_state"));
        QVERIFY(watch.allows("publish", "rq/tb1/kobuki_ros_node/get_parametersRequest"));
        QVERIFY(watch.allows("subscribe", "rr/tb1/kobuki_ros_node/get_parametersReply"));
        QVERIFY(!watch.allows("publish", "rt/tb1/odom"));  // nor poses as the robot
        // Drive also commands and changes parameters; the robot serves and reads commands.
        QVERIFY(drive.allows("publish", "rt/tb1/commands/velocity"));
        QVERIFY(drive.allows("publish", "rt/tb1/commands/led1"));
        QVERIFY(drive.allows("publish", "rq/tb1/kobuki_ros_node/set_parametersRequest"));
        QVERIFY(drive.rules.size() == 1 && drive.rules.front().allow);  // nothing to deny
        QVERIFY(!drive.allows("publish", "rt/tb2/commands/velocity"));   // another robot's
        QVERIFY(robot.allows("publish", "rt/tb1/odom"));
        QVERIFY(robot.allows("subscribe", "rt/tb1/commands/velocity"));
        QVERIFY(robot.allows("subscribe", "rq/tb1/kobuki_ros_node/set_parametersRequest"));
        QVERIFY(robot.allows("publish", "rr/tb1/kobuki_ros_node/set_parametersReply"));
        for (const GrantReading *grant : {&watch, &drive, &robot}) {
            QCOMPARE(grant->defaultAction, std::string("DENY"));
            QVERIFY(grant->allows("subscribe", "ros_discovery_info"));
        }
        QVERIFY(watchXml.find("<id>7</id>") != std::string::npos);
    }

    // A ROS 2 node (rclcpp, rclpy) run with any of these enclaves comes up: what sros2's node
    // policy (common/node.xml) grants a node, for a node of any name and namespace.
    void everyRoleLetsAros2NodeComeUp()
    {
        const Keystore keystore = keystoreWith("nodes", {{"/lab/watcher", EnclaveRole::Watch, "/tb1", 7},
                                                         {"/lab/driver", EnclaveRole::Drive, "/tb1", 7},
                                                         {"/lab/tb1", EnclaveRole::Robot, "/tb1", 7}});
        for (const char *enclave : {"/lab/watcher", "/lab/driver", "/lab/tb1"}) {
            const GrantReading grant = GrantReading::of(signedPermissions(keystore, enclave));
            const auto must = [&](const std::string &direction, const std::string &topic) {
                if (!grant.allows(direction, topic))
                    QFAIL(qPrintable(QString("%1 may not %2 %3 (%4; the topic: %5)")
                                         .arg(enclave, direction.c_str(), topic.c_str(),
                                              grant.decide(direction, topic).c_str(),
                                              grant.decideTopic(topic).c_str())));
            };
            for (const char *topic : {"ros_discovery_info", "rt/rosout", "rt/parameter_events"})
                must("publish", topic);
            for (const char *topic : {"ros_discovery_info", "rt/parameter_events", "rt/clock"})
                must("subscribe", topic);
            // Its own services: read the requests, write the replies. At the root, in a lab
            // namespace, and in the robot's namespace (a watch node next to the robot).
            for (const char *node : {"viewer", "lab/rviz2", "tb1/battery_monitor"}) {
                for (const char *service : {"describe_parameters", "get_parameter_types", "get_parameters",
                                            "list_parameters", "set_parameters", "set_parameters_atomically",
                                            "get_type_description"}) {
                    must("subscribe", std::string("rq/") + node + "/" + service + "Request");
                    must("publish", std::string("rr/") + node + "/" + service + "Reply");
                }
            }
            if (QTest::currentTestFailed())
                return;
        }
    }

    // What watch must not do is denied by a deny_rule that comes before everything it allows,
    // and names only the robot's topics (its namespace, and the Rover's absolute command names).
    void watchDeniesTheRobotsCommandsInItsNamespace()
    {
        const Keystore keystore = keystoreWith("denies", {{"/lab/watcher", EnclaveRole::Watch, "/tb1", 7},
                                                          {"/lab/root", EnclaveRole::Watch, "/", 7}});
        const GrantReading watch = GrantReading::of(signedPermissions(keystore, "/lab/watcher"));
        QVERIFY(!watch.rules.empty());
        QVERIFY(!watch.rules.front().allow);
        for (const char *topic : {"rt/tb1/commands/velocity", "rt/tb1/commands/motor_power", "rt/tb1/commands/led1",
                                  "rt/tb1/commands/led2", "rt/tb1/commands/sound", "rt/tb1/commands/digital_output",
                                  "rt/tb1/commands/external_power", "rt/tb1/commands/reset_odometry",
                                  "rt/tb1/cmd_vel", "rt/tb1/soft_estop/trigger", "rt/tb1/trim_event",
                                  "rt/cmd_vel", "rt/soft_estop/reset", "rt/trim_event",
                                  "rq/tb1/kobuki_ros_node/set_parametersRequest",
                                  "rq/tb1/kobuki_ros_node/set_parameters_atomicallyRequest",
                                  "rq/tb1/roverrobotics_driver/set_parametersRequest",
                                  "rq/tb1/robodash_rflex_node/set_parameters_atomicallyRequest"})
            QVERIFY2(watch.decide("publish", topic) == "deny_rule", topic);
        // Another node's parameters in the robot's namespace: refused by the default, not by a
        // deny_rule, so that a watch node there may still serve its own (next lines).
        QCOMPARE(watch.decide("publish", "rq/tb1/some_driver/set_parametersRequest"), std::string("default DENY"));
        QVERIFY(watch.allows("subscribe", "rq/tb1/battery_monitor/set_parametersRequest"));
        QVERIFY(watch.allows("publish", "rr/tb1/battery_monitor/set_parametersReply"));
        for (const std::string &pattern : watch.deniedPatterns("publish")) {
            const bool scoped = pattern.rfind("rt/tb1/", 0) == 0 || pattern.rfind("rq/tb1/", 0) == 0
                                || pattern == "rt/cmd_vel" || pattern == "rt/soft_estop/*" || pattern == "rt/trim_event";
            QVERIFY2(scoped, pattern.c_str());
        }
        QVERIFY(watch.deniedPatterns("subscribe").empty());
        // Outside the robot's namespace, a node's own set_parameters is its own.
        QVERIFY(watch.allows("subscribe", "rq/viewer/set_parametersRequest"));
        QVERIFY(watch.allows("publish", "rr/viewer/set_parametersReply"));
        QCOMPARE(watch.decide("publish", "rt/tb2/commands/velocity"), std::string("default DENY"));

        // A robot at the root: its commands are at the root.
        const GrantReading root = GrantReading::of(signedPermissions(keystore, "/lab/root"));
        QCOMPARE(root.decide("publish", "rt/commands/velocity"), std::string("deny_rule"));
        QCOMPARE(root.decide("publish", "rt/cmd_vel"), std::string("deny_rule"));
        QCOMPARE(root.decide("publish", "rq/kobuki_ros_node/set_parametersRequest"), std::string("deny_rule"));
        QVERIFY(root.allows("subscribe", "rq/viewer/set_parametersRequest"));
        QVERIFY(root.allows("subscribe", "rt/odom"));
        QVERIFY(root.allows("publish", "rr/viewer/get_parametersReply"));
    }

    // The elements come in the order of the OMG's permissions schema, deny_rule included.
    void permissionsFollowTheSchemasOrder()
    {
        for (EnclaveRole role : {EnclaveRole::Watch, EnclaveRole::Drive, EnclaveRole::Robot}) {
            const std::string xml = PermissionsXml::permissions({"/lab/x", "/tb1", role, 7,
                                                                 "2025-01-01T00:00:00", "2035-01-01T00:00:00"});
            const GrantReading grant = GrantReading::of(xml);
            std::string problems;
            for (const std::string &problem : grant.orderProblems)
                problems += problem + "\n";
            QVERIFY2(problems.empty(), (enclaveRoleName(role) + std::string(":\n") + problems + xml).c_str());
        }
        // The check itself sees a misplaced rule.
        const GrantReading wrong = GrantReading::of(
            "<dds><permissions><grant name=\"x\"><subject_name>CN=x</subject_name>"
            "<allow_rule><domains><id>0</id></domains></allow_rule>"
            "<validity><not_before>a</not_before><not_after>b</not_after></validity>"
            "<default>DENY</default></grant></permissions></dds>");
        QCOMPARE(int(wrong.orderProblems.size()), 1);
    }

    void aFreshEnclavePassesTheCheck()
    {
        const Keystore keystore = keystoreWith("fresh", {{"/lab/tb1", EnclaveRole::Robot, "/tb1", 7}});
        EnclaveCheck check(keystore.root(), "/lab/tb1");
        QVERIFY2(check.run(), check.report().c_str());
        QVERIFY(check.warnings().empty());
    }

    // Issue 38: permissions for another domain than the governance's pass every signature
    // check, and let the participant in nowhere.
    void permissionsForAnotherDomainAreRefused()
    {
        const Keystore keystore = keystoreWith("otherdomain", {{"/lab/tb1", EnclaveRole::Drive, "/tb1", 0}});
        EnclaveCheck check(keystore.root(), "/lab/tb1");
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, keystore.enclaveFolder("/lab/tb1") + "/permissions.p7s",
                          "grants domain 0, but the keystore's governance is for domain 7"),
                 check.report().c_str());
    }

    void permissionsEditedAfterSigningAreRefused()
    {
        const Keystore keystore = keystoreWith("edited", {{"/lab/tb1", EnclaveRole::Watch, "/tb1", 7}});
        const std::string folder = keystore.enclaveFolder("/lab/tb1");
        std::string xml = readFile(folder + "/permissions.xml");
        xml.replace(xml.find("rt/tb1/*"), 8, "rt/*****");
        writeFile(folder + "/permissions.xml", xml);
        EnclaveCheck check(keystore.root(), "/lab/tb1");
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, folder + "/permissions.xml", "edited after signing"), check.report().c_str());

        // The same change made inside the signed file breaks its signature.
        std::string smime = readFile(folder + "/permissions.p7s");
        smime.replace(smime.find("rt/tb1/*"), 8, "rt/*****");
        writeFile(folder + "/permissions.p7s", smime);
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, folder + "/permissions.p7s", "does not verify"), check.report().c_str());
    }

    void aCertificateFromAnotherCaIsRefused()
    {
        const Keystore ours = keystoreWith("ours", {{"/lab/tb1", EnclaveRole::Drive, "/tb1", 7}});
        const Keystore theirs = keystoreWith("theirs", {{"/lab/tb1", EnclaveRole::Drive, "/tb1", 7}});
        for (const char *name : {"/cert.pem", "/key.pem"})
            fs::copy_file(theirs.enclaveFolder("/lab/tb1") + name, ours.enclaveFolder("/lab/tb1") + name,
                          fs::copy_options::overwrite_existing);
        EnclaveCheck check(ours.root(), "/lab/tb1");
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, check.files().certificate, "another CA"), check.report().c_str());
    }

    void anExpiredCertificateIsRefused()
    {
        const Keystore keystore = keystoreWith("expired", {{"/lab/old", EnclaveRole::Watch, "/tb1", 7, -1}});
        EnclaveCheck check(keystore.root(), "/lab/old");
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, check.files().certificate, "expired on"), check.report().c_str());
    }

    void aKeyOfAnotherEnclaveIsRefused()
    {
        const Keystore keystore = keystoreWith("swapped", {{"/lab/a", EnclaveRole::Watch, "/tb1", 7},
                                                           {"/lab/b", EnclaveRole::Watch, "/tb1", 7}});
        fs::copy_file(keystore.enclaveFolder("/lab/b") + "/key.pem", keystore.enclaveFolder("/lab/a") + "/key.pem",
                      fs::copy_options::overwrite_existing);
        EnclaveCheck check(keystore.root(), "/lab/a");
        QVERIFY(!check.run());
        QVERIFY2(hasError(check, check.files().privateKey, "does not belong to"), check.report().c_str());
    }

    void aMissingEnclaveNamesThoseThatExist()
    {
        const Keystore keystore = keystoreWith("missing", {{"/lab/tb1", EnclaveRole::Watch, "/tb1", 7},
                                                           {"/lab/tb2", EnclaveRole::Watch, "/tb2", 7}});
        EnclaveCheck check(keystore.root(), "/lab/tb9");
        QVERIFY(!check.run());
        QVERIFY2(check.report().find("no enclave /lab/tb9 in this keystore (found: /lab/tb1, /lab/tb2)")
                     != std::string::npos, check.report().c_str());
    }

    void aKeyReadableByOthersIsWarnedAbout()
    {
        const Keystore keystore = keystoreWith("open", {{"/lab/tb1", EnclaveRole::Watch, "/tb1", 7}});
        const std::string key = keystore.enclaveFolder("/lab/tb1") + "/key.pem";
        chmod(key.c_str(), 0644);
        EnclaveCheck check(keystore.root(), "/lab/tb1");
        QVERIFY(check.run());  // a warning, not a refusal
        QCOMPARE(int(check.warnings().size()), 1);
        QVERIFY(check.warnings().front().reason.find("mode 0644") != std::string::npos);
    }

    void enclaveNamesFollowRos2()
    {
        QVERIFY(Keystore::isValidEnclaveName("/"));
        QVERIFY(Keystore::isValidEnclaveName("/lab/tb_1"));
        QVERIFY(!Keystore::isValidEnclaveName("lab/tb1"));
        QVERIFY(!Keystore::isValidEnclaveName("/lab//tb1"));
        QVERIFY(!Keystore::isValidEnclaveName("/lab/1tb"));
        QVERIFY(!Keystore::isValidEnclaveName("/lab/tb1/"));
        QVERIFY(!Keystore::isValidEnclaveName("/lab/t<b"));
    }

    void securityFollowsRos2sEnvironment()
    {
        const Keystore keystore = keystoreWith("environment", {{"/lab/tb1", EnclaveRole::Robot, "/tb1", 7},
                                                               {"/lab/other", EnclaveRole::Robot, "/tb1", 7}});
        std::map<std::string, std::string> variables;
        const auto environment = [&variables](const char *name) { return variables[name]; };
        using Outcome = SecurityDecision::Outcome;
        QCOMPARE(SecuritySettings::decide({}, environment).outcome, Outcome::Unsecured);

        variables = {{"ROS_SECURITY_ENABLE", "true"}, {"ROS_SECURITY_KEYSTORE", keystore.root()},
                     {"ROS_SECURITY_ENCLAVE_OVERRIDE", "/lab/other"}};
        SecurityDecision decision = SecuritySettings::decide({"", "/lab/tb1"}, environment);
        QCOMPARE(decision.outcome, Outcome::Secured);
        QCOMPARE(decision.enclave, std::string("/lab/other"));  // the override wins
        QCOMPARE(decision.files.certificate, keystore.enclaveFolder("/lab/other") + "/cert.pem");

        variables["ROS_SECURITY_ENCLAVE_OVERRIDE"] = "/lab/absent";
        decision = SecuritySettings::decide({}, environment);  // Permissive, ROS 2's default
        QCOMPARE(decision.outcome, Outcome::Unsecured);
        QVERIFY(decision.message.find("running UNSECURED") != std::string::npos);
        variables["ROS_SECURITY_STRATEGY"] = "Enforce";
        QCOMPARE(SecuritySettings::decide({}, environment).outcome, Outcome::Refused);
        variables["ROS_SECURITY_STRATEGY"] = "Lenient";
        QCOMPARE(SecuritySettings::decide({}, environment).outcome, Outcome::Refused);

        // A keystore named on the command line is enforced whatever the strategy says.
        variables = {{"ROS_SECURITY_STRATEGY", "Permissive"}};
        decision = SecuritySettings::decide({keystore.root(), "/lab/absent"}, environment);
        QCOMPARE(decision.outcome, Outcome::Refused);
        QVERIFY(decision.message.find("no enclave /lab/absent") != std::string::npos);
        // Permissive never covers files that exist but are wrong.
        variables = {{"ROS_SECURITY_ENABLE", "true"}, {"ROS_SECURITY_KEYSTORE", keystore.root()},
                     {"ROS_SECURITY_ENCLAVE_OVERRIDE", "/lab/tb1"}};
        fs::remove(keystore.enclaveFolder("/lab/tb1") + "/permissions.p7s");
        QCOMPARE(SecuritySettings::decide({}, environment).outcome, Outcome::Refused);
    }

    void theCommandLineMakesAndChecks()
    {
        const QString root = m_folder.filePath("cli");
        auto run = [](const QStringList &arguments, QString *errorText) {
            QProcess process;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("ROS_DOMAIN_ID"), QStringLiteral("9"));  // not the keystore's
            process.setProcessEnvironment(environment);
            process.start(ROBODASH_CLI_PATH, QStringList{"keystore"} + arguments);
            process.waitForFinished(60000);
            *errorText = QString::fromLocal8Bit(process.readAllStandardError());
            return process.exitCode();
        };
        QString errorText;
        QCOMPARE(run({"create", root, "--domain", "3"}, &errorText), 0);
        QCOMPARE(run({"create", root}, &errorText), 1);
        QVERIFY2(errorText.contains("already holds a keystore"), qPrintable(errorText));
        QCOMPARE(run({"enclave", root, "/lab/tb1"}, &errorText), 2);
        QVERIFY2(errorText.contains("--may"), qPrintable(errorText));
        QCOMPARE(run({"enclave", root, "/lab/tb1", "--may", "drive", "--namespace", "/tb1"}, &errorText), 0);
        // Without --domain an enclave is for the keystore's own domain (3), not ROS_DOMAIN_ID's
        // (9): permissions for another domain than the governance's let it in nowhere.
        QFile permissions(root + QStringLiteral("/enclaves/lab/tb1/permissions.xml"));
        QVERIFY(permissions.open(QIODevice::ReadOnly));
        const QByteArray rules = permissions.readAll();
        QVERIFY2(rules.contains("<id>3</id>") && !rules.contains("<id>9</id>"), rules.constData());
        QCOMPARE(run({"check", root, "/lab/tb1"}, &errorText), 0);
        QCOMPARE(run({"check", root, "/lab/nobody"}, &errorText), 1);
        QVERIFY2(errorText.contains("found: /lab/tb1"), qPrintable(errorText));
        QCOMPARE(run({"create", root + "x", "--domain", "300"}, &errorText), 2);
    }
};

QTEST_GUILESS_MAIN(KeystoreTest)

}  // namespace tst_keystore
#include "tst_keystore.moc"
