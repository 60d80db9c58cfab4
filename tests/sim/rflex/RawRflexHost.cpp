#include "RawRflexHost.h"

#include "../core/RawPty.h"

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

std::int32_t RawRflexHost::Frame::i32(std::size_t at) const
{
    const std::uint32_t v = (std::uint32_t{data[at]} << 24) | (std::uint32_t{data[at + 1]} << 16)
        | (std::uint32_t{data[at + 2]} << 8) | data[at + 3];
    return static_cast<std::int32_t>(v);
}

std::uint16_t RawRflexHost::Frame::u16(std::size_t at) const
{
    return static_cast<std::uint16_t>((data[at] << 8) | data[at + 1]);
}

RawRflexHost::~RawRflexHost()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool RawRflexHost::open(const std::string &path)
{
    m_fd = robodash::sim::test::openRawPty(path, B115200);
    return m_fd >= 0;
}

void RawRflexHost::putI32(Bytes &out, std::int32_t value)
{
    const auto v = static_cast<std::uint32_t>(value);
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>(v >> shift));
}

RawRflexHost::Bytes RawRflexHost::frame(std::uint8_t port, std::uint8_t opcode,
                                        const Bytes &data, bool stuffed, std::uint8_t id)
{
    Bytes body{port, id, opcode, static_cast<std::uint8_t>(data.size())};
    body.insert(body.end(), data.begin(), data.end());
    std::uint8_t checksum = 0;
    for (std::uint8_t b : body)
        checksum ^= b;
    body.push_back(checksum);
    Bytes out{0x1B, 0x02};
    for (std::uint8_t b : body) {
        out.push_back(b);
        if (stuffed && b == 0x1B)
            out.push_back(0x00);
    }
    out.insert(out.end(), {0x1B, 0x03});
    return out;
}

bool RawRflexHost::write(const Bytes &bytes)
{
    return robodash::sim::test::writeAll(m_fd, bytes);
}

bool RawRflexHost::send(std::uint8_t port, std::uint8_t opcode, const Bytes &data, bool stuffed)
{
    return write(frame(port, opcode, data, stuffed));
}

void RawRflexHost::pump(int waitMs)
{
    pollfd p{m_fd, POLLIN, 0};
    if (::poll(&p, 1, waitMs) <= 0)
        return;
    std::uint8_t buffer[512];
    ssize_t n;
    while ((n = ::read(m_fd, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < n; ++i)
            consume(buffer[i]);
    }
}

// 1B 02 opens, 1B 03 closes, 1B 00 is a data 0x1B, 1B 01 is nothing.
void RawRflexHost::consume(std::uint8_t byte)
{
    raw.push_back(byte);
    if (!m_escape && byte == 0x1B) {
        m_escape = true;
        return;
    }
    if (m_escape) {
        m_escape = false;
        if (byte == 0x02) {
            m_inFrame = true;
            m_body.clear();
        } else if (byte == 0x03 && m_inFrame) {
            finish();
        } else if (byte == 0x00 && m_inFrame) {
            m_body.push_back(0x1B);
        }
        return;
    }
    if (m_inFrame)
        m_body.push_back(byte);
}

void RawRflexHost::finish()
{
    m_inFrame = false;
    std::uint8_t check = 0;
    for (std::uint8_t b : m_body)
        check ^= b;
    if (m_body.size() < 5 || check != 0 || m_body[3] + 5u != m_body.size()) {
        ++badFrames;
        return;
    }
    frames.push_back({m_body[0], m_body[1], m_body[2],
                      Bytes(m_body.begin() + 4, m_body.end() - 1)});
}

bool RawRflexHost::pumpUntil(const std::function<bool()> &done, int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        pump(10);
    }
    return true;
}

std::vector<RawRflexHost::Frame> RawRflexHost::framesOf(std::uint8_t port, std::uint8_t opcode) const
{
    std::vector<Frame> found;
    for (const Frame &f : frames)
        if (f.port == port && f.opcode == opcode)
            found.push_back(f);
    return found;
}
