#include "sim/core/PseudoTerminal.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

namespace robodash::sim {

namespace {
std::string systemError(const std::string &what)
{
    return what + ": " + std::strerror(errno);
}
}  // namespace

PseudoTerminal::~PseudoTerminal()
{
    close();
}

bool PseudoTerminal::open(std::string *error)
{
    close();
    m_master = ::posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (m_master < 0) {
        if (error)
            *error = systemError("posix_openpt");
        return false;
    }
    const char *name = nullptr;
    if (::grantpt(m_master) != 0 || ::unlockpt(m_master) != 0
        || (name = ::ptsname(m_master)) == nullptr) {
        if (error)
            *error = systemError("cannot set up the pseudo-terminal");
        close();
        return false;
    }
    m_slavePath = name;
    m_lastQueued = 0;
    m_lastReadSeen = std::chrono::steady_clock::now();
    m_slave = ::open(m_slavePath.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (m_slave < 0) {
        if (error)
            *error = systemError("cannot open " + m_slavePath);
        close();
        return false;
    }
    termios settings{};
    if (::tcgetattr(m_slave, &settings) == 0) {
        // Raw bytes both ways until a host sets its own mode: no echo, no line editing,
        // no CR/LF translation that would corrupt binary frames.
        ::cfmakeraw(&settings);
        ::cfsetispeed(&settings, B115200);
        ::cfsetospeed(&settings, B115200);
        ::tcsetattr(m_slave, TCSANOW, &settings);
    }
    return true;
}

void PseudoTerminal::close()
{
    removeLink();
    if (m_slave >= 0)
        ::close(m_slave);
    if (m_master >= 0)
        ::close(m_master);
    m_slave = m_master = -1;
}

std::size_t PseudoTerminal::read(std::uint8_t *buffer, std::size_t capacity)
{
    if (m_master < 0)
        return 0;
    const ssize_t n = ::read(m_master, buffer, capacity);
    return n > 0 ? static_cast<std::size_t>(n) : 0;
}

bool PseudoTerminal::writeFrame(const std::uint8_t *data, std::size_t size)
{
    if (m_master < 0)
        return false;
    std::size_t written = 0;
    while (written < size) {
        const ssize_t n = ::write(m_master, data + written, size - written);
        if (n > 0) {
            written += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        ++m_droppedFrames;  // EAGAIN (buffer full) or the port is going away
        return false;
    }
    return true;
}

void PseudoTerminal::trimBacklog(std::chrono::steady_clock::time_point now)
{
    if (m_slave < 0)
        return;
    int queued = 0;
    if (::ioctl(m_slave, FIONREAD, &queued) != 0)
        return;
    // Fewer bytes waiting than last time: somebody is reading. (Counting our own writes in
    // would be wrong: the kernel moves them into the count a little later.)
    if (queued < m_lastQueued || queued == 0)
        m_lastReadSeen = now;
    if (queued > kMaxBacklogBytes && now - m_lastReadSeen > kNobodyReadingAfter) {
        std::vector<std::uint8_t> discard(
            static_cast<std::size_t>(queued - kMaxBacklogBytes / 2));
        const ssize_t n = ::read(m_slave, discard.data(), discard.size());
        if (n > 0)
            queued -= static_cast<int>(n);
    }
    m_lastQueued = queued;
}

bool PseudoTerminal::createLink(const std::string &linkPath, std::string *error)
{
    if (linkPath.empty())
        return true;
    // Make the new link beside the old name and rename it over: hosts polling the path
    // never see it missing, and a stale link from a crashed run is replaced.
    const std::string temporary = linkPath + ".tmp" + std::to_string(::getpid());
    ::unlink(temporary.c_str());
    if (::symlink(m_slavePath.c_str(), temporary.c_str()) != 0
        || ::rename(temporary.c_str(), linkPath.c_str()) != 0) {
        if (error)
            *error = systemError("cannot create link " + linkPath);
        ::unlink(temporary.c_str());
        return false;
    }
    m_linkPath = linkPath;
    return true;
}

void PseudoTerminal::removeLink()
{
    if (m_linkPath.empty())
        return;
    char target[4096];
    const ssize_t n = ::readlink(m_linkPath.c_str(), target, sizeof target - 1);
    if (n > 0 && std::string(target, static_cast<std::size_t>(n)) == m_slavePath)
        ::unlink(m_linkPath.c_str());
    m_linkPath.clear();
}

}  // namespace robodash::sim
