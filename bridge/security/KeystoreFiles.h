#pragma once
// Small file operations for the keystore: whole-file read and write (with the mode a private
// key needs) and the relative links SROS 2 puts in a keystore.

#include <string>

namespace robodash::security::keystore_files {

bool writeText(const std::string &path, const std::string &text, bool secret, std::string *error);
bool readText(const std::string &path, std::string *text, std::string *error);
// A link at `link` to `target`, relative to the link's folder; an existing link is replaced.
bool linkRelative(const std::string &target, const std::string &link, std::string *error);
bool makeFolders(const std::string &path, std::string *error);

}  // namespace robodash::security::keystore_files
