#include "PtyHost.h"

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
    m_fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (m_fd < 0)
        return false;
    termios settings{};
    if (::tcgetattr(m_fd, &settings) != 0) {
        close();
        return false;
    }
    ::cfmakeraw(&settings);
    ::cfsetispeed(&settings, B115200);
    ::cfsetospeed(&settings, B115200);
    return ::tcsetattr(m_fd, TCSANOW, &settings) == 0;
}

void PtyHost::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool PtyHost::write(const std::vector<std::uint8_t> &bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(m_fd, bytes.data() + done, bytes.size() - done);
        if (n > 0)
            done += static_cast<std::size_t>(n);
        else if (n < 0 && errno != EAGAIN && errno != EINTR)
            return false;
    }
    return true;
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
