#pragma once
// A minimal host for the tests: opens the simulator's device path with ::open, sets raw
// mode, writes command bytes and decodes every feedback frame it reads, byte by byte
// through the real FrameFinder.

#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class PtyHost {
public:
    PtyHost() = default;
    ~PtyHost();
    PtyHost(const PtyHost &) = delete;
    PtyHost &operator=(const PtyHost &) = delete;

    bool open(const std::string &path);
    void close();
    bool write(const std::vector<std::uint8_t> &bytes);
    bool writeBytewise(const std::vector<std::uint8_t> &bytes);

    // Reads what is waiting (up to `waitMs` for the first byte), one byte per read() call,
    // and decodes it. Returns false when the port has gone away (EIO or hang-up).
    bool pump(int waitMs = 20);
    // Pumps until `done()` holds, or `timeoutMs` of wall time passed; returns done().
    bool pumpUntil(const std::function<bool()> &done, int timeoutMs = 10000);
    // Drops everything decoded so far (and, after a fresh read, stale bytes in the port).
    void discard();

    std::vector<robodash::kobuki::FeedbackFrame> frames;
    const robodash::kobuki::FrameFinderStats &stats() const { return m_finder.stats(); }
    int fd() const { return m_fd; }

private:
    int m_fd = -1;
    robodash::kobuki::FrameFinder m_finder;
};
