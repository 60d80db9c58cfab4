// Fuzz target: any byte stream through the frame finder and both payload decoders.
// Beyond "no crash, no sanitizer report" it checks what must hold for every input:
// - feeding the stream whole and in the chunks the input's first byte chooses gives the
//   same frames and the same counters (the finder's promise: any chunking);
// - the counters add up (every byte is in a good frame, discarded, or still pending);
// - every reported payload is one whole structured frame: at least 3 bytes, and its
//   sub-payload walk ends exactly at its end.
#include "kobuki/CommandParser.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using namespace robodash::kobuki;
using Payloads = std::vector<std::vector<std::uint8_t>>;

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

bool walkEndsExactly(const std::vector<std::uint8_t> &payload)
{
    std::size_t i = 0;
    while (i + 2 <= payload.size())
        i += 2u + payload[i + 1];
    return i == payload.size();
}

FrameFinderStats findAll(const std::uint8_t *data, std::size_t size, std::size_t chunk,
                         Payloads &payloads)
{
    FrameFinder finder;
    const FrameFinder::FrameHandler collect = [&](const std::uint8_t *p, std::size_t n) {
        payloads.emplace_back(p, p + n);
    };
    for (std::size_t at = 0; at < size; at += chunk)
        finder.feed(data + at, std::min(chunk, size - at), collect);
    return finder.stats();
}

bool sameStats(const FrameFinderStats &a, const FrameFinderStats &b)
{
    return a.goodFrames == b.goodFrames && a.checksumErrors == b.checksumErrors
           && a.structureErrors == b.structureErrors && a.discardedBytes == b.discardedBytes
           && a.bytesIn == b.bytesIn;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t{data[0]} % 97 + 1;
    const std::uint8_t *stream = data + 1;
    const std::size_t streamSize = size - 1;

    Payloads whole, chunked;
    const FrameFinderStats wholeStats = findAll(stream, streamSize, streamSize + 1, whole);
    const FrameFinderStats chunkedStats = findAll(stream, streamSize, chunk, chunked);
    require(whole == chunked, "chunking changed the frames found");
    require(sameStats(wholeStats, chunkedStats), "chunking changed the counters");
    require(wholeStats.goodFrames == whole.size(), "goodFrames differs from frames reported");
    require(wholeStats.bytesIn == streamSize, "bytesIn differs from bytes fed");
    require(wholeStats.structureErrors <= wholeStats.checksumErrors,
            "structure errors not counted as checksum errors");
    std::size_t frameBytes = 0;
    for (const auto &payload : whole) {
        require(payload.size() >= FrameFinder::kMinPayload, "payload shorter than 3 bytes");
        require(walkEndsExactly(payload), "payload walk does not end at its end");
        frameBytes += payload.size() + 4;
    }
    require(frameBytes + wholeStats.discardedBytes <= streamSize, "bytes counted twice");
    require(streamSize - frameBytes - wholeStats.discardedBytes < FrameFinder::kMaxFrame,
            "more than one frame's worth of bytes pending");

    for (const auto &payload : whole) {
        const FeedbackFrame frame = decodeFeedbackFrame(payload.data(), payload.size());
        require(frame.counts.decoded + frame.counts.unknown + frame.counts.malformed > 0,
                "a structured payload decoded to nothing");
        CommandHandler ignoreCommands;
        parseCommands(payload.data(), payload.size(), ignoreCommands);
    }
    return 0;
}
