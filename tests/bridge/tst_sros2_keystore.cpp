// A keystore made by sros2 itself (tests/data/sros2_keystore: sros2 0.13.0's create_keystore,
// create_enclave and create_permission, run without ROS) against RoboDash's keystore code:
// RoboDash checks, lists and chooses its enclaves as they are, adds enclaves of its own to it,
// and writes its own keystores in the same layout, with the same governance, certificates and
// signatures. (Whether secured participants with these files talk: tst_bridge_sros2.)
#include "bridge/security/Certificate.h"
#include "bridge/security/EnclaveCheck.h"
#include "bridge/security/Keystore.h"
#include "bridge/security/SecuritySettings.h"
#include "bridge/security/SmimeSignature.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <openssl/pkcs7.h>
#include <openssl/x509v3.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace tst_sros2_keystore {  // this file's names, apart in a unity batch

using namespace robodash::security;
namespace fs = std::filesystem;

namespace {

const std::string kSros2Keystore = ROBODASH_SROS2_KEYSTORE;
const char *const kSros2Enclaves[] = {"/lab/driver", "/lab/tb1", "/lab/watcher"};

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The keystore's entries relative to its root: "F path" for a file, "L path -> target" for a
// link, folders left out (they follow from the rest).
std::set<std::string> layoutOf(const std::string &root)
{
    std::set<std::string> entries;
    for (const auto &entry : fs::recursive_directory_iterator(root)) {
        const std::string relative = fs::relative(entry.path(), root).generic_string();
        if (entry.is_symlink())
            entries.insert("L " + relative + " -> " + fs::read_symlink(entry.path()).generic_string());
        else if (entry.is_regular_file())
            entries.insert("F " + relative);
    }
    return entries;
}

// The header lines of an S/MIME document and of its signed text part, boundaries left out.
std::vector<std::string> mimeHeaders(const std::string &smime)
{
    std::vector<std::string> headers;
    std::istringstream in(smime);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.rfind("MIME-Version", 0) == 0 || line.rfind("Content-", 0) == 0) {
            const size_t boundary = line.find("; boundary=");
            headers.push_back(line.substr(0, boundary));
        }
        if (line.rfind("<dds", 0) == 0)
            break;  // the signed text begins: its headers are read
    }
    return headers;
}

// What a certificate says apart from its key, serial and dates.
std::string profileOf(const Certificate &certificate)
{
    X509 *x509 = certificate.get();
    std::ostringstream text;
    text << "v" << X509_get_version(x509) + 1 << " sig=" << OBJ_nid2sn(X509_get_signature_nid(x509));
    char curve[64] = {};
    EVP_PKEY_get_group_name(X509_get0_pubkey(x509), curve, sizeof curve, nullptr);
    text << " curve=" << curve << " extensions:";
    for (int i = 0; i < X509_get_ext_count(x509); ++i) {
        X509_EXTENSION *extension = X509_get_ext(x509, i);
        text << " " << OBJ_nid2sn(OBJ_obj2nid(X509_EXTENSION_get_object(extension)))
             << (X509_EXTENSION_get_critical(extension) ? "(critical)" : "");
    }
    text << " ca=" << X509_check_ca(x509) << " pathlen=" << X509_get_pathlen(x509);
    const ASN1_TIME *from = X509_get0_notBefore(x509), *to = X509_get0_notAfter(x509);
    int days = 0, seconds = 0;
    ASN1_TIME_diff(&days, &seconds, from, to);
    text << " days=" << days;
    return text.str();
}

// What a detached S/MIME signature carries apart from its bytes: the digest and signature
// algorithms, how many certificates travel with it, and its signed attributes.
std::string signatureProfileOf(const std::string &smime)
{
    BioPointer input(BIO_new_mem_buf(smime.data(), int(smime.size())));
    BIO *content = nullptr;
    Pkcs7Pointer signature(SMIME_read_PKCS7(input.get(), &content));
    BioPointer contentOwner(content);
    if (!signature || !PKCS7_type_is_signed(signature.get()))
        return "not a signature";
    std::ostringstream text;
    text << "detached=" << PKCS7_get_detached(signature.get())
         << " certificates=" << sk_X509_num(signature->d.sign->cert);
    STACK_OF(PKCS7_SIGNER_INFO) *signers = PKCS7_get_signer_info(signature.get());
    text << " signers=" << sk_PKCS7_SIGNER_INFO_num(signers);
    PKCS7_SIGNER_INFO *signer = sk_PKCS7_SIGNER_INFO_value(signers, 0);
    X509_ALGOR *digest = nullptr, *algorithm = nullptr;
    PKCS7_SIGNER_INFO_get0_algs(signer, nullptr, &digest, &algorithm);
    text << " digest=" << OBJ_nid2sn(OBJ_obj2nid(digest->algorithm))
         << " algorithm=" << OBJ_nid2sn(OBJ_obj2nid(algorithm->algorithm)) << " signed:";
    for (int i = 0; i < sk_X509_ATTRIBUTE_num(signer->auth_attr); ++i)
        text << " " << OBJ_nid2sn(OBJ_obj2nid(X509_ATTRIBUTE_get0_object(sk_X509_ATTRIBUTE_value(signer->auth_attr, i))));
    return text.str();
}

// The element paths of an XML document ("dds/permissions/grant/default"), and its attributes'
// names, as a set: the structure, not the rules.
std::set<std::string> structureOf(const std::string &xml)
{
    std::set<std::string> paths;
    QXmlStreamReader reader(QByteArray::fromStdString(xml));
    QStringList path;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            path << reader.name().toString();
            paths.insert(path.join('/').toStdString());
            for (const QXmlStreamAttribute &attribute : reader.attributes())
                paths.insert(path.join('/').toStdString() + "@" + attribute.qualifiedName().toString().toStdString());
        } else if (reader.isEndElement()) {
            path.removeLast();
        }
    }
    if (reader.hasError())
        paths.insert("error: " + reader.errorString().toStdString());
    return paths;
}

int runCli(const QStringList &arguments, QString *output, QString *errorText)
{
    QProcess process;
    process.start(ROBODASH_CLI_PATH, QStringList{"keystore"} + arguments);
    process.waitForFinished(60000);
    *output = QString::fromLocal8Bit(process.readAllStandardOutput());
    *errorText = QString::fromLocal8Bit(process.readAllStandardError());
    return process.exitCode();
}

}  // namespace

class Sros2KeystoreTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    // A writable copy of sros2's keystore, links kept as links, keys 0644 as sros2 leaves them
    // under a umask of 022 (git keeps no modes, so the checkout's own vary).
    std::string copyOfSros2Keystore(const char *name)
    {
        const std::string copy = m_folder.filePath(name).toStdString();
        fs::copy(kSros2Keystore, copy, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        for (const char *enclave : kSros2Enclaves)
            chmod((Keystore(copy).enclaveFolder(enclave) + "/key.pem").c_str(), 0644);
        return copy;
    }

private slots:
    void initTestCase()
    {
        // sros2 made them valid for ten years from 2024-12-31 (README.md there).
        const Certificate identity = Certificate::load(kSros2Keystore + "/enclaves/lab/tb1/cert.pem", nullptr);
        QVERIFY(!identity.isNull());
        QVERIFY2(!identity.hasExpired() && !identity.isNotYetValid(),
                 ("this machine's clock is outside the test keystore's validity, "
                  + identity.notBefore() + " to " + identity.notAfter()).c_str());
    }

    void everySros2EnclavePassesTheCheck()
    {
        const std::string root = copyOfSros2Keystore("checked");
        QVERIFY(Keystore(root).isValid());
        QCOMPARE(Keystore(root).enclaves(), std::vector<std::string>(std::begin(kSros2Enclaves), std::end(kSros2Enclaves)));
        for (const char *enclave : kSros2Enclaves) {
            EnclaveCheck check(root, enclave);
            QVERIFY2(check.run(), check.report().c_str());
            // sros2 leaves keys to the umask: the one thing RoboDash has to say about them.
            QCOMPARE(int(check.warnings().size()), 1);
            QCOMPARE(check.warnings().front().file, check.files().privateKey);
            QVERIFY(check.warnings().front().reason.find("mode 0644") != std::string::npos);
            chmod(check.files().privateKey.c_str(), 0600);
            QVERIFY(check.run());
            QVERIFY2(check.warnings().empty(), check.report().c_str());
        }
    }

    void theCommandLineListsAndChecksIt()
    {
        const QString root = QString::fromStdString(copyOfSros2Keystore("cli"));
        QString output, errorText;
        QCOMPARE(runCli({"list", root}, &output, &errorText), 0);
        QCOMPARE(output, QString("/lab/driver\n/lab/tb1\n/lab/watcher\n"));  // `ros2 security list_enclaves`'s
        QCOMPARE(runCli({"check", root, "/lab/watcher"}, &output, &errorText), 0);
        QVERIFY2(output.contains("every file is in order"), qPrintable(output));
        QVERIFY2(errorText.startsWith("warning: " + root + "/enclaves/lab/watcher/key.pem"), qPrintable(errorText));
        QVERIFY2(!errorText.contains("error"), qPrintable(errorText));
    }

    void ros2sVariablesChooseAnSros2Enclave()
    {
        const std::map<std::string, std::string> variables = {
            {"ROS_SECURITY_ENABLE", "true"}, {"ROS_SECURITY_STRATEGY", "Enforce"},
            {"ROS_SECURITY_KEYSTORE", kSros2Keystore}, {"ROS_SECURITY_ENCLAVE_OVERRIDE", "/lab/driver"}};
        const SecurityDecision decision = SecuritySettings::decide({}, [&variables](const char *name) {
            const auto found = variables.find(name);
            return found == variables.end() ? std::string() : found->second;
        });
        QVERIFY2(decision.secured(), decision.message.c_str());
        QCOMPARE(decision.enclave, std::string("/lab/driver"));
        QCOMPARE(decision.files.permissions, kSros2Keystore + "/enclaves/lab/driver/permissions.p7s");
    }

    void robodashWritesWhatSros2Writes()
    {
        // RoboDash's own keystore, for the same domain and enclave names as sros2's.
        const Keystore ours(m_folder.filePath("ours").toStdString());
        std::string error;
        QVERIFY2(ours.create(0, &error), error.c_str());
        for (const char *enclave : kSros2Enclaves)
            QVERIFY2(ours.createEnclave({enclave, EnclaveRole::Drive, "/tb1", 0}, &error), error.c_str());
        const Keystore theirs(kSros2Keystore);

        // The same files, and the same links to the same places.
        QCOMPARE(layoutOf(ours.root()), layoutOf(theirs.root()));
        // The governance, byte for byte.
        QCOMPARE(readFile(ours.enclavesFile("governance.xml")), readFile(theirs.enclavesFile("governance.xml")));
        // Certificates: the same CA and identities but for keys, serials and dates.
        const auto certificate = [](const Keystore &keystore, const std::string &path) {
            return Certificate::load(keystore.root() + path, nullptr);
        };
        for (const char *path : {"/public/ca.cert.pem", "/enclaves/lab/tb1/cert.pem"}) {
            const Certificate mine = certificate(ours, path), sros2s = certificate(theirs, path);
            QCOMPARE(profileOf(mine), profileOf(sros2s));
            QCOMPARE(mine.subjectText(), sros2s.subjectText());
            QCOMPARE(mine.issuerText(), sros2s.issuerText());
        }
        QCOMPARE(profileOf(certificate(ours, "/public/ca.cert.pem")),
                 std::string("v3 sig=ecdsa-with-SHA256 curve=prime256v1 extensions: basicConstraints(critical) ca=1 pathlen=1 days=3651"));
        QCOMPARE(profileOf(certificate(ours, "/enclaves/lab/tb1/cert.pem")),
                 std::string("v3 sig=ecdsa-with-SHA256 curve=prime256v1 extensions: basicConstraints ca=0 pathlen=-1 days=3651"));
        // Keys: unencrypted PKCS#8 PEM.
        QCOMPARE(readFile(ours.root() + "/enclaves/lab/tb1/key.pem").substr(0, 28),
                 readFile(theirs.root() + "/enclaves/lab/tb1/key.pem").substr(0, 28));
        // Signatures: detached, text/plain, SHA-256, the signer's certificate included.
        for (const char *path : {"/enclaves/governance.p7s", "/enclaves/lab/tb1/permissions.p7s"}) {
            const std::string mine = readFile(ours.root() + path), sros2s = readFile(theirs.root() + path);
            QCOMPARE(mimeHeaders(mine), mimeHeaders(sros2s));
            QCOMPARE(signatureProfileOf(mine), signatureProfileOf(sros2s));
            QCOMPARE(signatureProfileOf(sros2s),
                     std::string("detached=1 certificates=1 signers=1 digest=SHA256 algorithm=ecdsa-with-SHA256 "
                                 "signed: contentType signingTime messageDigest SMIME-CAPS"));
            QCOMPARE(mimeHeaders(sros2s).back(), std::string("Content-Type: text/plain"));
        }
        // Permissions: the same elements and attributes (the rules differ by design: RoboDash's
        // roles against sros2's default of everything).
        const std::string permissions = "/enclaves/lab/tb1/permissions.xml";
        const std::set<std::string> structure = structureOf(readFile(theirs.root() + permissions));
        QCOMPARE(structureOf(readFile(ours.root() + permissions)), structure);
        for (const char *path : {"dds/permissions/grant@name", "dds/permissions/grant/validity/not_after",
                                 "dds/permissions/grant/allow_rule/publish/topics/topic", "dds/permissions/grant/default"})
            QVERIFY2(structure.count(path), path);
    }

    void robodashAddsEnclavesToAnSros2Keystore()
    {
        // The lab made its keystore with `ros2 security`; RoboDash adds a robot to it, signed by
        // sros2's CA, and leaves sros2's own enclaves as they were.
        const std::string root = copyOfSros2Keystore("mixed");
        const std::string before = readFile(root + "/enclaves/lab/tb1/permissions.p7s");
        std::string error;
        QVERIFY2(Keystore(root).createEnclave({"/lab/rover", EnclaveRole::Robot, "/rover", 0}, &error), error.c_str());
        EnclaveCheck check(root, "/lab/rover");
        QVERIFY2(check.run(), check.report().c_str());
        QVERIFY(check.warnings().empty());
        const Certificate made = Certificate::load(root + "/enclaves/lab/rover/cert.pem", nullptr);
        QCOMPARE(made.issuerText(), std::string("CN=sros2CA"));
        QCOMPARE(readFile(root + "/enclaves/lab/tb1/permissions.p7s"), before);
        QCOMPARE(Keystore(root).enclaves(), (std::vector<std::string>{"/lab/driver", "/lab/rover", "/lab/tb1", "/lab/watcher"}));
    }
};

QTEST_GUILESS_MAIN(Sros2KeystoreTest)

}  // namespace tst_sros2_keystore
#include "tst_sros2_keystore.moc"
