#include "DdsTestDomain.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace robodash::testprogram {

namespace {

constexpr int kFirstDomain = 100;
constexpr int kDomainCount = 130;  // 100..229: Cyclone DDS takes domains up to 232

std::string lastOpenError;  // why the last lock file could not be opened, if one could not

std::string lockDirectory()
{
    const char *temp = std::getenv("TMPDIR");
    return temp && *temp ? temp : "/tmp";
}

}  // namespace

bool DdsTestDomain::tryLock(int domain)
{
    const std::string path = lockDirectory() + "/robodash-test-dds-domain-" + std::to_string(domain) + ".lock";
    // Read-only is enough for flock. Opened first without O_CREAT: with fs.protected_regular
    // (systemd's default) even root may not O_CREAT-open another user's file in /tmp.
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT)
        fd = ::open(path.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
        lastOpenError = path + ": " + std::strerror(errno);
        return false;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return false;
    }
    return true;  // the descriptor stays open: the lock is held until the process ends
}

int DdsTestDomain::reserve()
{
    // Start from the process id so that programs do not all queue for the first domains.
    const int start = int(::getpid() % kDomainCount);
    for (int i = 0; i < kDomainCount; ++i) {
        const int domain = kFirstDomain + (start + i) % kDomainCount;
        if (tryLock(domain))
            return domain;
    }
    const int fallback = kFirstDomain + start;
    std::fprintf(stderr, "DdsTestDomain: no domain free of %d (%s); using %d, shared\n", kDomainCount,
                 lastOpenError.empty() ? "all locked by other tests" : lastOpenError.c_str(), fallback);
    return fallback;
}

}  // namespace robodash::testprogram
