#include "Keystore.h"

#include "Certificate.h"
#include "KeystoreFiles.h"
#include "PermissionsXml.h"
#include "PrivateKey.h"
#include "SmimeSignature.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;
namespace files = robodash::security::keystore_files;

namespace robodash::security {
namespace {

constexpr int kAuthorityDays = 3650;
const char *const kAuthorityName = "sros2CA";  // SROS 2's CA subject, for familiarity

bool signInto(const Keystore &keystore, const std::string &content, const std::string &path,
              std::string *error)
{
    const Certificate authority =
        Certificate::load(keystore.publicFile("permissions_ca.cert.pem"), error);
    const PrivateKey authorityKey =
        PrivateKey::load(keystore.privateFile("permissions_ca.key.pem"), error);
    if (authority.isNull() || authorityKey.isNull())
        return false;
    const std::string signature = SmimeSignature::sign(content, authority, authorityKey, error);
    return !signature.empty() && files::writeText(path, signature, false, error);
}

bool isValidToken(const std::string &token)
{
    if (token.empty() || std::isdigit(static_cast<unsigned char>(token.front())))
        return false;
    return std::all_of(token.begin(), token.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
}

}  // namespace

bool Keystore::isValidEnclaveName(const std::string &enclave)
{
    if (enclave == "/")
        return true;
    if (enclave.size() < 2 || enclave.front() != '/' || enclave.back() == '/')
        return false;
    size_t start = 1;
    while (start <= enclave.size()) {
        const size_t end = std::min(enclave.find('/', start), enclave.size());
        if (!isValidToken(enclave.substr(start, end - start)))
            return false;
        start = end + 1;
    }
    return true;
}

int Keystore::governanceDomain() const
{
    std::string governance, error;
    if (!files::readText(enclavesFile("governance.xml"), &governance, &error))
        return -1;
    const std::size_t domains = governance.find("<domains>");
    const std::size_t id = governance.find("<id>", domains == std::string::npos ? 0 : domains);
    if (domains == std::string::npos || id == std::string::npos)
        return -1;
    char *end = nullptr;
    const long domain = std::strtol(governance.c_str() + id + 4, &end, 10);
    return end && *end == '<' && domain >= 0 && domain <= 232 ? int(domain) : -1;
}

bool Keystore::isValid() const
{
    for (const std::string &path :
         {publicFile("permissions_ca.cert.pem"), publicFile("identity_ca.cert.pem"),
          privateFile("permissions_ca.key.pem"), privateFile("identity_ca.key.pem"),
          enclavesFile("governance.p7s")}) {
        if (!fs::is_regular_file(path))
            return false;
    }
    return true;
}

bool Keystore::create(int domain, std::string *error) const
{
    if (isValid()) {
        if (error)
            *error = m_root + " already holds a keystore; its CA is kept (make enclaves in it)";
        return false;
    }
    if (!files::makeFolders(m_root + "/public", error) || !files::makeFolders(m_root + "/enclaves", error)
        || !files::makeFolders(m_root + "/private", error))
        return false;
    fs::permissions(m_root + "/private", fs::perms::owner_all, fs::perm_options::replace);
    const PrivateKey key = PrivateKey::generate(error);
    if (key.isNull())
        return false;
    const Certificate authority = Certificate::makeAuthority(key, kAuthorityName, kAuthorityDays, error);
    if (authority.isNull() || !files::writeText(privateFile("ca.key.pem"), key.pem(), true, error)
        || !files::writeText(publicFile("ca.cert.pem"), authority.pem(), false, error))
        return false;
    // One CA plays both parts, as SROS 2's default keystore does.
    for (const char *part : {"identity_ca", "permissions_ca"}) {
        if (!files::linkRelative(publicFile("ca.cert.pem"), publicFile(std::string(part) + ".cert.pem"), error)
            || !files::linkRelative(privateFile("ca.key.pem"), privateFile(std::string(part) + ".key.pem"), error))
            return false;
    }
    const std::string governance = PermissionsXml::governance(domain);
    return files::writeText(enclavesFile("governance.xml"), governance, false, error)
        && signInto(*this, governance, enclavesFile("governance.p7s"), error);
}

std::string Keystore::enclaveFolder(const std::string &enclave) const
{
    return enclave == "/" ? m_root + "/enclaves" : m_root + "/enclaves" + enclave;
}

bool Keystore::createEnclave(const EnclaveRequest &request, std::string *error) const
{
    if (!isValid()) {
        if (error)
            *error = m_root + " is not a keystore (make one with: robodash-cli keystore create "
                + m_root + ")";
        return false;
    }
    if (!isValidEnclaveName(request.enclave)) {
        if (error)
            *error = "'" + request.enclave + "' is not an enclave name (like /lab/tb1: tokens "
                     "of letters, digits and _, each after a /)";
        return false;
    }
    const std::string folder = enclaveFolder(request.enclave);
    if (!files::makeFolders(folder, error))
        return false;
    for (const auto &[target, name] :
         {std::pair{publicFile("identity_ca.cert.pem"), "identity_ca.cert.pem"},
          std::pair{publicFile("permissions_ca.cert.pem"), "permissions_ca.cert.pem"},
          std::pair{enclavesFile("governance.p7s"), "governance.p7s"}}) {
        if (folder + "/" + name != target && !files::linkRelative(target, folder + "/" + name, error))
            return false;
    }
    return writeEnclaveIdentity(folder, request.enclave, request.validDays, error)
        && writePermissions(folder, request, error);
}

bool Keystore::writeEnclaveIdentity(const std::string &folder, const std::string &enclave,
                                    int days, std::string *error) const
{
    // An enclave made again keeps its identity: peers that know it need not be told.
    if (fs::is_regular_file(folder + "/cert.pem") && fs::is_regular_file(folder + "/key.pem"))
        return true;
    const Certificate authority = Certificate::load(publicFile("identity_ca.cert.pem"), error);
    const PrivateKey authorityKey = PrivateKey::load(privateFile("identity_ca.key.pem"), error);
    const PrivateKey key = PrivateKey::generate(error);
    if (authority.isNull() || authorityKey.isNull() || key.isNull())
        return false;
    const Certificate certificate = Certificate::issue(key, enclave, authority, authorityKey, days, error);
    return !certificate.isNull() && files::writeText(folder + "/key.pem", key.pem(), true, error)
        && files::writeText(folder + "/cert.pem", certificate.pem(), false, error);
}

bool Keystore::writePermissions(const std::string &folder, const EnclaveRequest &request,
                                std::string *error) const
{
    const Certificate certificate = Certificate::load(folder + "/cert.pem", error);
    if (certificate.isNull())
        return false;
    PermissionsGrant grant;
    grant.enclave = request.enclave;
    grant.robotNamespace = request.robotNamespace;
    grant.role = request.role;
    grant.domain = request.domain;
    grant.notBefore = certificate.notBefore();
    grant.notAfter = certificate.notAfter();
    const std::string permissions = PermissionsXml::permissions(grant);
    return files::writeText(folder + "/permissions.xml", permissions, false, error)
        && signInto(*this, permissions, folder + "/permissions.p7s", error);
}

std::vector<std::string> Keystore::enclaves() const
{
    std::vector<std::string> found;
    const fs::path base = m_root + "/enclaves";
    std::error_code failure;
    for (fs::recursive_directory_iterator it(base, failure), end; !failure && it != end;
         it.increment(failure)) {
        if (it->path().filename() == "key.pem") {
            const std::string relative = fs::relative(it->path().parent_path(), base).generic_string();
            found.push_back(relative == "." ? "/" : "/" + relative);
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

}  // namespace robodash::security
