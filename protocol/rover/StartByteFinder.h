#pragma once
// Streaming finder of fixed-length frames that begin with the start byte 253 and end with
// the Rover Pro checksum. There is no escaping, so 253 also occurs inside frames; the finder
// resynchronises by start byte plus checksum plus the frame's own plausibility rule.
//
// Feed it any chunking: it reports the same frames and counts in every case. A candidate
// that fails is dropped one byte at a time, so a good frame right behind a false start byte
// is never lost. While not aligned (at the start and after discarded bytes) a candidate that
// passes but overlaps a later candidate that also passes is taken for a false start: the
// later one wins, and the finder may wait for up to length - 1 more bytes to decide.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace robodash::rover {

struct FinderStats {
    std::uint64_t goodFrames = 0;
    std::uint64_t checksumErrors = 0;   // start byte, wrong (or zero) checksum
    std::uint64_t implausibleFrames = 0;  // checksum right, contents impossible
    std::uint64_t overruledFrames = 0;  // passed, but a later overlapping frame won
    std::uint64_t discardedBytes = 0;   // bytes that were not part of any good frame
    std::uint64_t bytesIn = 0;
};

struct FrameRules {
    enum class Verdict { Good, BadChecksum, Implausible };
    std::size_t length = 0;
    Verdict (*judge)(const std::uint8_t *frame) = nullptr;  // `length` bytes, start byte first
    // False when the first `available` (< length) bytes of a candidate already rule it out.
    bool (*couldBeFrame)(const std::uint8_t *bytes, std::size_t available) = nullptr;
};

class StartByteFinder {
public:
    // Called with the `length` bytes of each good frame. The pointer is valid only during
    // the call and points into the finder: the handler must not feed() or reset() it.
    using FrameHandler = std::function<void(const std::uint8_t *frame)>;

    explicit StartByteFinder(const FrameRules &rules);

    void feed(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame);
    const FinderStats &stats() const { return m_stats; }
    std::size_t pendingBytes() const { return m_pending.size(); }
    void reset();

private:
    enum class Overlap { None, LaterWins, NeedMore };

    void scan(const FrameHandler &onFrame);
    // Skips to the next start byte; false when there is none in the pending bytes.
    bool skipToStartByte();
    bool acceptCandidate(const std::uint8_t *candidate);
    Overlap laterOverlappingFrame(const std::uint8_t *candidate, std::size_t available) const;
    void discard(std::size_t count);

    FrameRules m_rules;
    std::vector<std::uint8_t> m_pending;  // never more than two frames' worth after a feed
    std::size_t m_head = 0;               // first unconsumed byte of m_pending during a scan
    bool m_aligned = false;  // the last bytes consumed were a good frame
    FinderStats m_stats;
};

}  // namespace robodash::rover
