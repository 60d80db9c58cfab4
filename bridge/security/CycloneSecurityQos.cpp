#include "CycloneSecurityQos.h"

#include <dlfcn.h>

#include <filesystem>

namespace fs = std::filesystem;

namespace robodash::security {
namespace {

std::string fileUri(const std::string &path)
{
    return "file:" + fs::absolute(path).lexically_normal().string();
}

}  // namespace

std::string CycloneSecurityQos::pluginFolder()
{
    // Where the loaded libddsc.so lives; Debian's plugins are in libddsc0debian/ beside it,
    // a build from source puts them in the same folder.
    Dl_info info{};
    if (!dladdr(reinterpret_cast<void *>(&dds_create_participant), &info) || !info.dli_fname)
        return {};
    const fs::path library = fs::canonical(info.dli_fname).parent_path();
    for (const fs::path &folder : {library / "libddsc0debian", library}) {
        if (fs::exists(folder / "libdds_security_auth.so"))
            return folder.string();
    }
    return {};
}

bool CycloneSecurityQos::apply(dds_qos_t *qos, const EnclaveFiles &files, std::string *error)
{
    const std::string folder = pluginFolder();
    if (folder.empty()) {
        *error = "Cyclone DDS's security plugins (libdds_security_auth.so) are not installed";
        return false;
    }
    struct Plugin {
        const char *kind, *library, *init, *finalize;
    };
    for (const Plugin &plugin :
         {Plugin{"auth", "libdds_security_auth.so", "init_authentication", "finalize_authentication"},
          Plugin{"crypto", "libdds_security_crypto.so", "init_crypto", "finalize_crypto"},
          Plugin{"access", "libdds_security_ac.so", "init_access_control", "finalize_access_control"}}) {
        const std::string prefix = std::string("dds.sec.") + plugin.kind + ".library.";
        dds_qset_prop(qos, (prefix + "path").c_str(), (folder + "/" + plugin.library).c_str());
        dds_qset_prop(qos, (prefix + "init").c_str(), plugin.init);
        dds_qset_prop(qos, (prefix + "finalize").c_str(), plugin.finalize);
    }
    dds_qset_prop(qos, "dds.sec.auth.identity_ca", fileUri(files.identityCa).c_str());
    dds_qset_prop(qos, "dds.sec.auth.identity_certificate", fileUri(files.certificate).c_str());
    dds_qset_prop(qos, "dds.sec.auth.private_key", fileUri(files.privateKey).c_str());
    dds_qset_prop(qos, "dds.sec.access.permissions_ca", fileUri(files.permissionsCa).c_str());
    dds_qset_prop(qos, "dds.sec.access.governance", fileUri(files.governance).c_str());
    dds_qset_prop(qos, "dds.sec.access.permissions", fileUri(files.permissions).c_str());
    return true;
}

}  // namespace robodash::security
