#pragma once
// The DDS Security documents SROS 2 writes: the governance (per domain: authenticated
// participants only, discovery and data encrypted) and one enclave's permissions (a grant for
// the subject "CN=<enclave>", valid as long as its certificate, default DENY), in the same
// element layout as sros2's permissions.xsl output (a deny_rule, when there is one, before the
// allow_rule: the first rule that names a topic decides), with the topic rules that RoboDash's
// roles need for a robot in `robotNamespace`, and what every ROS 2 node needs to come up.

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
    bool empty() const { return publish.empty() && subscribe.empty(); }
};

// What a grant says, in the order the plugins read it: `deny` first, then `allow`, then the
// default (DENY).
struct GrantRules {
    TopicRules deny;
    TopicRules allow;
};

class PermissionsXml {
public:
    static std::string governance(int domain);
    static std::string permissions(const PermissionsGrant &grant);
    // The DDS topic patterns (rt/, rq/, rr/ names; fnmatch wildcards, where `*` also spans
    // '/') a role is denied and allowed.
    static GrantRules rulesFor(EnclaveRole role, const std::string &robotNamespace);
};

}  // namespace robodash::security
