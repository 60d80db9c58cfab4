#include "EnclaveRole.h"

namespace robodash::security {

std::optional<EnclaveRole> enclaveRoleFromName(const std::string &name)
{
    if (name == "watch")
        return EnclaveRole::Watch;
    if (name == "drive")
        return EnclaveRole::Drive;
    if (name == "robot")
        return EnclaveRole::Robot;
    return std::nullopt;
}

const char *enclaveRoleName(EnclaveRole role)
{
    switch (role) {
    case EnclaveRole::Watch:
        return "watch";
    case EnclaveRole::Drive:
        return "drive";
    case EnclaveRole::Robot:
        return "robot";
    }
    return "watch";
}

}  // namespace robodash::security
