#pragma once
// An SROS 2 keystore on disk, made as `ros2 security create_keystore` and `create_enclave`
// make it (same folders, file names and links), so that ROS 2 nodes and RoboDash can share
// one:
//   public/ca.cert.pem, identity_ca.cert.pem and permissions_ca.cert.pem (links to the CA)
//   private/ca.key.pem, identity_ca.key.pem and permissions_ca.key.pem (links)
//   enclaves/governance.xml, governance.p7s
//   enclaves/<enclave>/cert.pem, key.pem, permissions.xml, permissions.p7s, and links to the
//   two CA certificates and the governance.
// Unlike SROS 2, private keys are written readable by their owner only (0600).

#include "EnclaveRole.h"

#include <string>
#include <vector>

namespace robodash::security {

struct EnclaveRequest {
    std::string enclave;                 // "/lab/tb1"
    EnclaveRole role = EnclaveRole::Watch;
    std::string robotNamespace = "/";    // the robot the enclave's rules are about
    int domain = 0;
    int validDays = 3650;                // SROS 2's ten years
};

class Keystore {
public:
    explicit Keystore(std::string root) : m_root(std::move(root)) {}

    // Makes the CA and the signed governance; refuses a folder that already holds a keystore.
    bool create(int domain, std::string *error) const;
    // Makes (or re-signs, keeping its key and certificate) one enclave.
    bool createEnclave(const EnclaveRequest &request, std::string *error) const;
    bool isValid() const;
    // The domain its governance is for (its first <domains><id>), or -1 when it names none
    // (a range, or no keystore): what an enclave's permissions must be for to be of use.
    int governanceDomain() const;
    // The enclaves present, as "/lab/tb1", sorted.
    std::vector<std::string> enclaves() const;

    std::string enclaveFolder(const std::string &enclave) const;
    std::string publicFile(const std::string &name) const { return m_root + "/public/" + name; }
    std::string privateFile(const std::string &name) const { return m_root + "/private/" + name; }
    std::string enclavesFile(const std::string &name) const { return m_root + "/enclaves/" + name; }
    const std::string &root() const { return m_root; }

    // ROS 2's rule for an enclave name (a fully qualified namespace): "/" or "/a/b", each
    // token of letters, digits and underscores not starting with a digit.
    static bool isValidEnclaveName(const std::string &enclave);

private:
    bool writeEnclaveIdentity(const std::string &folder, const std::string &enclave, int days,
                              std::string *error) const;
    bool writePermissions(const std::string &folder, const EnclaveRequest &request,
                          std::string *error) const;
    std::string m_root;
};

}  // namespace robodash::security
