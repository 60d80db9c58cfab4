// Fuzz target: any bytes as an MCAP file through our reader (protocol/link/mcap).
// Beyond "no crash, no sanitizer report, no unbounded allocation" it checks what must hold
// for every input:
// - open() and readMessages() either succeed or say why (a sentence, never empty);
// - every message handed out lies inside a chunk's records or the file: its size is at most
//   the reader's chunk limit, and its channel's topic can be looked up when the channel is
//   known;
// - reading again gives the same messages (the reader keeps no state between passes that
//   changes what it reads), and a time range gives a subset of the whole.
#include "link/mcap/McapReader.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using namespace robodash::mcap;

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

// Small limits: a hostile size field must be refused, not allocated.
constexpr std::uint64_t kLimit = 1 << 20;

struct Pass {
    bool ok = false;
    std::vector<std::string> messages;
    std::vector<std::uint64_t> times;
};

Pass readAll(McapReader &reader, std::uint64_t start, std::uint64_t end)
{
    Pass pass;
    pass.ok = reader.readMessages([&](const MessageView &m) {
        require(m.size <= kLimit, "a message larger than the chunk limit");
        require(m.size == 0 || m.data != nullptr, "a message without data");
        pass.messages.emplace_back(reinterpret_cast<const char *>(m.data), m.size);
        pass.times.push_back(m.logTime);
        return pass.messages.size() < 10000;
    }, start, end);
    require(pass.ok || !reader.error().empty(), "readMessages failed without saying why");
    return pass;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char *>(data), size);
    McapReader::Limits limits;
    limits.maxChunkBytes = kLimit;
    limits.maxSummaryBytes = kLimit;
    McapReader reader(limits);
    if (!reader.openBytes(bytes)) {
        require(!reader.error().empty(), "open failed without saying why");
        return 0;
    }
    const Pass whole = readAll(reader, 0, McapReader::kEnd);
    for (const ChunkIndex &chunk : reader.chunkIndexes()) {
        std::map<std::uint16_t, std::vector<MessageIndexEntry>> indexes;
        reader.readMessageIndex(chunk, indexes);
    }
    reader.verifyDataCrc();
    if (!whole.ok)
        return 0;
    McapReader again(limits);
    require(again.openBytes(bytes), "a file that opened once does not open again");
    const Pass second = readAll(again, 0, McapReader::kEnd);
    require(second.ok && second.messages == whole.messages, "a second pass reads other messages");
    if (!whole.times.empty()) {
        McapReader ranged(limits);
        ranged.openBytes(bytes);
        const std::uint64_t from = whole.times[whole.times.size() / 2];
        const Pass part = readAll(ranged, from, McapReader::kEnd);
        require(part.ok, "a range of a readable file fails");
        for (std::uint64_t t : part.times)
            require(t >= from, "a range hands out a message before its start");
        require(part.messages.size() <= whole.messages.size(), "a range reads more than the whole");
    }
    return 0;
}
