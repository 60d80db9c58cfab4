#pragma once
// What an enclave may do with one robot: the three kinds of participant on a lab's network.

#include <optional>
#include <string>

namespace robodash::security {

enum class EnclaveRole {
    Watch,  // reads the robot's topics and parameters; writes no command
    Drive,  // Watch, and writes the robot's command topics and parameters
    Robot,  // the robot itself (the bridge): writes its topics, reads its commands, serves
};

std::optional<EnclaveRole> enclaveRoleFromName(const std::string &name);
const char *enclaveRoleName(EnclaveRole role);

}  // namespace robodash::security
