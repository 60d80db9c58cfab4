#pragma once
// Host frames waiting for the wire. The drivers that ran real bases wait a few ms between
// packets (rflex-facts.md "Framing": pace host writes), so the driver hands the link one
// frame per tick instead of a burst. A velocity for an axis replaces one still waiting for
// the same axis, so a queue never holds a stale speed; everything else keeps its order.

#include "ByteOrder.h"
#include "core/DriverOutput.h"

#include <cstddef>
#include <deque>

namespace robodash::rflex {

class SendQueue {
public:
    enum class Slot { None, Translation, Rotation };

    // Empty bytes (a command the encoder could not send) are not queued.
    void push(wire::Bytes frame, Slot slot = Slot::None);
    // The oldest frame, if any, into `out`.
    void releaseOne(core::DriverOutput &out);
    // Every frame, in order: when the port is about to close there is no later tick.
    void releaseAll(core::DriverOutput &out);
    void clear() { m_frames.clear(); }
    std::size_t size() const { return m_frames.size(); }

private:
    struct Entry {
        wire::Bytes bytes;
        Slot slot = Slot::None;
    };
    std::deque<Entry> m_frames;
};

}  // namespace robodash::rflex
