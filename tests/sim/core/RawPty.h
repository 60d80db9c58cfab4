#pragma once
// What every byte-level test host does with a twin's pty, written once: open it raw (like a
// serial port at `baud`, 8N1, no echo, non-blocking) and write all of a buffer. The hosts
// themselves stay independent of RoboDash's codecs.

#include <cerrno>
#include <cstdint>
#include <fcntl.h>
#include <string>
#include <termios.h>
#include <unistd.h>
#include <vector>

namespace robodash::sim::test {

// The open descriptor, or -1 (nothing left open) when the path cannot be used.
inline int openRawPty(const std::string &path, speed_t baud)
{
    const int fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return -1;
    termios settings{};
    if (::tcgetattr(fd, &settings) != 0) {
        ::close(fd);
        return -1;
    }
    ::cfmakeraw(&settings);
    ::cfsetispeed(&settings, baud);
    ::cfsetospeed(&settings, baud);
    if (::tcsetattr(fd, TCSANOW, &settings) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Writes every byte, waiting out a full pty buffer; false on a real error (the port went).
inline bool writeAll(int fd, const std::vector<std::uint8_t> &bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n > 0)
            done += static_cast<std::size_t>(n);
        else if (n < 0 && errno != EAGAIN && errno != EINTR)
            return false;
    }
    return true;
}

}  // namespace robodash::sim::test
