#pragma once
// The robot's end of a pseudo-terminal pair. Hosts open slavePath() like a serial port.
//
// We keep our own descriptor on the slave open: without it, the master reports EIO and
// POLLHUP whenever no host has the port open (a busy loop) and hosts that reconnect would
// race us. Writes never block; with nobody reading, the backlog is trimmed from the oldest
// end, the way a UART with nobody listening loses bytes.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace robodash::sim {

class PseudoTerminal {
public:
    // Bytes left unread by a host that has stopped reading (or was never there) before the
    // oldest are dropped: about half a second of feedback at the real rate. A host that is
    // reading, however slowly, loses nothing here.
    static constexpr int kMaxBacklogBytes = 2048;
    static constexpr std::chrono::milliseconds kNobodyReadingAfter{1000};

    PseudoTerminal() = default;
    ~PseudoTerminal();
    PseudoTerminal(const PseudoTerminal &) = delete;
    PseudoTerminal &operator=(const PseudoTerminal &) = delete;

    bool open(std::string *error);
    void close();
    bool isOpen() const { return m_master >= 0; }
    const std::string &slavePath() const { return m_slavePath; }
    int masterFd() const { return m_master; }

    // Reads what the host wrote; returns the byte count, 0 when nothing is waiting.
    std::size_t read(std::uint8_t *buffer, std::size_t capacity);
    // Writes all of `frame` or nothing (the frame is dropped when the buffer is full).
    bool writeFrame(const std::uint8_t *data, std::size_t size);
    // Drops the oldest unread bytes beyond kMaxBacklogBytes once nobody has read for
    // kNobodyReadingAfter.
    void trimBacklog(std::chrono::steady_clock::time_point now);
    std::uint64_t droppedFrames() const { return m_droppedFrames; }

    // Points `linkPath` at the slave, replacing whatever link was there.
    bool createLink(const std::string &linkPath, std::string *error);
    // Removes the link, unless another simulator has taken the name over since.
    void removeLink();

private:
    int m_master = -1;
    int m_slave = -1;
    std::string m_slavePath;
    std::string m_linkPath;
    std::uint64_t m_droppedFrames = 0;
    int m_lastQueued = 0;
    std::chrono::steady_clock::time_point m_lastReadSeen;
};

}  // namespace robodash::sim
