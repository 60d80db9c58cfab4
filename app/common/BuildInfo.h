#pragma once
// What a RoboDash program says about itself on --version. Plain C++ so that both programs
// can answer before any Qt application (and any display) exists.

#include <string>

namespace robodash::build_info {

// CMake's project version, e.g. "0.1.0".
const char *version();
// The git commit the program was built from ("3f2a9c1d0b7e", "-dirty" appended when the
// checkout had uncommitted changes), or "" when it was not built from a checkout.
const char *gitCommit();
// "robodash 0.1.0 (git 3f2a9c1d0b7e)", or "robodash 0.1.0" without a commit.
std::string versionLine(const std::string &program);

}  // namespace robodash::build_info
