// Fuzz target: any byte stream through the Rover Pro reply finder.
// Beyond "no crash, no sanitizer report" it checks what must hold for every input:
// - feeding the stream whole and in the chunks the input's first byte chooses gives the
//   same replies and the same counters (the finder's promise: any chunking);
// - the counters add up: every byte is in a good reply, discarded, or still pending, and
//   never more than two replies' worth is pending;
// - every reply reported carries an even register number no higher than 82 and parses back
//   from its own encoding.
#include "rover/Register.h"
#include "rover/ReplyFinder.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using namespace robodash::rover;

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

struct Outcome {
    std::vector<Reply> replies;
    FinderStats stats;
    std::size_t pending = 0;
};

Outcome findAll(const std::uint8_t *data, std::size_t size, std::size_t chunk)
{
    ReplyFinder finder;
    Outcome outcome;
    const ReplyFinder::ReplyHandler collect = [&](const Reply &r) { outcome.replies.push_back(r); };
    for (std::size_t at = 0; at < size; at += chunk)
        finder.feed(data + at, std::min(chunk, size - at), collect);
    outcome.stats = finder.stats();
    outcome.pending = finder.pendingBytes();
    return outcome;
}

bool sameStats(const FinderStats &a, const FinderStats &b)
{
    return a.goodFrames == b.goodFrames && a.checksumErrors == b.checksumErrors
           && a.implausibleFrames == b.implausibleFrames && a.overruledFrames == b.overruledFrames
           && a.discardedBytes == b.discardedBytes && a.bytesIn == b.bytesIn;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t chunk = std::size_t{data[0]} % 13 + 1;
    const std::uint8_t *stream = data + 1;
    const std::size_t streamSize = size - 1;

    const Outcome whole = findAll(stream, streamSize, streamSize + 1);
    const Outcome chunked = findAll(stream, streamSize, chunk);
    require(whole.replies == chunked.replies, "chunking changed the replies found");
    require(sameStats(whole.stats, chunked.stats), "chunking changed the counters");
    require(whole.pending == chunked.pending, "chunking changed the pending bytes");
    require(whole.stats.goodFrames == whole.replies.size(), "goodFrames differs from replies");
    require(whole.stats.bytesIn == streamSize, "bytesIn differs from bytes fed");
    require(whole.stats.goodFrames * kReplyLength + whole.stats.discardedBytes + whole.pending
                == streamSize,
            "bytes unaccounted for");
    require(whole.pending < 2 * kReplyLength, "more than two replies' worth pending");
    for (const Reply &reply : whole.replies) {
        require(isRegisterNumber(reply.registerNumber), "reply names no register");
        const ReplyBytes bytes = encodeReply(reply);
        const auto parsed = parseReply(bytes.data());
        require(parsed && *parsed == reply, "reply does not parse back");
    }
    return 0;
}
