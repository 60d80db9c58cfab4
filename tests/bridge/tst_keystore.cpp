// SROS 2 keystores made with OpenSSL (bridge/security): the layout `ros2 security` writes,
// certificates a DDS Security plugin accepts, permissions per role, and a check that names
// the file and the fault for each way a keystore goes wrong.
#include "bridge/security/Certificate.h"
#include "bridge/security/EnclaveCheck.h"
#include "bridge/security/Keystore.h"
#include "bridge/security/SecuritySettings.h"
#include "bridge/security/SmimeSignature.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <openssl/evp.h>
#include <openssl/x509v3.h>
#include <sys/stat.h>

#include <filesystem>
#include <map>
#include <fstream>
#include <sstream>

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
        const std::string watch = signedPermissions(keystore, "/lab/watcher");
        const std::string drive = signedPermissions(keystore, "/lab/driver");
        const std::string robot = signedPermissions(keystore, "/lab/tb1");
        QVERIFY2(watch.find("<subject_name>CN=/lab/watcher</subject_name>") != std::string::npos, watch.c_str());
        QVERIFY(watch.find("<topic>rt/tb1/*</topic>") != std::string::npos);
        QVERIFY(watch.find("commands") == std::string::npos);
        QVERIFY(watch.find("set_parameters") == std::string::npos);
        QVERIFY(drive.find("<topic>rt/tb1/commands/*</topic>") != std::string::npos);
        QVERIFY(drive.find("<topic>rq/tb1/*/set_parametersRequest</topic>") != std::string::npos);
        QVERIFY(robot.find("<topic>rq/tb1/*Request</topic>") != std::string::npos);
        QVERIFY(robot.find("<topic>rr/tb1/*Reply</topic>") != std::string::npos);
        for (const std::string *grant : {&watch, &drive, &robot}) {
            QVERIFY(grant->find("<id>7</id>") != std::string::npos);
            QVERIFY(grant->find("<default>DENY</default>") != std::string::npos);
            QVERIFY(grant->find("<topic>ros_discovery_info</topic>") != std::string::npos);
        }
    }

    void aFreshEnclavePassesTheCheck()
    {
        const Keystore keystore = keystoreWith("fresh", {{"/lab/tb1", EnclaveRole::Robot, "/tb1", 7}});
        EnclaveCheck check(keystore.root(), "/lab/tb1");
        QVERIFY2(check.run(), check.report().c_str());
        QVERIFY(check.warnings().empty());
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
        QCOMPARE(run({"check", root, "/lab/tb1"}, &errorText), 0);
        QCOMPARE(run({"check", root, "/lab/nobody"}, &errorText), 1);
        QVERIFY2(errorText.contains("found: /lab/tb1"), qPrintable(errorText));
        QCOMPARE(run({"create", root + "x", "--domain", "300"}, &errorText), 2);
    }
};

QTEST_GUILESS_MAIN(KeystoreTest)
#include "tst_keystore.moc"
