// robodash-cli keystore: SROS 2 keystores (DDS Security) made and checked without ROS 2, in
// the layout `ros2 security create_keystore` / `create_enclave` write, so either tool's
// keystore serves both.
#include "CliCommand.h"
#include "CliCommands.h"

#include "bridge/security/EnclaveCheck.h"
#include "bridge/security/Keystore.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using robodash::security::EnclaveCheck;
using robodash::security::EnclaveRequest;
using robodash::security::Keystore;

constexpr const char *kUsage =
    "usage: robodash-cli keystore create DIR [--domain N]\n"
    "       robodash-cli keystore enclave DIR ENCLAVE --may watch|drive|robot\n"
    "                                     [--namespace NS] [--domain N] [--days N]\n"
    "       robodash-cli keystore check DIR ENCLAVE\n"
    "       robodash-cli keystore list DIR\n"
    "\n"
    "An SROS 2 keystore, as 'ros2 security' makes it (same files and names), for DDS Security:\n"
    "  create   a CA (ECDSA prime256v1) and the signed governance for domain N: only\n"
    "           participants with a certificate of this CA join; discovery and data are\n"
    "           encrypted.\n"
    "  enclave  an identity (certificate and key) for ENCLAVE (like /lab/tb1) and its signed\n"
    "           permissions for the robot in namespace NS (default /):\n"
    "             watch  read the robot's topics and parameters; its commands and parameter\n"
    "                    changes are denied\n"
    "             drive  also send its commands (velocity, LEDs, sounds...) and set parameters\n"
    "             robot  be the robot: what 'robodash-cli bridge --enclave' needs\n"
    "           Each also grants what any ROS 2 node needs to come up (/rosout,\n"
    "           /parameter_events, /clock, serving its own parameter services), so a ROS 2\n"
    "           node can run with it.\n"
    "           An existing enclave keeps its key and certificate; its permissions are made\n"
    "           and signed again.\n"
    "  check    every file a secured participant loads: present, signed by this keystore's\n"
    "           CAs, not expired, key matching certificate, nothing edited after signing.\n"
    "  list     the enclaves in DIR.\n"
    "The domain defaults to the keystore's own (its governance's) for an enclave, else\n"
    "ROS_DOMAIN_ID, else 0. Keep private/ (the CA's key) off robots.\n"
    "\n"
    "Exit status: 0 done (check: no error), 1 failed (the message names the file), 2 bad\n"
    "arguments.\n";

const CliCommand kCommand("keystore");

struct KeystoreArguments {
    std::vector<std::string> positional;  // the action, DIR, ENCLAVE
    EnclaveRequest request;
    bool roleGiven = false;
    bool domainGiven = false;
};

int defaultDomain()
{
    const char *text = std::getenv("ROS_DOMAIN_ID");
    return text && *text ? std::atoi(text) : 0;
}

bool readNumber(const char *text, int low, int high, int *value)
{
    char *end = nullptr;
    const long number = std::strtol(text, &end, 10);
    if (!*text || *end || number < low || number > high)
        return false;
    *value = int(number);
    return true;
}

bool readOption(int argc, char **argv, int *index, KeystoreArguments *arguments)
{
    const std::string option = argv[*index];
    if (*index + 1 >= argc)
        return kCommand.usageError(option + " needs a value");
    const char *value = argv[++*index];
    if (option == "--domain") {
        if (!readNumber(value, 0, 232, &arguments->request.domain))
            return kCommand.usageError("--domain takes a ROS domain id from 0 to 232");
        arguments->domainGiven = true;
    } else if (option == "--days") {
        if (!readNumber(value, -36500, 36500, &arguments->request.validDays))
            return kCommand.usageError("--days takes a whole number of days");
    } else if (option == "--namespace") {
        arguments->request.robotNamespace = value;
        if (!Keystore::isValidEnclaveName(arguments->request.robotNamespace))
            return kCommand.usageError(std::string("'") + value + "' is not a ROS namespace (like /tb1)");
    } else if (option == "--may") {
        const auto role = robodash::security::enclaveRoleFromName(value);
        if (!role)
            return kCommand.usageError("--may takes watch, drive or robot");
        arguments->request.role = *role;
        arguments->roleGiven = true;
    } else {
        return kCommand.usageError("unknown option '" + option + "'");
    }
    return true;
}

int failed(const std::string &message)
{
    kCommand.report(message);
    return CliCommand::kExitFailed;
}

int check(const std::string &root, const std::string &enclave)
{
    EnclaveCheck check(root, enclave);
    const bool passed = check.run();
    std::fputs(check.report().c_str(), stderr);
    if (passed)
        std::printf("%s %s: every file is in order\n", root.c_str(), enclave.c_str());
    return passed ? 0 : CliCommand::kExitFailed;
}

int runAction(const KeystoreArguments &arguments)
{
    const std::string &action = arguments.positional[0];
    const Keystore keystore(arguments.positional[1]);
    std::string error;
    if (action == "create") {
        if (!keystore.create(arguments.request.domain, &error))
            return failed(error);
        std::printf("made keystore %s for domain %d\n", keystore.root().c_str(), arguments.request.domain);
        return 0;
    }
    if (action == "list") {
        for (const std::string &enclave : keystore.enclaves())
            std::printf("%s\n", enclave.c_str());
        return keystore.isValid() ? 0 : failed(keystore.root() + " is not a keystore");
    }
    EnclaveRequest request = arguments.request;
    request.enclave = arguments.positional[2];
    if (action == "check")
        return check(keystore.root(), request.enclave);
    // Permissions for another domain than the governance's let the enclave in nowhere
    // ("denied by default rule"): without --domain, the keystore's own domain.
    if (!arguments.domainGiven && keystore.governanceDomain() >= 0)
        request.domain = keystore.governanceDomain();
    if (!keystore.createEnclave(request, &error))
        return failed(error);
    static const char *const kMay[] = {"may watch the robot in", "may drive the robot in", "is the robot in"};
    std::printf("made enclave %s (%s %s) in %s\n", request.enclave.c_str(), kMay[int(request.role)],
                request.robotNamespace.c_str(), keystore.root().c_str());
    return 0;
}

bool checkPositional(const KeystoreArguments &arguments)
{
    const std::vector<std::string> &words = arguments.positional;
    if (words.empty())
        return kCommand.usageError("name an action: create, enclave, check or list");
    const std::string &action = words[0];
    const size_t wanted = (action == "create" || action == "list") ? 2 : 3;
    if (action != "create" && action != "list" && action != "enclave" && action != "check")
        return kCommand.usageError("unknown action '" + action + "'");
    if (words.size() != wanted)
        return kCommand.usageError(action + (wanted == 2 ? " takes DIR" : " takes DIR ENCLAVE"));
    if (action == "enclave" && !arguments.roleGiven)
        return kCommand.usageError("enclave needs --may watch, drive or robot");
    return true;
}

}  // namespace

int runKeystoreCommand(int argc, char **argv)
{
    KeystoreArguments arguments;
    arguments.request.domain = defaultDomain();
    bool parsed = true, help = false;
    for (int i = 1; i < argc && parsed && !help; ++i) {
        if (CliCommand::isHelp(argv[i]))
            help = true;
        else if (CliCommand::isLongOption(argv[i]))
            parsed = readOption(argc, argv, &i, &arguments);
        else
            arguments.positional.emplace_back(argv[i]);
    }
    if (const auto done = CliCommand::doneBeforeRunning(parsed && (help || checkPositional(arguments)), help, kUsage))
        return *done;
    return runAction(arguments);
}
