#pragma once
// Cuts one direction's byte stream into wire-inspector rows with that direction's frame
// scanner: each good frame a row, and the bytes between frames a row of their own, marked
// bad when the scanner dropped a frame in them and discarded otherwise. The scanner is fed
// byte by byte so that every frame and every discarded byte keeps its place; this runs only
// while someone watches (the inspector is shown, or `decode --annotate`).

#include "core/FrameScanner.h"
#include "core/WireFrame.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace robodash::core {

class WireSplitter {
public:
    using KindOf = std::function<std::string(const std::uint8_t *bytes, std::size_t size)>;

    // No scanner: every chunk is one row of kind "chunk", framed or not.
    WireSplitter(std::unique_ptr<FrameScanner> scanner, WireDirection direction, KindOf kindOf);

    // Appends the rows that `data` completed; bytes of an unfinished frame wait for the next
    // call. Bytes no frame can use any more are flushed as a row at the end of each call.
    void split(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
               std::vector<WireFrame> &rows);

private:
    void emitFrame(std::size_t frameSize, std::int64_t timeMs, std::vector<WireFrame> &rows);
    void emitUnused(std::size_t count, std::int64_t timeMs, std::vector<WireFrame> &rows);

    std::unique_ptr<FrameScanner> m_scanner;
    WireDirection m_direction;
    KindOf m_kindOf;
    std::vector<std::uint8_t> m_pending;  // bytes fed and not yet in a row
    std::vector<std::size_t> m_ended;     // scratch: frames the last byte completed
    std::uint64_t m_badFramesSeen = 0;
};

}  // namespace robodash::core
