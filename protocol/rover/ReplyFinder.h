#pragma once
// Finds the robot's 5-byte register replies in the bytes read from the port, any chunking.
// A reply counts when it has the start byte, its checksum (never 0), and an even register
// number no higher than 82; see StartByteFinder for how false start bytes are handled.

#include "Reply.h"
#include "StartByteFinder.h"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace robodash::rover {

class ReplyFinder {
public:
    using ReplyHandler = std::function<void(const Reply &reply)>;

    ReplyFinder();

    void feed(const std::uint8_t *data, std::size_t size, const ReplyHandler &onReply);
    const FinderStats &stats() const { return m_finder.stats(); }
    std::size_t pendingBytes() const { return m_finder.pendingBytes(); }
    void reset() { m_finder.reset(); }

    static const FrameRules &rules();

private:
    StartByteFinder m_finder;
};

}  // namespace robodash::rover
