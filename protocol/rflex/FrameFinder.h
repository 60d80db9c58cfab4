#pragma once
// Streaming finder of `1B 02 | port id opcode length data checksum | 1B 03` frames in an
// arbitrary byte stream (rflex-facts.md "Framing"). Feed it any chunking; it reports every
// good frame exactly once, unstuffed.
//
// Inside a frame `1B 00` is one data byte 0x1B and `1B 01` is dropped. Every other `1B X`
// is taken as a literal 0x1B followed by X, because drivers send unstuffed frames and
// Player even sends a raw 0x1B checksum: a twin standing in for the base must accept them
// (rawEscapes counts these). `1B 02` always starts a new frame, so after any bad frame the
// finder is already resynchronised on the next frame start; no byte is ever scanned twice.

#include "ByteOrder.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace robodash::rflex {

struct FrameFinderStats {
    std::uint64_t bytesIn = 0;
    std::uint64_t goodFrames = 0;
    std::uint64_t goodFrameBytes = 0;   // raw bytes of good frames, delimiters included
    std::uint64_t badFrames = 0;        // every frame that was started and not reported
    std::uint64_t checksumErrors = 0;   // of badFrames: the XOR did not come to zero
    std::uint64_t lengthErrors = 0;     // of badFrames: length byte and data disagree
    std::uint64_t cutFrames = 0;        // of badFrames: `1B 02` or overlong before `1B 03`
    std::uint64_t discardedBytes = 0;   // bytes not in any good frame
    std::uint64_t stuffedEscapes = 0;   // `1B 00` read as 0x1B
    std::uint64_t droppedEscapes = 0;   // `1B 01` dropped
    std::uint64_t rawEscapes = 0;       // 0x1B not followed by 00..03, taken literally
};

// One good frame, unstuffed. `data` is valid only during the handler's call.
struct FrameView {
    std::uint8_t port = 0, id = 0, opcode = 0;
    const std::uint8_t *data = nullptr;
    std::size_t length = 0;
};

class FrameFinder {
public:
    // The handler must not feed() or reset() the same finder. Not thread-safe; one finder
    // per stream.
    using FrameHandler = std::function<void(const FrameView &)>;

    void feed(const std::uint8_t *data, std::size_t size, const FrameHandler &onFrame);
    const FrameFinderStats &stats() const { return m_stats; }
    // Bytes held for a frame (or a frame start) that has not ended yet.
    std::size_t pendingBytes() const { return m_rawSize; }
    void reset();

private:
    enum class State { Hunting, HuntingEscape, InFrame, InFrameEscape };

    // Skips to the next 0x1B; returns how many bytes it consumed.
    std::size_t hunt(const std::uint8_t *data, std::size_t size);
    void huntEscape(std::uint8_t byte);
    void inFrame(std::uint8_t byte);
    void inFrameEscape(std::uint8_t byte, const FrameHandler &onFrame);
    void append(std::uint8_t byte);
    void startFrame();
    void finishFrame(const FrameHandler &onFrame);
    void dropFrame();

    std::array<std::uint8_t, wire::kMaxBody> m_body{};
    std::size_t m_bodySize = 0;
    std::size_t m_rawSize = 0;  // raw bytes of the current candidate, `1B 02` included
    State m_state = State::Hunting;
    FrameFinderStats m_stats;
};

}  // namespace robodash::rflex
