#include "KeystoreFiles.h"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace fs = std::filesystem;

namespace robodash::security::keystore_files {

bool writeText(const std::string &path, const std::string &text, bool secret, std::string *error)
{
    // A key is made unreadable to others before a byte of it is written.
    const mode_t oldMask = umask(secret ? 077 : 022);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    umask(oldMask);
    if (!out) {
        if (error)
            *error = path + ": cannot be written";
        return false;
    }
    if (secret)
        chmod(path.c_str(), 0600);  // an existing file keeps its mode through a truncation
    return true;
}

bool readText(const std::string &path, std::string *text, std::string *error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error)
            *error = path + ": " + (fs::exists(path) ? "cannot be read" : "missing");
        return false;
    }
    std::ostringstream content;
    content << in.rdbuf();
    *text = content.str();
    return true;
}

bool linkRelative(const std::string &target, const std::string &link, std::string *error)
{
    // Lexically, as sros2's os.path.relpath: an enclave's identity_ca.cert.pem names
    // public/identity_ca.cert.pem, not the ca.cert.pem that link resolves to today, so that a
    // keystore given separate identity and permissions CAs later stays right.
    std::error_code failure;
    const fs::path base = fs::absolute(fs::path(link).parent_path(), failure).lexically_normal();
    const fs::path relative = fs::absolute(target, failure).lexically_normal().lexically_relative(base);
    if (!failure) {
        fs::remove(link, failure);
        fs::create_symlink(relative, link, failure);
    }
    if (failure && error)
        *error = link + ": cannot link to " + target + " (" + failure.message() + ")";
    return !failure;
}

bool makeFolders(const std::string &path, std::string *error)
{
    std::error_code failure;
    fs::create_directories(path, failure);
    if (failure && error)
        *error = path + ": cannot be made (" + failure.message() + ")";
    return !failure;
}

}  // namespace robodash::security::keystore_files
