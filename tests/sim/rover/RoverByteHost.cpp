#include "RoverByteHost.h"

#include "../core/RawPty.h"

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

namespace {

constexpr std::uint8_t kStart = 253;
constexpr std::size_t kReplyBytes = 5;

}  // namespace

RoverByteHost::~RoverByteHost()
{
    close();
}

bool RoverByteHost::open(const std::string &path)
{
    close();
    m_fd = robodash::sim::test::openRawPty(path, B57600);
    return m_fd >= 0;
}

void RoverByteHost::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_buffer.clear();
}

std::uint8_t RoverByteHost::checksum(const std::vector<std::uint8_t> &body)
{
    unsigned sum = 0;
    for (std::uint8_t byte : body)
        sum += byte;
    return static_cast<std::uint8_t>(255 - sum % 255);
}

std::vector<std::uint8_t> RoverByteHost::packet(std::uint8_t left, std::uint8_t right,
                                                std::uint8_t param1, std::uint8_t param2,
                                                std::uint8_t flipper)
{
    const std::vector<std::uint8_t> body{left, right, flipper, param1, param2};
    return {kStart, left, right, flipper, param1, param2, checksum(body)};
}

bool RoverByteHost::write(const std::vector<std::uint8_t> &bytes)
{
    return robodash::sim::test::writeAll(m_fd, bytes);
}

bool RoverByteHost::fill(int timeoutMs)
{
    pollfd p{m_fd, POLLIN, 0};
    if (::poll(&p, 1, timeoutMs) <= 0 || !(p.revents & POLLIN))
        return false;
    std::uint8_t chunk[256];
    const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
    if (n <= 0)
        return false;
    m_buffer.insert(m_buffer.end(), chunk, chunk + n);
    return true;
}

std::optional<RoverByteHost::Reply> RoverByteHost::readReply(int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        while (m_buffer.size() >= kReplyBytes) {
            const std::vector<std::uint8_t> body(m_buffer.begin() + 1, m_buffer.begin() + 4);
            if (m_buffer[0] == kStart && m_buffer[4] == checksum(body)) {
                const Reply reply{m_buffer[1],
                                  static_cast<std::uint16_t>(m_buffer[2] << 8 | m_buffer[3])};
                m_buffer.erase(m_buffer.begin(), m_buffer.begin() + kReplyBytes);
                return reply;
            }
            m_buffer.erase(m_buffer.begin());
            ++strayBytes;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return std::nullopt;
        fill(static_cast<int>(left.count()));
    }
}

std::optional<std::uint16_t> RoverByteHost::request(std::uint8_t number, int timeoutMs,
                                                    std::uint8_t motors)
{
    if (!write(packet(motors, motors, 10, number)))
        return std::nullopt;
    while (const auto reply = readReply(timeoutMs)) {
        if (reply->registerNumber == number)
            return reply->value;
    }
    return std::nullopt;
}
