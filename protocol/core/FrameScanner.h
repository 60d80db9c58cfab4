#pragma once
// A family's frame finder for one direction, seen from the wire inspector: fed any
// chunking, it says which frames ended where and how many bytes it still holds for a
// frame that has not ended, so WireSplitter can cut the stream into rows exactly as the
// driver's own finder does.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace robodash::core {

class FrameScanner {
public:
    virtual ~FrameScanner() = default;
    // Feeds bytes; appends the raw size of each good frame that ended in them, in order.
    // A scanner that reports a frame only after seeing bytes past it (a lookahead) gives
    // those bytes back through heldBytes().
    virtual void feed(const std::uint8_t *data, std::size_t size,
                      std::vector<std::size_t> &frameSizes) = 0;
    // Bytes kept for a frame (or a frame start) that has not ended yet.
    virtual std::size_t heldBytes() const = 0;
    // Frames started and dropped so far (checksum, length): a run of discarded bytes that
    // grew this count is shown as a bad frame rather than as noise.
    virtual std::uint64_t badFrames() const = 0;
};

}  // namespace robodash::core
