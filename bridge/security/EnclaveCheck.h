#pragma once
// Checks one enclave of a keystore before a participant uses it, so that a secured program
// refuses to start with a sentence naming the file and what is wrong with it, instead of a
// DDS error code or, worse, a participant that starts without security. The six files are
// rmw_dds_common's list: identity CA, certificate, private key, permissions CA, governance,
// permissions.

#include <string>
#include <vector>

namespace robodash::security {

struct EnclaveFiles {
    std::string identityCa, certificate, privateKey, permissionsCa, governance, permissions;
};

struct KeystoreProblem {
    std::string file;
    std::string reason;
    std::string text() const { return file + ": " + reason; }
};

class EnclaveCheck {
public:
    EnclaveCheck(std::string keystoreRoot, std::string enclave);

    // Runs every check; true when nothing would stop a secured participant.
    bool run();
    const std::vector<KeystoreProblem> &errors() const { return m_errors; }
    // Worth saying but not fatal: a private key readable by others.
    const std::vector<KeystoreProblem> &warnings() const { return m_warnings; }
    const EnclaveFiles &files() const { return m_files; }
    // Every error and warning, one per line.
    std::string report() const;

private:
    bool checkFilesPresent();
    void checkIdentity();
    void checkSignedDocument(const std::string &signedPath, const std::string &plainPath);
    void checkPermissionsSubject();
    void checkPermissionsDomain();
    void checkKeyMode();
    void fail(const std::string &file, const std::string &reason);

    std::string m_root, m_enclave, m_folder;
    EnclaveFiles m_files;
    std::vector<KeystoreProblem> m_errors, m_warnings;
};

}  // namespace robodash::security
