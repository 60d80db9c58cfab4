#include "BuildInfo.h"

#include "BuildInfoGenerated.h"

namespace robodash::build_info {

const char *version() { return ROBODASH_VERSION; }

const char *gitCommit() { return ROBODASH_GIT_COMMIT; }

std::string versionLine(const std::string &program)
{
    std::string line = program + ' ' + version();
    const std::string commit = gitCommit();
    if (!commit.empty()) line += " (git " + commit + ')';
    return line;
}

}  // namespace robodash::build_info
