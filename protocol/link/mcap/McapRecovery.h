#pragma once
// Rewrites an MCAP file that lost its end (a recording killed mid-way: no Data End, no
// summary, maybe half a chunk) as a complete one: every message of every complete chunk,
// read by scanning from the start (McapReader), written again through McapWriter with its
// channels and schemas, so the result has the summary, chunk and message indexes a reader
// seeks by. The half-written chunk at the end, if any, is what is lost; its offset is said.

#include <cstdint>
#include <string>

namespace robodash::mcap {

struct McapRecoveryResult {
    bool ok = false;
    std::string error;          // when !ok: why nothing was written
    std::uint64_t messages = 0; // messages written to the new file
    std::uint64_t channels = 0;
    std::string damage;         // where the scan stopped, "" when the data section was whole
};

class McapRecovery {
public:
    // `from` must lack its summary (a complete file needs no recovery and is refused, so
    // that a mistaken call never rewrites a good file); `to` is created or replaced and must
    // not be `from`.
    static McapRecoveryResult recover(const std::string &from, const std::string &to);
};

}  // namespace robodash::mcap
