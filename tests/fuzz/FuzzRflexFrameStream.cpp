// Fuzz target: any byte stream through the rFLEX frame finder and the report decoder.
// Beyond "no crash, no sanitizer report" it checks what must hold for every input:
// - feeding the stream whole and in the chunks the input's first byte chooses gives the
//   same frames and the same counters (the finder's promise: any chunking);
// - the counters add up (every byte is in a good frame, discarded, or still pending; every
//   bad frame has one reason);
// - every reported frame is whole (length byte = data size) and comes back unchanged when
//   written again stuffed, as the base would send it.
#include "rflex/FrameFinder.h"
#include "rflex/FrameWriter.h"
#include "rflex/ReportDecoder.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using namespace robodash::rflex;

struct Frame {
    std::uint8_t port, id, opcode;
    std::vector<std::uint8_t> data;
    bool operator==(const Frame &o) const
    {
        return port == o.port && id == o.id && opcode == o.opcode && data == o.data;
    }
};
using Frames = std::vector<Frame>;

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

struct Run {
    Frames frames;
    FrameFinderStats stats;
    std::size_t pending = 0;
};

Run findAll(const std::uint8_t *data, std::size_t size, std::size_t chunk)
{
    FrameFinder finder;
    Run run;
    const FrameFinder::FrameHandler collect = [&](const FrameView &f) {
        run.frames.push_back({f.port, f.id, f.opcode, {f.data, f.data + f.length}});
    };
    for (std::size_t at = 0; at < size; at += chunk)
        finder.feed(data + at, std::min(chunk, size - at), collect);
    run.stats = finder.stats();
    run.pending = finder.pendingBytes();
    return run;
}

bool sameStats(const FrameFinderStats &a, const FrameFinderStats &b)
{
    return a.bytesIn == b.bytesIn && a.goodFrames == b.goodFrames
           && a.goodFrameBytes == b.goodFrameBytes && a.badFrames == b.badFrames
           && a.checksumErrors == b.checksumErrors && a.lengthErrors == b.lengthErrors
           && a.cutFrames == b.cutFrames && a.discardedBytes == b.discardedBytes
           && a.stuffedEscapes == b.stuffedEscapes && a.droppedEscapes == b.droppedEscapes
           && a.rawEscapes == b.rawEscapes;
}

void requireRestuffedFrameReadsBack(const Frame &frame)
{
    const auto bytes = FrameWriter(static_cast<Port>(frame.port), frame.opcode)
                           .bytes(frame.data)
                           .stuffedFrame(frame.id);
    const Run again = findAll(bytes.data(), bytes.size(), bytes.size());
    require(again.frames.size() == 1 && again.frames.front() == frame,
            "a found frame written again stuffed does not read back");
    require(again.stats.discardedBytes == 0, "a stuffed frame lost bytes");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t{data[0]} % 97 + 1;
    const std::uint8_t *stream = data + 1;
    const std::size_t streamSize = size - 1;

    const Run whole = findAll(stream, streamSize, streamSize + 1);
    const Run chunked = findAll(stream, streamSize, chunk);
    require(whole.frames == chunked.frames, "chunking changed the frames found");
    require(sameStats(whole.stats, chunked.stats), "chunking changed the counters");
    require(whole.pending == chunked.pending, "chunking changed the pending bytes");
    const FrameFinderStats &s = whole.stats;
    require(s.goodFrames == whole.frames.size(), "goodFrames differs from frames reported");
    require(s.bytesIn == streamSize, "bytesIn differs from bytes fed");
    require(s.goodFrameBytes + s.discardedBytes + whole.pending == s.bytesIn,
            "good, discarded and pending bytes do not add up");
    require(s.badFrames == s.checksumErrors + s.lengthErrors + s.cutFrames,
            "a bad frame without exactly one reason");

    for (const Frame &frame : whole.frames) {
        require(frame.data.size() <= wire::kMaxData, "frame data longer than 255 bytes");
        requireRestuffedFrameReadsBack(frame);
        ReportHandler ignore;
        decodeReport(FrameView{frame.port, frame.id, frame.opcode, frame.data.data(),
                               frame.data.size()},
                     ignore);
    }
    return 0;
}
