#include "PtyHost.h"

#include "../core/RawPty.h"

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

PtyHost::~PtyHost()
{
    close();
}

bool PtyHost::open(const std::string &path)
{
    close();
    m_fd = robodash::sim::test::openRawPty(path, B115200);
    return m_fd >= 0;
}

void PtyHost::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool PtyHost::write(const std::vector<std::uint8_t> &bytes)
{
    return robodash::sim::test::writeAll(m_fd, bytes);
}

bool PtyHost::writeBytewise(const std::vector<std::uint8_t> &bytes)
{
    for (std::uint8_t byte : bytes) {
        if (!write({byte}))
            return false;
    }
    return true;
}

bool PtyHost::pump(int waitMs)
{
    pollfd p{m_fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, waitMs);
    if (ready <= 0)
        return true;
    if (!(p.revents & POLLIN))
        return false;  // POLLHUP / POLLERR without data: the port is gone
    for (;;) {
        std::uint8_t byte = 0;
        const ssize_t n = ::read(m_fd, &byte, 1);
        if (n == 1) {
            m_finder.feed(&byte, 1, [this](const std::uint8_t *payload, std::size_t length) {
                frames.push_back(robodash::kobuki::decodeFeedbackFrame(payload, length));
            });
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            return true;
        return false;  // EIO or end of file
    }
}

bool PtyHost::pumpUntil(const std::function<bool()> &done, int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        if (!pump(10))
            return done();
    }
    return true;
}

void PtyHost::discard()
{
    pump(0);
    frames.clear();
}
