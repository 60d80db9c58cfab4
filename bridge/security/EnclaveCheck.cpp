#include "EnclaveCheck.h"

#include "Certificate.h"
#include "Keystore.h"
#include "KeystoreFiles.h"
#include "PrivateKey.h"
#include "SmimeSignature.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;

namespace robodash::security {
namespace {

std::string joined(const std::vector<std::string> &names)
{
    std::string text;
    for (const std::string &name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text.empty() ? "none" : text;
}

// Signing turns the text's line ends into CRLF (S/MIME canonical form); the signed text
// read back is compared with the file without that difference.
std::string withoutCarriageReturns(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
    return text;
}

// Every <id>N</id> of a permissions document: the domains its rules are for.
std::vector<int> domainIdsIn(const std::string &xml)
{
    std::vector<int> ids;
    for (std::size_t at = xml.find("<id>"); at != std::string::npos; at = xml.find("<id>", at + 4)) {
        char *end = nullptr;
        const long id = std::strtol(xml.c_str() + at + 4, &end, 10);
        if (end && *end == '<' && std::find(ids.begin(), ids.end(), int(id)) == ids.end())
            ids.push_back(int(id));
    }
    return ids;
}

}  // namespace

EnclaveCheck::EnclaveCheck(std::string keystoreRoot, std::string enclave)
    : m_root(std::move(keystoreRoot)), m_enclave(std::move(enclave))
{
    m_folder = Keystore(m_root).enclaveFolder(m_enclave);
    m_files = {m_folder + "/identity_ca.cert.pem", m_folder + "/cert.pem", m_folder + "/key.pem",
               m_folder + "/permissions_ca.cert.pem", m_folder + "/governance.p7s",
               m_folder + "/permissions.p7s"};
}

bool EnclaveCheck::run()
{
    m_errors.clear();
    m_warnings.clear();
    if (!checkFilesPresent())
        return false;
    checkIdentity();
    checkSignedDocument(m_files.governance, m_root + "/enclaves/governance.xml");
    checkSignedDocument(m_files.permissions, m_folder + "/permissions.xml");
    checkPermissionsSubject();
    checkPermissionsDomain();
    checkKeyMode();
    return m_errors.empty();
}

bool EnclaveCheck::checkFilesPresent()
{
    if (!fs::is_directory(m_root)) {
        fail(m_root, "no such keystore folder");
        return false;
    }
    if (!fs::is_regular_file(m_files.privateKey)) {
        fail(m_folder, "no enclave " + m_enclave + " in this keystore (found: "
                           + joined(Keystore(m_root).enclaves()) + ")");
        return false;
    }
    for (const std::string *path : {&m_files.identityCa, &m_files.certificate, &m_files.privateKey,
                                     &m_files.permissionsCa, &m_files.governance, &m_files.permissions}) {
        if (!fs::is_regular_file(*path))
            fail(*path, "missing (or a broken link)");
    }
    return m_errors.empty();
}

void EnclaveCheck::checkIdentity()
{
    std::string error;
    const Certificate authority = Certificate::load(m_files.identityCa, &error);
    const Certificate certificate = Certificate::load(m_files.certificate, &error);
    const PrivateKey key = PrivateKey::load(m_files.privateKey, &error);
    if (authority.isNull() || certificate.isNull() || key.isNull()) {
        fail(error.substr(0, error.find(':')), error.substr(error.find(':') + 2));
        return;
    }
    // Dates first: the chain check would report an expired certificate as not accepted.
    std::string reason;
    if (certificate.hasExpired())
        fail(m_files.certificate, "expired on " + certificate.notAfter() + " UTC");
    else if (certificate.isNotYetValid())
        fail(m_files.certificate, "not valid before " + certificate.notBefore() + " UTC");
    else if (!certificate.isIssuedBy(authority, &reason))
        fail(m_files.certificate, "not accepted by the keystore's identity CA (" + reason
                                      + "): a certificate from another CA?");
    if (!certificate.matchesKey(key))
        fail(m_files.privateKey, "does not belong to " + m_files.certificate);
}

void EnclaveCheck::checkSignedDocument(const std::string &signedPath, const std::string &plainPath)
{
    std::string error, smime, signedText, plainText;
    const Certificate authority = Certificate::load(m_files.permissionsCa, &error);
    if (authority.isNull()) {
        fail(m_files.permissionsCa, error);
        return;
    }
    if (!keystore_files::readText(signedPath, &smime, &error)) {
        fail(signedPath, error);
        return;
    }
    std::string reason;
    if (!SmimeSignature::verify(smime, authority, &signedText, &reason)) {
        fail(signedPath, reason);
        return;
    }
    // The DDS plugins use the signed copy; an .xml edited after signing is a change that
    // silently does nothing, which is worth refusing.
    if (keystore_files::readText(plainPath, &plainText, nullptr)
        && withoutCarriageReturns(plainText) != withoutCarriageReturns(signedText))
        fail(plainPath, "edited after signing (" + signedPath + " holds the signed version; "
                        "make the enclave again to sign the change)");
}

void EnclaveCheck::checkPermissionsSubject()
{
    std::string smime, error;
    const Certificate certificate = Certificate::load(m_files.certificate, &error);
    if (certificate.isNull() || !keystore_files::readText(m_files.permissions, &smime, nullptr))
        return;
    const std::string subject = "<subject_name>" + certificate.subjectText() + "</subject_name>";
    if (smime.find(subject) == std::string::npos)
        fail(m_files.permissions, "grants nothing to " + certificate.subjectText()
                                      + ", the subject of " + m_files.certificate);
}

// Governance protects one domain; permissions for another let the participant join it with
// no rights at all (the new-user hour's enclaves for domain 0 in a domain-57 keystore).
void EnclaveCheck::checkPermissionsDomain()
{
    const int governed = Keystore(m_root).governanceDomain();
    std::string smime;
    if (governed < 0 || !keystore_files::readText(m_files.permissions, &smime, nullptr))
        return;
    const std::vector<int> granted = domainIdsIn(smime);
    if (granted.empty() || std::find(granted.begin(), granted.end(), governed) != granted.end())
        return;
    std::vector<std::string> names;
    for (const int id : granted)
        names.push_back(std::to_string(id));
    fail(m_files.permissions, "grants domain " + joined(names) + ", but the keystore's governance is for domain "
                                  + std::to_string(governed) + ": on it this enclave may do nothing (make "
                                  "it again with keystore enclave, which takes the governance's domain)");
}

void EnclaveCheck::checkKeyMode()
{
    struct stat status {};
    if (stat(m_files.privateKey.c_str(), &status) != 0 || (status.st_mode & 077) == 0)
        return;
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o", unsigned(status.st_mode & 07777));
    m_warnings.push_back({m_files.privateKey, std::string("private key readable by others (mode ")
                                                  + mode + "): chmod 600 it, as ssh asks of a key"});
}

void EnclaveCheck::fail(const std::string &file, const std::string &reason)
{
    m_errors.push_back({file, reason});
}

std::string EnclaveCheck::report() const
{
    std::string text;
    for (const KeystoreProblem &problem : m_errors)
        text += "error: " + problem.text() + "\n";
    for (const KeystoreProblem &problem : m_warnings)
        text += "warning: " + problem.text() + "\n";
    return text;
}

}  // namespace robodash::security
