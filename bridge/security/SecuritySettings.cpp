#include "SecuritySettings.h"

#include <cstdlib>
#include <filesystem>

namespace robodash::security {
namespace {

bool isTrue(const std::string &value)
{
    return value == "true" || value == "True" || value == "TRUE" || value == "1";
}

SecurityDecision refusal(const std::string &message)
{
    SecurityDecision decision;
    decision.outcome = SecurityDecision::Outcome::Refused;
    decision.message = message;
    return decision;
}

}  // namespace

SecuritySettings::Environment SecuritySettings::processEnvironment()
{
    return [](const char *name) {
        const char *value = std::getenv(name);
        return std::string(value ? value : "");
    };
}

SecurityDecision SecuritySettings::decide(const SecurityOptions &options, const Environment &environment)
{
    const bool fromCommandLine = !options.keystore.empty();
    if (!fromCommandLine && !isTrue(environment("ROS_SECURITY_ENABLE")))
        return {};
    const std::string keystore = fromCommandLine ? options.keystore : environment("ROS_SECURITY_KEYSTORE");
    std::string enclave = environment("ROS_SECURITY_ENCLAVE_OVERRIDE");
    if (enclave.empty())
        enclave = options.enclave.empty() ? "/" : options.enclave;
    const std::string strategy = environment("ROS_SECURITY_STRATEGY");
    if (!strategy.empty() && strategy != "Enforce" && strategy != "Permissive")
        return refusal("ROS_SECURITY_STRATEGY is '" + strategy + "': it takes Enforce or Permissive");
    const bool enforce = fromCommandLine || strategy == "Enforce";
    if (keystore.empty())
        return refusal("ROS_SECURITY_ENABLE is true but ROS_SECURITY_KEYSTORE names no keystore");

    EnclaveCheck check(keystore, enclave);
    const bool valid = check.run();
    const bool filesMissing = !std::filesystem::is_regular_file(check.files().privateKey);
    if (!valid && filesMissing && !enforce) {
        SecurityDecision unsecured;
        unsecured.message = "warning: no enclave " + enclave + " in " + keystore
            + ": running UNSECURED (ROS_SECURITY_STRATEGY=Permissive)";
        return unsecured;
    }
    if (!valid)
        return refusal("DDS Security refused (enclave " + enclave + "):\n" + check.report());
    SecurityDecision secured;
    secured.outcome = SecurityDecision::Outcome::Secured;
    secured.enclave = enclave;
    secured.files = check.files();
    secured.message = check.report();  // the warnings, if any
    return secured;
}

}  // namespace robodash::security
