#pragma once
// Whether and how a participant is secured, from the command line and ROS 2's environment
// variables with ROS 2's meanings:
//   ROS_SECURITY_ENABLE=true      security on (a --keystore option turns it on as well)
//   ROS_SECURITY_KEYSTORE=DIR     the keystore (--keystore wins)
//   ROS_SECURITY_ENCLAVE_OVERRIDE the enclave, over --enclave and the default "/"
//   ROS_SECURITY_STRATEGY         Enforce: refuse to run without valid files; Permissive (ROS
//                                 2's default): run unsecured when the enclave's files are
//                                 missing. A keystore named on the command line is always
//                                 enforced: the user asked for security in so many words.
// The result is either "unsecured", "secured with these checked files", or a refusal that
// names the file and the fault; never a silent fall back when files exist but are wrong.

#include "EnclaveCheck.h"

#include <functional>
#include <string>

namespace robodash::security {

struct SecurityOptions {
    std::string keystore;  // --keystore
    std::string enclave;   // --enclave
};

struct SecurityDecision {
    enum class Outcome { Unsecured, Secured, Refused } outcome = Outcome::Unsecured;
    std::string enclave;           // when Secured
    EnclaveFiles files;            // when Secured
    std::string message;           // Refused: why; Unsecured/Secured: worth saying (warnings)
    bool secured() const { return outcome == Outcome::Secured; }
    bool refused() const { return outcome == Outcome::Refused; }
};

class SecuritySettings {
public:
    using Environment = std::function<std::string(const char *)>;
    static Environment processEnvironment();

    static SecurityDecision decide(const SecurityOptions &options,
                                   const Environment &environment = processEnvironment());
};

}  // namespace robodash::security
