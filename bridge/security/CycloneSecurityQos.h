#pragma once
// A secured enclave's files as the participant QoS properties Cyclone DDS reads (dds.sec.*,
// the names rmw_cyclonedds sets), with the three plugins named by full path: Debian installs
// them beside libddsc in a folder of their own (libddsc0debian/), off the loader's path.

#include "EnclaveCheck.h"

#include <dds/dds.h>

#include <string>

namespace robodash::security {

class CycloneSecurityQos {
public:
    // Adds the properties to `qos`; false and a sentence in `error` when the plugins are not
    // where Cyclone DDS's own library says they should be.
    static bool apply(dds_qos_t *qos, const EnclaveFiles &files, std::string *error);
    // The folder holding libdds_security_auth.so and its siblings.
    static std::string pluginFolder();
};

}  // namespace robodash::security
