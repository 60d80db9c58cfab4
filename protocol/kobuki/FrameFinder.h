#pragma once
// Streaming finder of `AA 55 LEN payload CS` frames in an arbitrary byte stream.
// Feed it any chunking; it reports every good frame exactly once. On a bad checksum or an
// impossible length, or a payload whose id/length walk does not end exactly at its end (or
// meets a sub-payload that starts with AA 55), it resynchronises from the byte after the false header, so a good frame hidden inside garbage
// is never lost. Its buffer never holds more than one maximal frame.

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace robodash::kobuki {

struct FrameFinderStats {
    std::uint64_t goodFrames = 0;
    std::uint64_t checksumErrors = 0;  // includes structureErrors
    std::uint64_t discardedBytes = 0;  // bytes that were not part of any good frame
    std::uint64_t bytesIn = 0;
    // Checksum right, but the id/length walk does not end exactly at the payload's end or
    // meets `AA 55` at a sub-payload's start: two real frames swallowed by a false header.
    std::uint64_t structureErrors = 0;
};

class FrameFinder {
public:
    static constexpr std::size_t kMinPayload = 3;   // one sub-payload with one data byte
    static constexpr std::size_t kMaxFrame = 2 + 1 + 255 + 1;

    // Called with the payload (between LEN and CS, exclusive) of each good frame. The
    // pointer is valid only during the call, and may point into the finder's own buffer:
    // the handler must not feed() or reset() the same finder. Not thread-safe; one finder
    // per stream.
    using FrameHandler = std::function<void(const std::uint8_t *payload, std::size_t length)>;

    void feed(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame);
    const FrameFinderStats &stats() const { return m_stats; }
    // Bytes held for a frame the caller's chunk cut off (the wire inspector's row cutting).
    std::size_t pendingBytes() const { return m_fill; }
    void reset();

private:
    enum class Pending { NeedMore, Done, Failed };
    // Scans bytes that are all in one piece; a frame cut by the end of `data` is kept in
    // m_buffer for the next call.
    void scanContiguous(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame);
    // Completes the frame in m_buffer from `data`; `consumed` tells how much it took.
    Pending continuePending(const std::uint8_t *data, std::size_t size, std::size_t &consumed,
                            const FrameHandler &onFrame);
    // True when the payload's sub-payload walk ends exactly at its end; counts it otherwise.
    bool acceptStructure(const std::uint8_t *payload, std::size_t length);
    // A false header in m_buffer: drop its first byte and scan the rest again.
    void rescanPending(const FrameHandler &onFrame);

    // Bytes of a frame that the caller's chunk cut off (only then is anything copied).
    std::array<std::uint8_t, kMaxFrame> m_buffer{};
    std::size_t m_fill = 0;
    FrameFinderStats m_stats;
};

}  // namespace robodash::kobuki
