#pragma once
// The DDS Security documents SROS 2 writes: the governance (per domain: authenticated
// participants only, discovery and data encrypted) and one enclave's permissions (a grant for
// the subject "CN=<enclave>", valid as long as its certificate, default DENY), in the same
// element layout as `ros2 security create_enclave`'s permissions.xsl output, with the topic
// rules that RoboDash's roles need for a robot in `robotNamespace`.

#include "EnclaveRole.h"

#include <string>
#include <vector>

namespace robodash::security {

struct PermissionsGrant {
    std::string enclave;          // "/lab/tb1": the grant's name, subject "CN=/lab/tb1"
    std::string robotNamespace;   // "/tb1", or "/" for a robot at the root
    EnclaveRole role = EnclaveRole::Watch;
    int domain = 0;
    std::string notBefore;        // ISO 8601, from the enclave's certificate
    std::string notAfter;
};

struct TopicRules {
    std::vector<std::string> publish;
    std::vector<std::string> subscribe;
};

class PermissionsXml {
public:
    static std::string governance(int domain);
    static std::string permissions(const PermissionsGrant &grant);
    // The DDS topic patterns (rt/, rq/, rr/ names; fnmatch wildcards) a role may use.
    static TopicRules rulesFor(EnclaveRole role, const std::string &robotNamespace);
};

}  // namespace robodash::security
